import type { RouterLocation } from '../core/router-context.tsx';
import { routeKey } from './paths.ts';

/** What the window does once a route update has been committed. */
export type ScrollIntent = { to: 'none' } | { to: 'top' } | { to: 'hash'; hash: string; orTop: boolean } | { to: 'position'; x: number; y: number };

/**
 * SPEC section 4: after a navigation the page scrolls to the hash target if there is one, else to
 * the top; not at all when only the query string changed. Back/forward restores the position.
 */
export function scrollIntent(from: RouterLocation, to: RouterLocation, saved?: { x: number; y: number }): ScrollIntent {
  if (saved) return { to: 'position', ...saved };
  const samePath = routeKey(from.pathname) === routeKey(to.pathname);
  if (to.hash) return { to: 'hash', hash: to.hash, orTop: !samePath };
  return samePath ? { to: 'none' } : { to: 'top' };
}

export function applyScroll(intent: ScrollIntent): void {
  switch (intent.to) {
    case 'none':
      return;
    case 'top':
      return window.scrollTo(0, 0);
    case 'position':
      return window.scrollTo(intent.x, intent.y);
    case 'hash': {
      const id = decodeHash(intent.hash);
      const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
      if (target) target.scrollIntoView();
      else if (intent.orTop || id === 'top') window.scrollTo(0, 0);
    }
  }
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
