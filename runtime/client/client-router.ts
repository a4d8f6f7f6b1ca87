import { startTransition } from 'react';
import type { PageData, PageKind } from '../../cli/render/page-data-types.ts';
import type { PageComponent } from '../page-kinds.ts';
import type { Router, RouterLocation } from '../core/router-context.tsx';
import { dataPath } from '../core/data-path.ts';
import { parseInternal, routeKey, type ParsedHref } from './paths.ts';
import type { LoadedRoute, RouteLoader } from './load-route.ts';
import { applyScroll, scrollIntent, type ScrollIntent } from './scroll.ts';
import { observeLinks } from './prefetch.ts';
import { trackPageView } from './analytics.ts';
import type { Progress } from './progress-bar.ts';

/** What the client root renders: the route, where it is shown, and what to do once it is. */
export interface RouteState {
  page: PageData;
  Page: PageComponent;
  location: RouterLocation;
  scroll: ScrollIntent;
  /** The location shown before this one; null for the first page (nothing to track or scroll). */
  previous: RouterLocation | null;
}

export interface ClientRouterOptions {
  loader: RouteLoader;
  progress: Progress;
  prefetchUrl: (url: string) => void;
  trackingID?: string;
  /** Script files of each page kind, when the document names them: prefetched with the first route. */
  chunks?: Partial<Record<PageKind, string[]>>;
}

type Position = { x: number; y: number };

const newKey = () => Math.random().toString(36).slice(2, 10);
const here = (): RouterLocation => ({ pathname: location.pathname, search: location.search, hash: location.hash });

/**
 * Client-side navigation: loads the next route's data and page chunk, then swaps the page, keeps
 * history and scroll positions, and falls back to a full page load when a route cannot be loaded.
 */
export class ClientRouter {
  #setState: ((update: (state: RouteState) => RouteState) => void) | undefined;
  #route: LoadedRoute;
  #location: RouterLocation;
  #token = 0;
  #key: string;
  readonly #positions = new Map<string, Position>();
  #chunksPrefetched = false;

