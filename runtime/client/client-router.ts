import { startTransition } from 'react';
import type { PageData, PageKind } from '../../cli/graph/page-data-types.ts';
import type { PageComponent } from '../page-kinds.ts';
import type { MdxBody } from '../core/mdx-body-context.tsx';
import type { Router, RouterLocation } from '../core/router-context.tsx';
import { parseInternal, routeKey } from './paths.ts';
import { forgetLoaded, type LoadedRoute, type RouteLoader } from './load-route.ts';
import { applyScroll, scrollIntent, type ScrollIntent } from './scroll.ts';
import type { Enhancements } from './enhancements.ts';

/** What the client root renders: the route, where it is shown, and what to do once it is. */
export interface RouteState {
  page: PageData;
  Page: PageComponent;
  /** The renderer of the page's MDX tree bodies, loaded with it. */
  body?: MdxBody;
  location: RouterLocation;
  scroll: ScrollIntent;
  /** The location shown before this one; null for the first page (nothing to track or scroll). */
  previous: RouterLocation | null;
}

export type SetRouteState = (update: (state: RouteState) => RouteState) => void;

export interface ClientRouterOptions {
  loader: RouteLoader;
  /** The progress bar and link prefetching, from a chunk loaded after hydration (memoised). */
  enhancements: () => Promise<Enhancements>;
  trackingID?: string;
  /** The script files of each page kind, when the document names them. */
  chunks?: Partial<Record<PageKind, string[]>>;
}

export interface ClientRouter {
  /** The `Router` links see, for the location being shown. */
  routerFor(location: RouterLocation): Router;
  /** Starts listening to history, scrolling, clicks and links in view; returns the cleanup. */
  attach(root: Element, setState: SetRouteState): () => void;
  /** After React committed a route update: title, scroll, progress, page view. */
  committed(state: RouteState): void;
  /**
   * Loads the route shown again, every cache dropped, and shows it where the reader is; rejects
   * when it cannot. `sitegen watch` calls it after a rebuild (see dev-refresh.ts).
   */
  refresh(): Promise<void>;
}

type Position = { x: number; y: number };
type HistoryState = { key?: unknown } | null;

const newKey = () => Math.random().toString(36).slice(2, 10);
const here = (): RouterLocation => ({ pathname: location.pathname, search: location.search, hash: location.hash });
const samePage = (a: RouterLocation, b: RouterLocation) => routeKey(a.pathname) === routeKey(b.pathname) && a.search === b.search;

/**
 * Client-side navigation: loads the next route's data and page chunk, then swaps the page, keeps
 * history and scroll positions, and falls back to a full page load when a route cannot be loaded.
 * A closure rather than a class: its private names then minify.
 */
export function createClientRouter({ loader, enhancements, trackingID, chunks }: ClientRouterOptions, initial: LoadedRoute): ClientRouter {
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
  /** Set once the enhancements chunk has loaded; until then navigation works without a bar. */
  let extras: Enhancements | undefined;
  const withExtras = (use: (loaded: Enhancements) => void) =>
    enhancements().then((loaded) => use((extras = loaded)), (error: unknown) => console.warn('sitegen: could not load the progress bar and prefetching.', error));

  const show = (route: LoadedRoute, next: RouterLocation, scroll: ScrollIntent) => {
    const previous = current;
    shown = route;
    current = next;
    const set = setState;
    startTransition(() => set?.(() => ({ ...route, location: next, scroll, previous })));
  };

  const load = (next: RouterLocation, from: RouterLocation, ready: () => void, failed: () => void, saved?: Position) => {
    const mine = ++token;
    let settled = false;
    // The bar shows only while this load is pending and the latest one, even if its chunk arrives late.
    if (routeKey(next.pathname) !== routeKey(from.pathname)) void withExtras((loaded) => mine === token && !settled && loaded.progress.start());
    loader.load(next.pathname).then(
      (route) => {
        settled = true;
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
      extras?.progress.done();
      return applyScroll(next.hash ? { to: 'hash', hash: next.hash, orTop: true } : { to: 'top' });
    }
    push();
    show(shown, next, scrollIntent(from, next));
  };

  // SPEC section 7. The route's data tells its page kind, whose script chunks are then prefetched.
  const prefetch = (to: string): void => {
    const next = parseInternal(to, location.href);
    if (!next || loader.has(next.pathname) || !extras?.canPrefetch()) return;
    const { prefetchUrl } = extras;
    loader.prefetch(next.pathname).then((page) => {
      if (!loader.hasPage(page.kind)) for (const file of chunks?.[page.kind] ?? []) prefetchUrl(file);
    }, () => {});
  };

  const preload = (to: string): void => {
    const next = parseInternal(to, location.href);
    if (next) loader.load(next.pathname).catch(() => {});
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

  const onClick = (root: Element, event: MouseEvent) => {
    // Links in content HTML are plain anchors: same-origin ones navigate like <Link>.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!anchor || !root.contains(anchor) || anchor.hasAttribute('download')) return;
    const target = anchor.getAttribute('target');
    const href = anchor.getAttribute('href')!;
    if ((target && target !== '_self') || !parseInternal(href, location.href)) return;
    event.preventDefault();
    navigate(href);
  };

  return {
    routerFor: (location) => ({ location, navigate, prefetch, preload }),

    attach(root, set) {
      setState = set;
      history.scrollRestoration = 'manual';
      const click = (event: MouseEvent) => onClick(root, event);
      // A reload, or a visit elsewhere and back, is the browser's to restore.
      const auto = () => (history.scrollRestoration = 'auto');
      const manual = () => (history.scrollRestoration = 'manual');
      addEventListener('scroll', savePosition, { passive: true });
      addEventListener('popstate', onPopState);
      addEventListener('pagehide', auto);
      addEventListener('pageshow', manual);
      document.addEventListener('click', click);
      let stopObserving = () => {};
      const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
      idle(() => void withExtras((loaded) => setState && (stopObserving = loaded.observeLinks(root, prefetch))));
      // The server rendered the route's own path without query or hash; show the real URL now.
      const real = (current = here());
      set((state) => (state.location.pathname === real.pathname && state.location.search === real.search && state.location.hash === real.hash ? state : { ...state, location: real, scroll: { to: 'none' }, previous: null }));
      return () => {
        setState = undefined;
        removeEventListener('scroll', savePosition);
        removeEventListener('popstate', onPopState);
        removeEventListener('pagehide', auto);
        removeEventListener('pageshow', manual);
        document.removeEventListener('click', click);
        stopObserving();
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
      // The first page's title is the document's, unless the client rendered another page there.
      document.title = state.page.documentTitle;
      if (!state.previous) return;
      applyScroll(state.scroll);
      extras?.progress.done();
      // What the view is now, though the chunk that reports it may arrive after another navigation.
      const seen = { gtag: (window as { gtag?: unknown }).gtag, location: { href: location.href }, document: { title: document.title } };
      const { previous, location: shownAt } = state;
      void withExtras((loaded) => loaded.trackPageView(trackingID, previous, shownAt, seen));
    },
  };
}
