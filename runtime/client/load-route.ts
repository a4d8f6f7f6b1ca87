import type { PageData, PageDataOf } from '../../cli/graph/page-data-types.ts';
import type { PageComponent } from '../page-kinds.ts';
import type { MdxBody } from '../core/mdx-body-context.tsx';
import { dataPath } from '../core/data-path.ts';
import { routeKey } from './paths.ts';
import { RouteCache } from './route-cache.ts';

/** The not-found page's data, shown at any path whose own data does not exist. */
export const NOT_FOUND_DATA = '/404/page-data.json';

export interface LoadedRoute {
  page: PageData;
  Page: PageComponent;
  body?: MdxBody;
}

/** A route whose chunks could not be loaded: the router falls back to a full page load. */
export class RouteLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RouteLoadError';
  }
}

export interface RouteLoaderDeps {
  fetch: typeof fetch;
  loadPage: (kind: PageData['kind']) => Promise<PageComponent>;
  /** The renderer of MDX tree bodies, from its chunk, with the components of `chunks` loaded. */
  loadBody: (renderer: string, chunks: Readonly<Record<string, string>>) => Promise<MdxBody>;
  /** Loads and starts what markup-only components do in the browser (runtime/theme/mdx/behaviours.ts). */
  loadBehaviours: (url: string) => Promise<void>;
}

/** Keeps a pending or settled promise per key, dropping it again on failure so a retry refetches. */
function cached<V>(cache: RouteCache<Promise<V>>, key: string, start: () => Promise<V>): Promise<V> {
  let value = cache.get(key);
  if (!value) {
    const created = start();
    cache.set(key, created);
    created.catch(() => {
      if (cache.get(key) === created) cache.delete(key);
    });
    value = created;
  }
  return value;
}

/**
 * Drops every route, data file and sidebar a loader holds, so that each is fetched again: after a
 * rebuild in watch (see dev-refresh.ts).
 */
export function forgetLoaded(loader: RouteLoader): void {
  for (const cache of [loader.cache, loader.data, loader.sidebars]) cache.clear();
}

/**
 * Loads routes' page data and page chunk, each route once. Prefetching fetches only the data;
 * loading the route later reuses it.
 */
export class RouteLoader {
  readonly cache = new RouteCache<Promise<LoadedRoute>>();
  readonly data = new RouteCache<Promise<PageData>>();
  readonly #kinds = new Set<PageData['kind']>();

  constructor(private readonly deps: RouteLoaderDeps) {}

  load(pathname: string): Promise<LoadedRoute> {
    const key = routeKey(pathname);
    return cached(this.cache, key, async () => {
      const page = await this.prefetch(key);
      const [Page, body] = await Promise.all([this.loadPage(page.kind), this.loadBody(page)]);
      return { page, Page, body };
    });
  }

  /** The route's data alone (a link came into view). */
  prefetch(pathname: string): Promise<PageData> {
    const key = routeKey(pathname);
    return cached(this.data, key, () => this.fetchData(dataPath(key), true));
  }

  /** Whether the route or its data is loaded or loading (without touching its recency). */
  has(pathname: string): boolean {
    const key = routeKey(pathname);
    return this.cache.has(key) || this.data.has(key);
  }

  /** Whether the page chunk of a kind has been loaded. */
  hasPage(kind: PageData['kind']): boolean {
    return this.#kinds.has(kind);
  }

  /** A route already loaded (the first page, rendered from the HTML document). */
  prime(pathname: string, route: LoadedRoute): void {
    this.cache.set(routeKey(pathname), Promise.resolve(route));
    this.#kinds.add(route.page.kind);
  }

  /** The page component of a kind, from its lazy chunk. */
  loadPage(kind: PageData['kind']): Promise<PageComponent> {
    return this.deps.loadPage(kind).then(
      (Page) => {
        this.#kinds.add(kind);
        return Page;
      },
      (cause: unknown) => {
        throw new RouteLoadError(`Could not load the script of the "${kind}" page.`, { cause });
      },
    );
  }

  /** The renderer of the page's MDX tree bodies when its data names one, once its components' behaviours (if any) have started. */
  loadBody(page: PageData): Promise<MdxBody | undefined> {
    const { mdx } = page;
    if (!mdx) return Promise.resolve(undefined);
    return Promise.all([mdx.behaviours && this.deps.loadBehaviours(mdx.behaviours), mdx.renderer && this.deps.loadBody(mdx.renderer, mdx.chunks ?? {})]).then(
      ([, body]) => body || undefined,
      (cause: unknown) => {
        throw new RouteLoadError(`Could not load the scripts of the MDX components of ${page.path}.`, { cause });
      },
    );
  }

  /** A page data file; with `orNotFound`, a 404 gives the not-found page's data. */
  async fetchData(url: string, orNotFound = false): Promise<PageData> {
    const response = await this.request(url, orNotFound);
    if (!response) return this.fetchData(NOT_FOUND_DATA);
    let page: PageData;
    try {
      page = (await response.json()) as PageData;
      if (typeof page?.kind !== 'string') throw new TypeError('it has no page kind');
    } catch (cause) {
      throw new RouteLoadError(`The page data at ${url} is not valid`, { cause });
    }
    if (page.kind === 'doc' && !page.sidebar && page.sidebarUrl) {
      const sidebarUrl = page.sidebarUrl;
      const sidebar = cached(this.sidebars, sidebarUrl, async () => (await this.request(sidebarUrl))!.json() as Promise<PageDataOf<'doc'>['sidebar']>);
      page = { ...page, sidebar: await sidebar };
    }
    return page;
  }

  /** A doc version's sidebar is shared by all its pages: fetched once, kept for every later page. */
  readonly sidebars = new RouteCache<Promise<PageDataOf<'doc'>['sidebar']>>(100);

  /** A successful response; undefined for a 404 when `orNotFound`; else a RouteLoadError. */
  private async request(url: string, orNotFound = false): Promise<Response | undefined> {
    let response: Response;
    try {
      response = await this.deps.fetch(url, { credentials: 'include' });
    } catch (cause) {
      throw new RouteLoadError(`Could not fetch ${url}`, { cause });
    }
    if (response.status === 404 && orNotFound) return undefined;
    if (!response.ok) throw new RouteLoadError(`Could not fetch ${url}: HTTP ${response.status}`);
    return response;
  }
}
