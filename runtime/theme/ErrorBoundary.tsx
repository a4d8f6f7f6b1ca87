import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { translate } from './translate.tsx';

/** error.message, then the message of its cause, of the cause's cause... (cycles stop). */
export function errorMessageChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  for (let current = error; current != null && !seen.has(current); current = current instanceof Error ? current.cause : undefined) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
  }
  return messages;
}

export interface FallbackProps {
  error: unknown;
  tryAgain: () => void;
}

/**
 * What a crash shows: a title, Try again, and the message chain. Inside the layout for a crashed
 * page; `bare` (a page of its own, titled 'Page Error') when the layout itself crashed.
 */
export function CrashReport({ error, tryAgain, bare }: FallbackProps & { bare?: boolean }) {
  // Read while rendering: translate() finds the locale's strings only then.
  const documentTitle = translate({ message: 'Page Error' });
  useEffect(() => {
    if (bare) document.title = documentTitle;
  }, [bare, documentTitle]);
  const Tag = bare ? 'main' : 'div';
  return (
    <Tag className={bare ? 'error-page' : 'error-boundary container'} role="alert">
      <h1 className="error-boundary__title">{bare ? translate({ message: 'This page crashed' }) : translate({ message: 'This page crashed.' })}</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {translate({ message: 'Try again' })}
      </button>
      <div className="error-boundary__chain">
        {errorMessageChain(error).map((message, index) => (
          <p key={index} className="error-boundary__message">
            {index > 0 && <span className="error-boundary__cause">{translate({ message: 'Cause:' })} </span>}
            {message}
          </p>
        ))}
      </div>
    </Tag>
  );
}

/** The fallback of the layout-level boundary: a bare page. */
export function LayoutCrashed(props: FallbackProps) {
  return <CrashReport {...props} bare />;
}

interface BoundaryProps {
  children: ReactNode;
  /** The layout-level boundary shows a bare page. */
  bare?: boolean;
  /** Replaces the crash report. */
  fallback?: (props: FallbackProps) => ReactNode;
  /** When it changes (e.g. the page path), a crashed boundary resets. */
  resetKey?: unknown;
}

interface BoundaryState {
  error: unknown;
  crashed: boolean;
}

/** Keeps a crashing page inside the layout. Browser only: the server render reports errors itself. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, crashed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('sitegen: a page crashed.', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.crashed && previous.resetKey !== this.props.resetKey) this.tryAgain();
  }

  tryAgain = (): void => this.setState({ error: undefined, crashed: false });

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    const props = { error: this.state.error, tryAgain: this.tryAgain };
    return this.props.fallback ? this.props.fallback(props) : <CrashReport {...props} bare={this.props.bare} />;
  }
}

/** Wraps the whole App in the client entry; pass the pathname as resetKey so navigation resets it. */
export function LayoutErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  return (
    <ErrorBoundary bare resetKey={resetKey}>
      {children}
    </ErrorBoundary>
  );
}
