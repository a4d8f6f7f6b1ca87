import { useState, type CSSProperties } from 'react';
import { Loader } from '../theme/Loader.tsx';

const NOTICE: CSSProperties = {
  position: 'fixed',
  insetInline: '1rem',
  bottom: '1rem',
  zIndex: 1030,
  maxWidth: '40rem',
  margin: '0 auto',
  border: '1px solid var(--sg-color-border)',
  borderRadius: 'var(--sg-radius)',
  background: 'var(--sg-color-bg-surface)',
  color: 'var(--sg-color-text)',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.15)',
};

/**
 * Shown when the first page's data or chunk fails to load: the server-rendered page stays (it
 * is complete HTML), and this notice offers Retry, which loads again and then hydrates.
 */
export function BootFailure({ error, retry }: { error: unknown; retry: () => Promise<void> }) {
  const [state, setState] = useState<{ error?: unknown }>({ error });
  return (
    <div className="sg-boot-failure" style={NOTICE}>
      <Loader
        key={state.error === undefined ? 'loading' : 'failed'}
        error={state.error}
        onRetry={() => {
          setState({});
          retry().catch((next: unknown) => setState({ error: next }));
        }}
      />
    </div>
  );
}
