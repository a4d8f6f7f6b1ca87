import { startTransition } from 'react';
import type { RouterLocation } from '../core/router-context.tsx';
import { parseInternal, routeKey } from './paths.ts';
import { forgetLoaded, type LoadedRoute } from './load-route.ts';
import { applyScroll, scrollIntent, type ScrollIntent } from './scroll.ts';
import { Progress, progressView } from './progress-bar.ts';
import { trackPageView } from './analytics.ts';
import { here, type ClientRouterOptions, type RouteState, type SetRouteState } from './client-router.ts';

type Position = { x: number; y: number };
type HistoryState = { key?: unknown } | null;

const newKey = () => Math.random().toString(36).slice(2, 10);
const samePage = (a: RouterLocation, b: RouterLocation) => routeKey(a.pathname) === routeKey(b.pathname) && a.search === b.search;

/** What the client router hands over to navigation, once a reader navigates. */
export interface Navigation {
  navigate(to: string): void;
  onPopState(event: PopStateEvent): void;
  /** Starts keeping scroll positions; returns the cleanup. */
  attach(setState: SetRouteState): () => void;
  /** After React committed a route a navigation showed: scroll, progress, page view. */
  committed(state: RouteState): void;
  refresh(): Promise<void>;
}

/**
 * Client-side navigation: loads the next route's data and page chunk, then swaps the page, keeps
 * history and scroll positions, and falls back to a full page load when a route cannot be loaded.
 * A chunk of its own, which the client router loads when a reader first navigates: the first page
 * shows and works without it, and so do its progress bar and page views. A closure rather than a
 * class: its private names then minify.
 */
export function createNavigation({ loader, trackingID }: ClientRouterOptions, initial: LoadedRoute): Navigation {
  let setState: SetRouteState | undefined;
  let shown = initial;
  let current = here();
  /** Bumped by every navigation; a load that finishes after a newer one started is dropped. */
  let token = 0;
  /** Scroll position of each history entry, by the key kept in its state. */
  const positions = new Map<string, Position>();
  const entry = history.state as HistoryState;
  let key = typeof entry?.key === 'string' ? entry.key : newKey();
  history.replaceState({ ...entry, key }, '');

  const savePosition = () => positions.set(key, { x: scrollX, y: scrollY });
  const progress = new Progress(progressView(document));

  const show = (route: LoadedRoute, next: RouterLocation, scroll: ScrollIntent) => {
    const previous = current;
    shown = route;
    current = next;
    const set = setState;
    startTransition(() => set?.(() => ({ ...route, location: next, scroll, previous })));
  };
  const load = (next: RouterLocation, from: RouterLocation, ready: () => void, failed: () => void, saved?: Position) => {
    const mine = ++token;
    if (routeKey(next.pathname) !== routeKey(from.pathname)) progress.start();
    loader.load(next.pathname).then(
      (route) => {
        if (mine !== token) return;
        ready();
        show(route, next, scrollIntent(from, next, saved));
      },
      (error: unknown) => {
        if (mine !== token) return;
        // SPEC section 8: a route that cannot be preloaded is loaded by the browser instead.
        console.warn('sitegen: the route failed to load; loading the page in full.', error);
        failed();
      },
    );
  };

  const navigate = (to: string): void => {
    const next = parseInternal(to, location.href);
    if (!next || !setState) return location.assign(new URL(to, location.href).href);
    const from = current;
    const push = () => {
      savePosition();
      key = newKey();
      history.pushState({ key }, '', next.href);
    };
    if (!samePage(from, next)) return load(next, from, push, () => location.assign(next.href));
    token++;
    if (next.hash === from.hash) {
      // The URL already shown: no new history entry, back to its anchor or the top. A load this
      // cancelled has nothing left to show its progress for.
      progress.done();
      return applyScroll(next.hash ? { to: 'hash', hash: next.hash, orTop: true } : { to: 'top' });
    }
    push();
    show(shown, next, scrollIntent(from, next));
  };

  const onPopState = (event: PopStateEvent) => {
    const from = current;
    savePosition();
    const state = event.state as HistoryState;
    // An entry the browser made itself (a hash typed or followed natively) gets a key now; the
    // browser has scrolled it already.
    const adopted = typeof state?.key !== 'string';
    key = adopted ? newKey() : (state.key as string);
    if (adopted) history.replaceState({ ...state, key }, '');
    const next = here();
    const saved = positions.get(key);
    if (samePage(from, next)) {
      token++;
      return show(shown, next, adopted ? { to: 'none' } : scrollIntent(from, next, saved));
    }
    load(next, from, () => {}, () => location.reload(), saved);
  };

  return {
    navigate,
    onPopState,

    attach(set) {
      setState = set;
      history.scrollRestoration = 'manual';
      // A reload, or a visit elsewhere and back, is the browser's to restore.
      const auto = () => (history.scrollRestoration = 'auto');
      const manual = () => (history.scrollRestoration = 'manual');
      addEventListener('scroll', savePosition, { passive: true });
      addEventListener('pagehide', auto);
      addEventListener('pageshow', manual);
      return () => {
        setState = undefined;
        removeEventListener('scroll', savePosition);
        removeEventListener('pagehide', auto);
        removeEventListener('pageshow', manual);
      };
    },

    refresh() {
      forgetLoaded(loader);
      const shownAt = current;
      const mine = ++token;
      return loader.load(shownAt.pathname).then((route) => {
        if (mine === token) show(route, shownAt, { to: 'none' });
      });
    },

    committed(state) {
      if (!state.previous) return;
      applyScroll(state.scroll);
      progress.done();
      trackPageView(trackingID, state.previous, state.location, window);
    },
  };
}
