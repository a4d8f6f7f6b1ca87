import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { translate } from './translate.tsx';

/** error.message, then the message of its cause, of the cause's cause... (cycles stop). */
export function errorMessageChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < 20) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

export function ErrorChain({ error }: { error: unknown }) {
  const causedBy = translate({ id: 'theme.ErrorPageContent.causedBy', message: 'Cause:' });
  return (
    <div className="error-boundary__chain">
      {errorMessageChain(error).map((message, index) => (
        <p key={index} className="error-boundary__message">
          {index > 0 && <span className="error-boundary__cause">{causedBy} </span>}
          {message}
        </p>
      ))}
    </div>
  );
}

export interface FallbackProps {
  error: unknown;
  tryAgain: () => void;
}

interface BoundaryProps {
  children: ReactNode;
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
    const fallback = this.props.fallback ?? ((props: FallbackProps) => <PageCrashed {...props} />);
    return fallback({ error: this.state.error, tryAgain: this.tryAgain });
  }
}

/** Shown inside the layout in place of a crashed page. */
export function PageCrashed({ error, tryAgain }: FallbackProps) {
  return (
    <div className="error-boundary container" role="alert">
      <h1 className="error-boundary__title">{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
      </button>
      <ErrorChain error={error} />
    </div>
  );
}

/** A bare page for when the layout itself crashed: nothing of the theme is trusted to render. */
export function LayoutCrashed({ error, tryAgain }: FallbackProps) {
  const title = translate({ id: 'theme.ErrorPageContent.pageTitle', message: 'Page Error' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="error-page" role="alert">
      <h1 className="error-boundary__title">{translate({ id: 'theme.ErrorPageContent.layoutTitle', message: 'This page crashed' })}</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
      </button>
      <ErrorChain error={error} />
    </main>
  );
}

/** Wraps the whole App in the client entry. */
export function LayoutErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(props) => <LayoutCrashed {...props} />}>{children}</ErrorBoundary>;
}
