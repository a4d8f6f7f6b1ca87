import { useEffect, useState } from 'react';
import { errorMessageChain } from './ErrorBoundary.tsx';
import { translate } from './translate.tsx';

export const LOADER_DELAY_MS = 200;

export interface LoaderProps {
  /** Set when loading failed: the text and a Retry button show instead of the spinner. */
  error?: unknown;
  onRetry?: () => void;
  /** The spinner waits this long, so fast loads never flash it. */
  delay?: number;
}

export function Loader({ error, onRetry, delay = LOADER_DELAY_MS }: LoaderProps) {
  const [pastDelay, setPastDelay] = useState(delay <= 0);
  const failed = error !== undefined && error !== null;

  useEffect(() => {
    if (failed || pastDelay) return;
    const timer = setTimeout(() => setPastDelay(true), delay);
    return () => clearTimeout(timer);
  }, [failed, pastDelay, delay]);

  if (failed) {
    return (
      <div className="loader loader--error container" role="alert">
        <p className="loader__error">{errorMessageChain(error).join(' ')}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {translate({ message: 'Retry' })}
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{translate({ message: 'Loading…' })}</span>
    </div>
  );
}
