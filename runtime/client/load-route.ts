import type { PageData } from '../../cli/render/page-data-types.ts';
import type { PageComponent } from '../page-kinds.ts';
import { dataPath } from '../core/data-path.ts';
import { routeKey } from './paths.ts';
import { RouteCache } from './route-cache.ts';

/** The not-found page's data, shown at any path whose own data does not exist. */
export const NOT_FOUND_DATA = '/404/page-data.json';

export interface LoadedRoute {
  page: PageData;
  Page: PageComponent;
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
}

/**
 * Loads routes' page data and page chunk, each route once: a pending or settled promise is kept
 * per route key, and dropped again on failure so the next attempt starts afresh.
 */
export class RouteLoader {
  readonly cache = new RouteCache<Promise<LoadedRoute>>();

  constructor(private readonly deps: RouteLoaderDeps) {}

  load(pathname: string): Promise<LoadedRoute> {
    const key = routeKey(pathname);
    let route = this.cache.get(key);
    if (!route) {
      route = this.#fetchRoute(key);
      this.cache.set(key, route);
      route.catch(() => {
        if (this.cache.get(key) === route) this.cache.delete(key);
      });
    }
    return route;
  }

  /** Whether the route is loaded or loading (without touching its recency). */
  has(pathname: string): boolean {
    return this.cache.has(routeKey(pathname));
  }

  /** A route already loaded (the first page, rendered from the HTML document). */
  prime(pathname: string, route: LoadedRoute): void {
    this.cache.set(routeKey(pathname), Promise.resolve(route));
  }

  async #fetchRoute(key: string): Promise<LoadedRoute> {
    const page = await this.fetchData(dataPath(key), true);
    return { page, Page: await this.loadPage(page.kind) };
  }

  /** The page component of a kind, from its lazy chunk. */
  loadPage(kind: PageData['kind']): Promise<PageComponent> {
    return this.deps.loadPage(kind).catch((cause: unknown) => {
      throw new RouteLoadError(`Could not load the script of the "${kind}" page.`, { cause });
    });
  }

  /** A page data file; with `orNotFound`, a 404 gives the not-found page's data. */
  async fetchData(url: string, orNotFound = false): Promise<PageData> {
    let response: Response;
    try {
      response = await this.deps.fetch(url, { credentials: 'same-origin' });
    } catch (cause) {
      throw new RouteLoadError(`Could not fetch ${url}`, { cause });
    }
    if (response.status === 404 && orNotFound) return this.fetchData(NOT_FOUND_DATA, false);
    if (!response.ok) throw new RouteLoadError(`Could not fetch ${url}: HTTP ${response.status}`);
    try {
      const page = (await response.json()) as PageData;
      if (typeof page?.kind !== 'string') throw new TypeError('it has no page kind');
      return page;
    } catch (cause) {
      throw new RouteLoadError(`The page data at ${url} is not valid`, { cause });
    }
  }
}
