import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactElement } from 'react';
import { useRouter, type Router } from './router-context.tsx';
import { isActiveLink, type ActiveOptions } from './active.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Internal route path (navigates client-side). */
  to?: string;
  /** External or raw URL (plain browser navigation). */
  href?: string;
  /** Class added when the link is the active route. */
  activeClassName?: string;
  activeBasePath?: ActiveOptions['activeBasePath'];
  activeBaseRegex?: ActiveOptions['activeBaseRegex'];
}

/** Makes the anchor of a Link, with the router of the page shown. */
export type LinkRenderer = (props: LinkProps, router: Router) => ReactElement;

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True when the browser should handle the click itself. */
export function isPlainBrowserClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** The anchor's own attributes, in the order both renderers give them (the server's and the browser's markup must agree). */
export function anchorAttributes({ to, href, activeClassName, activeBasePath, activeBaseRegex, className, target, rel }: LinkProps, pathname: string) {
  const url = to ?? href ?? '#';
  const internal = to !== undefined && !EXTERNAL.test(to) && target !== '_blank';
  const active = activeClassName !== undefined && isActiveLink(pathname, to, { activeBasePath, activeBaseRegex });
  const external = !internal && EXTERNAL.test(url) && !/^(mailto|tel):/i.test(url);
  return {
    href: url,
    className: [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined,
    'aria-current': active && to && isActiveLink(pathname, to) ? ('page' as const) : undefined,
    target: target ?? (external ? '_blank' : undefined),
    rel: rel ?? (external ? 'noopener noreferrer' : undefined),
    'data-prefetch': internal ? ('' as const) : undefined,
  };
}

/** The browser's anchor: internal links navigate client-side and preload on hover or touch. */
const interactiveLink: LinkRenderer = (props, router) => {
  const { to, href, activeClassName, activeBasePath, activeBaseRegex, className, onClick, onMouseEnter, onTouchStart, target, rel, children, ...rest } = props;
  const attributes = anchorAttributes(props, router.location.pathname);
  const internal = attributes['data-prefetch'] !== undefined;
  const url = attributes.href;
  return (
    <a
      {...rest}
      {...attributes}
      onClick={(event) => {
        onClick?.(event);
        if (!internal || isPlainBrowserClick(event)) return;
        event.preventDefault();
        router.navigate(url);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (internal) router.preload(url);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        if (internal) router.preload(url);
      }}
    >
      {children}
    </a>
  );
};

/**
 * Which renderer links use: the browser's by default; the server render hands its own, the same
 * markup without handlers (cli/render/static-link.tsx).
 */
const LinkRendererContext = createContext<LinkRenderer>(interactiveLink);
export const LinkRendererProvider = LinkRendererContext.Provider;

/**
 * The one anchor of the theme: internal links navigate client-side and prefetch; external links
 * open normally (in a new tab, with rel noopener) and clicks with a modifier key stay the browser's.
 */
export function Link(props: LinkProps) {
  return useContext(LinkRendererContext)(props, useRouter());
}