  constructor(
    private readonly options: ClientRouterOptions,
    initial: LoadedRoute,
  ) {
    this.#route = initial;
    this.#location = here();
    const state = history.state as { key?: unknown } | null;
    this.#key = typeof state?.key === 'string' ? state.key : newKey();
    history.replaceState({ ...state, key: this.#key }, '');
  }

  /** The `Router` links see, for the location being shown. */
  routerFor(location: RouterLocation): Router {
    return { location, navigate: this.navigate, prefetch: this.prefetch, preload: this.preload };
  }

  navigate = (to: string): void => {
    const next = parseInternal(to, location.href);
    if (!next || !this.#setState) {
      location.assign(new URL(to, location.href).href);
      return;
    }
    const from = this.#location;
    const token = ++this.#token;
    if (routeKey(next.pathname) === routeKey(from.pathname) && next.search === from.search) {
      if (next.hash === from.hash) {
        // The current URL again: no new history entry, back to its anchor or the top.
        applyScroll(next.hash ? { to: 'hash', hash: next.hash, orTop: true } : { to: 'top' });
        return;
      }
      this.#push(next);
      this.#show(this.#route, next, scrollIntent(from, next));
      return;
    }
    this.#load(next, from, token, () => this.#push(next), () => location.assign(next.href));
  };

  prefetch = (to: string): void => {
    const next = parseInternal(to, location.href);
    if (!next) return;
    const { loader, prefetchUrl, chunks } = this.options;
    if (loader.has(next.pathname)) return;
    prefetchUrl(dataPath(routeKey(next.pathname)));
    if (chunks && !this.#chunksPrefetched) {
      this.#chunksPrefetched = true;
      for (const files of Object.values(chunks)) for (const file of files ?? []) prefetchUrl(file);
    }
  };

  preload = (to: string): void => {
    const next = parseInternal(to, location.href);
    if (next) this.options.loader.load(next.pathname).catch(() => {});
  };

  /** Starts listening to history, scrolling, clicks and links in view; returns the cleanup. */
  attach(root: Element, setState: (update: (state: RouteState) => RouteState) => void): () => void {
    this.#setState = setState;
    history.scrollRestoration = 'manual';
    const onScroll = () => this.#positions.set(this.#key, { x: scrollX, y: scrollY });
    const onPopState = (event: PopStateEvent) => this.#onPopState(event);
    const onClick = (event: MouseEvent) => this.#onClick(root, event);
    // A reload or a visit to another site and back is the browser's: let it restore that scroll.
    const onPageHide = () => (history.scrollRestoration = 'auto');
    const onPageShow = () => (history.scrollRestoration = 'manual');
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('popstate', onPopState);
    addEventListener('pagehide', onPageHide);
    addEventListener('pageshow', onPageShow);
    document.addEventListener('click', onClick);
    const stopObserving = observeLinks(root, this.prefetch);
    // The server rendered the route's own path without query or hash; show the real URL now.
    const real = here();
    this.#location = real;
    setState((state) => (sameLocation(state.location, real) ? state : { ...state, location: real, scroll: { to: 'none' }, previous: null }));
    return () => {
      this.#setState = undefined;
      removeEventListener('scroll', onScroll);
      removeEventListener('popstate', onPopState);
      removeEventListener('pagehide', onPageHide);
      removeEventListener('pageshow', onPageShow);
      document.removeEventListener('click', onClick);
      stopObserving();
    };
  }

  /** After React committed a route update: title, scroll, progress, page view. */
  committed(state: RouteState): void {
    if (state.previous === null) return;
    document.title = state.page.documentTitle;
    applyScroll(state.scroll);
    this.options.progress.done();
    trackPageView(this.options.trackingID, state.previous, state.location, window as Window & { gtag?: unknown });
  }

  #load(next: RouterLocation, from: RouterLocation, token: number, onReady: () => void, onFailure: () => void, saved?: Position): void {
    const { loader, progress } = this.options;
    if (routeKey(next.pathname) !== routeKey(from.pathname)) progress.start();
    loader.load(next.pathname).then(
      (route) => {
        if (token !== this.#token) return;
        onReady();
        this.#show(route, next, scrollIntent(from, next, saved));
      },
      (error: unknown) => {
        if (token !== this.#token) return;
        // SPEC section 8: a route that cannot be preloaded is loaded by the browser instead.
        console.warn('sitegen: route failed to load, reloading the page', error);
        onFailure();
      },
    );
  }

  #push(next: ParsedHref): void {
    this.#positions.set(this.#key, { x: scrollX, y: scrollY });
    this.#key = newKey();
    history.pushState({ key: this.#key }, '', next.href);
  }

  #show(route: LoadedRoute, next: RouterLocation, scroll: ScrollIntent): void {
    const previous = this.#location;
    this.#route = route;
    this.#location = next;
    const setState = this.#setState;
    startTransition(() => setState?.(() => ({ ...route, location: next, scroll, previous })));
  }

  #onPopState(event: PopStateEvent): void {
    const from = this.#location;
    this.#positions.set(this.#key, { x: scrollX, y: scrollY });
    const key = (event.state as { key?: unknown } | null)?.key;
    const entered = typeof key !== 'string';
    // An entry the browser made itself (an anchor it followed) gets a key of its own now.
    this.#key = entered ? newKey() : key;
    if (entered) history.replaceState({ ...(event.state as object | null), key: this.#key }, '');
    const next = here();
    const saved = this.#positions.get(this.#key);
    const token = ++this.#token;
    if (routeKey(next.pathname) === routeKey(from.pathname) && next.search === from.search) {
      this.#show(this.#route, next, entered ? { to: 'none' } : scrollIntent(from, next, saved));
      return;
    }
    this.#load(next, from, token, () => {}, () => location.reload(), saved);
  }

  #onClick(root: Element, event: MouseEvent): void {
    // Links in content HTML are plain anchors: same-origin ones navigate like <Link>.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!anchor || !root.contains(anchor) || anchor.hasAttribute('download')) return;
    const target = anchor.getAttribute('target');
    if (target && target !== '_self') return;
    const href = anchor.getAttribute('href')!;
    if (!parseInternal(href, location.href)) return;
    event.preventDefault();
    this.navigate(href);
  }
}

function sameLocation(a: RouterLocation, b: RouterLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}
