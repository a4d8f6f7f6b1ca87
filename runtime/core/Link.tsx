import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from './router-context.tsx';
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

/**
 * Replaced at bundle time by esbuild `define`, as in runtime/theme/Layout.tsx: '"client"' in the
 * browser bundle, which keeps only the interactive anchor.
 */
declare const process: { env: { SITEGEN_TARGET?: 'client' | 'server' } };

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True when the browser should handle the click itself. */
export function isPlainBrowserClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * The one anchor of the theme: internal links navigate client-side and prefetch; external links
 * open normally (in a new tab, with rel noopener) and clicks with a modifier key stay the browser's.
 */
export function Link({ to, href, activeClassName, activeBasePath, activeBaseRegex, className, onClick, onMouseEnter, onTouchStart, target, rel, children, ...rest }: LinkProps) {
  const router = useRouter();
  const url = to ?? href ?? '#';
  const internal = to !== undefined && !EXTERNAL.test(to) && target !== '_blank';
  const active = activeClassName !== undefined && isActiveLink(router.location.pathname, to, { activeBasePath, activeBaseRegex });
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined;
  const external = !internal && EXTERNAL.test(url) && !/^(mailto|tel):/i.test(url);
  if (process.env.SITEGEN_TARGET !== 'client') {
    // The same markup without the handlers, which the server never calls. Spelt as below,
    // `<a {...rest} href={url} …>`, V8 builds the props by spreading objects of many shapes and
    // then adding keys: microseconds per link, the largest single cost of rendering a page.
    // Object.assign builds them with the keys in the same order.
    return (
      <a
        {...Object.assign(rest, {
          href: url,
          className: classes,
          'aria-current': active && to && isActiveLink(router.location.pathname, to) ? ('page' as const) : undefined,
          target: target ?? (external ? '_blank' : undefined),
          rel: rel ?? (external ? 'noopener noreferrer' : undefined),
          'data-prefetch': internal ? '' : undefined,
          children,
        })}
      />
    );
  }
  return (
    <a
      {...rest}
      href={url}
      className={classes}
      aria-current={active && to && isActiveLink(router.location.pathname, to) ? 'page' : undefined}
      target={target ?? (external ? '_blank' : undefined)}
      rel={rel ?? (external ? 'noopener noreferrer' : undefined)}
      data-prefetch={internal ? '' : undefined}
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
}
