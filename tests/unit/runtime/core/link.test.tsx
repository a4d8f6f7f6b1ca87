import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, type LinkProps } from '../../../../runtime/core/Link.tsx';
import { RouterProvider, staticRouter } from '../../../../runtime/core/router-context.tsx';
import { ServerShortcuts } from '../../../../cli/render/server-shortcuts.tsx';

const CASES: LinkProps[] = [
  { to: '/guides/', className: 'doc-sidebar__link', activeClassName: 'doc-sidebar__link--active' },
  { to: '/guides', activeClassName: 'active' },
  { to: '/guides/setup?tab=cli#install', className: 'a', activeClassName: 'a--active' },
  { to: '/blog', className: 'navbar__link', activeClassName: 'navbar__link--active', activeBasePath: '/guides' },
  { to: '/x', activeClassName: 'on', activeBaseRegex: '^/gui' },
  { to: '/x', activeClassName: 'on', activeBaseRegex: '(' },
  { to: '/guides/', className: '', activeClassName: '' },
  { to: '/', 'aria-label': 'Home page', className: 'brand' },
  { to: '/menu', 'aria-haspopup': 'true', 'aria-expanded': false, onKeyDown: () => {}, onClick: () => {} },
  { to: '/next', rel: 'next', title: 'Next page', lang: 'de' },
  { to: '/new-tab', target: '_blank' },
  { to: 'https://example.com/a', className: 'external' },
  { to: '//cdn.example.com/a' },
  { href: 'https://example.com/b', rel: 'me' },
  { href: 'mailto:team@example.com' },
  { href: 'tel:+15550100', target: '_self' },
  { href: undefined, to: undefined },
  { to: '/t', 'aria-current': 'step', 'data-prefetch': 'no', id: 'custom' } as LinkProps,
];

/** The handlers Link adds in the browser: navigation and preloading. */
const OWN_HANDLERS = new Set(['onClick', 'onMouseEnter', 'onTouchStart']);

/** The element Link returns, and its markup, at `pathname`, with the server's renderer or the browser's. */
function renderLink(props: LinkProps, pathname: string, side: 'server' | 'browser') {
  let element: ReactElement<Record<string, unknown>> | undefined;
  const Probe = () => (element = Link({ ...props, children: 'Label' }) as ReactElement<Record<string, unknown>>);
  const app = (
    <RouterProvider value={staticRouter(pathname)}>
      <Probe />
    </RouterProvider>
  );
  const html = renderToStaticMarkup(side === 'server' ? <ServerShortcuts>{app}</ServerShortcuts> : app);
  return { html, props: element!.props };
}

describe('Link on the server', () => {
  it('renders the markup of the browser bundle, attribute for attribute', () => {
    for (const pathname of ['/guides', '/guides/', '/guides/setup', '/']) {
      for (const props of CASES) {
        const server = renderLink(props, pathname, 'server');
        const browser = renderLink(props, pathname, 'browser');
        expect(server.html, `${JSON.stringify(props)} at ${pathname}`).toBe(browser.html);
        expect(Object.keys(server.props)).toEqual(Object.keys(browser.props).filter((key) => !OWN_HANDLERS.has(key)));
      }
    }
  });

  it('leaves out the handlers, which only the browser calls', () => {
    const server = renderLink({ to: '/guides' }, '/', 'server');
    const browser = renderLink({ to: '/guides' }, '/', 'browser');
    expect(server.props.onClick).toBeUndefined();
    expect(browser.props.onClick).toBeTypeOf('function');
  });
});
