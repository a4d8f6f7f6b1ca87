import type { PageData, PageKind } from '../../cli/graph/page-data-types.ts';
import type { PageComponent } from '../page-kinds.ts';
import type { MdxBody } from '../core/mdx-body-context.tsx';
import type { Router, RouterLocation } from '../core/router-context.tsx';
import { parseInternal } from './paths.ts';
import type { LoadedRoute, RouteLoader } from './load-route.ts';
import type { ScrollIntent } from './scroll.ts';
import type { Enhancements } from './enhancements.ts';
import type { Navigation } from './navigation.ts';

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
  /** Link prefetching and the copy buttons, from a chunk loaded after hydration (memoised). */
  enhancements: () => Promise<Enhancements>;
  /** Navigation's chunk (navigation.ts), loaded when a reader first navigates. */
  navigation: () => Promise<typeof import('./navigation.ts')>;
  trackingID?: string;
  /** The script files of each page kind, when the document names them. */
  chunks?: Partial<Record<PageKind, string[]>>;
}

export interface ClientRouter {
  /** The `Router` links see, for the location being shown. */
  routerFor(location: RouterLocation): Router;
  /** Starts listening to history, clicks and links in view; returns the cleanup. */
  attach(root: Element, setState: SetRouteState): () => void;
  /** After React committed a route update: title, scroll, progress, page view. */
  committed(state: RouteState): void;
  /**
   * Loads the route shown again, every cache dropped, and shows it where the reader is; rejects
   * when it cannot. `sitegen watch` calls it after a rebuild (see dev-refresh.ts).
   */
  refresh(): Promise<void>;
}

export const here = (): RouterLocation => ({ pathname: location.pathname, search: location.search, hash: location.hash });

/**
 * The client router of the first page: it follows internal links and history by handing them to
 * navigation (navigation.ts), whose chunk it loads on the first of them (or a link's hover), and
 * prefetches links in view once the browser is idle. The first page never waits for navigation.
 */
export function createClientRouter(options: ClientRouterOptions, initial: LoadedRoute): ClientRouter {
  const { loader, enhancements, chunks } = options;
  let setState: SetRouteState | undefined;
  /** Navigation, once its chunk has loaded; it then gets every click and history entry. */
  let loaded: Navigation | undefined;
  let loading: Promise<Navigation> | undefined;
  let detach = () => {};
  const navigation = (): Promise<Navigation> => {
    loading ??= options.navigation().then(({ createNavigation }) => {
      const made = createNavigation(options, initial);
      if (setState) detach = made.attach(setState);
      return (loaded = made);
    });
    // A failed load is tried again on the next navigation.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const navigate = (to: string): void => {
    if (loaded) return loaded.navigate(to);
    // Without navigation's chunk, the browser follows the link itself.
    navigation().then((made) => made.navigate(to), () => location.assign(new URL(to, location.href).href));
  };

  // SPEC section 7. The route's data tells its page kind, whose script chunks are then prefetched.
  let extras: Enhancements | undefined;
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
    if (!next) return;
    loader.load(next.pathname).catch(() => {});
    void navigation().catch(() => {});
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
  const onPopState = (event: PopStateEvent) => {
    if (loaded) return loaded.onPopState(event);
    // Only the browser's own entries come before navigation: a hash typed or followed natively.
    navigation().then((made) => made.onPopState(event), () => location.reload());
  };

  return {
    routerFor: (location) => ({ location, navigate, prefetch, preload }),

    attach(root, set) {
      setState = set;
      if (loaded) detach = loaded.attach(set);
      const click = (event: MouseEvent) => onClick(root, event);
      addEventListener('popstate', onPopState);
      document.addEventListener('click', click);
      let stopObserving = () => {};
      const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
      idle(() =>
        enhancements().then(
          (made) => setState && (stopObserving = (extras = made).observeLinks(root, prefetch)),
          (error: unknown) => console.warn('sitegen: could not load prefetching and the copy buttons.', error),
        ),
      );
      // The server rendered the route's own path without query or hash; show the real URL now.
      const real = here();
      set((state) => (state.location.pathname === real.pathname && state.location.search === real.search && state.location.hash === real.hash ? state : { ...state, location: real, scroll: { to: 'none' }, previous: null }));
      return () => {
        setState = undefined;
        removeEventListener('popstate', onPopState);
        document.removeEventListener('click', click);
        stopObserving();
        detach();
      };
    },

    refresh: () => navigation().then((made) => made.refresh()),

    committed(state) {
      // The first page's title is the document's, unless the client rendered another page there.
      document.title = state.page.documentTitle;
      loaded?.committed(state);
    },
  };
}
