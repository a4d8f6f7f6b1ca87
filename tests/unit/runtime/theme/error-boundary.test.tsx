import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CrashReport, ErrorBoundary, errorMessageChain, LayoutCrashed, LayoutErrorBoundary } from '../../../../runtime/theme/ErrorBoundary.tsx';
import { Loader } from '../../../../runtime/theme/Loader.tsx';

describe('errorMessageChain', () => {
  it('lists the message, then each cause', () => {
    const root = new Error('disk full');
    const middle = new Error('could not save', { cause: root });
    expect(errorMessageChain(new Error('render failed', { cause: middle }))).toEqual(['render failed', 'could not save', 'disk full']);
  });

  it('handles non-errors and cycles', () => {
    expect(errorMessageChain('plain string')).toEqual(['plain string']);
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(errorMessageChain(a)).toEqual(['a', 'b']);
  });
});

/** Drives a boundary as React does after a render error (server rendering has no boundaries). */
function crash(boundary: ErrorBoundary, error: unknown) {
  boundary.state = ErrorBoundary.getDerivedStateFromError(error);
  return renderToStaticMarkup(<>{boundary.render()}</>);
}

describe('ErrorBoundary', () => {
  const error = new Error('Cannot read properties of undefined', { cause: new Error('bad page data') });

  it('renders its children normally', () => {
    expect(renderToStaticMarkup(<ErrorBoundary>ok</ErrorBoundary>)).toBe('ok');
  });

  it('shows "This page crashed." with Try again and the message chain', () => {
    const html = crash(new ErrorBoundary({ children: 'page' }), error);
    expect(html).toContain('<h1 class="error-boundary__title">This page crashed.</h1>');
    expect(html).toContain('>Try again</button>');
    expect(html).toContain('Cannot read properties of undefined');
    expect(html).toContain('<span class="error-boundary__cause">Cause: </span>bad page data');
  });

  it('Try again resets it', () => {
    const boundary = new ErrorBoundary({ children: 'page' });
    crash(boundary, error);
    const setState = vi.spyOn(boundary, 'setState').mockImplementation((state) => Object.assign(boundary.state, state));
    boundary.tryAgain();
    expect(boundary.state.crashed).toBe(false);
    expect(renderToStaticMarkup(<>{boundary.render()}</>)).toBe('page');
    setState.mockRestore();
  });

  it('resets when the page changes', () => {
    const boundary = new ErrorBoundary({ children: 'page', resetKey: '/a' });
    crash(boundary, error);
    const tryAgain = vi.spyOn(boundary, 'tryAgain').mockImplementation(() => {});
    boundary.componentDidUpdate({ children: 'page', resetKey: '/a' });
    expect(tryAgain).not.toHaveBeenCalled();
    (boundary as { props: unknown }).props = { children: 'page', resetKey: '/b' };
    boundary.componentDidUpdate({ children: 'page', resetKey: '/a' });
    expect(tryAgain).toHaveBeenCalledOnce();
  });

  it('the crash reports can be rendered on their own', () => {
    expect(renderToStaticMarkup(<CrashReport error="boom" tryAgain={() => {}} />)).toMatch(/^<div class="error-boundary container" role="alert">/);
    expect(renderToStaticMarkup(<LayoutCrashed error="boom" tryAgain={() => {}} />)).toMatch(/^<main class="error-page" role="alert">/);
  });

  it('a custom fallback replaces the report', () => {
    const boundary = new ErrorBoundary({ children: 'page', fallback: ({ error }) => `custom: ${String(error)}` });
    expect(crash(boundary, 'boom')).toBe('custom: boom');
  });

  it('LayoutErrorBoundary shows the bare "This page crashed" page', () => {
    const element = LayoutErrorBoundary({ children: 'app', resetKey: '/' }) as { props: ConstructorParameters<typeof ErrorBoundary>[0] };
    const html = crash(new ErrorBoundary(element.props), error);
    expect(html).toMatch(/^<main class="error-page" role="alert"><h1 class="error-boundary__title">This page crashed<\/h1>/);
    expect(html).toContain('>Try again</button>');
    expect(html).toContain('bad page data');
  });
});

describe('Loader', () => {
  it('shows nothing before the delay', () => {
    expect(renderToStaticMarkup(<Loader />)).toBe('');
  });

  it('shows the spinner once past the delay', () => {
    const html = renderToStaticMarkup(<Loader delay={0} />);
    expect(html).toContain('class="loader" role="status"');
    expect(html).toContain('loader__spinner');
    expect(html).toContain('Loading…');
  });

  it('on error shows the error text and a Retry button', () => {
    const html = renderToStaticMarkup(<Loader error={new Error('Failed to fetch /services.json')} onRetry={() => {}} />);
    expect(html).toContain('Failed to fetch /services.json');
    expect(html).toContain('>Retry</button>');
    expect(html).not.toContain('loader__spinner');
  });
});
