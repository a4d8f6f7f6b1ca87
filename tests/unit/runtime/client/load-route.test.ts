import { describe, expect, it, vi } from 'vitest';
import type { PageData } from '../../../../cli/graph/page-data-types.ts';
import { NOT_FOUND_DATA, RouteLoadError, RouteLoader } from '../../../../runtime/client/load-route.ts';

const page = (kind: PageData['kind'], path: string) => ({ kind, path, title: path, documentTitle: path, description: '', noindex: false }) as PageData;
const Component = () => null;

function fakeFetch(files: Record<string, PageData | number | Error | string>) {
  return vi.fn(async (url: string | URL | Request) => {
    const file = files[String(url)];
    if (file instanceof Error) throw file;
    if (file === undefined) return new Response('missing', { status: 404 });
    if (typeof file === 'number') return new Response('failed', { status: file });
    return new Response(typeof file === 'string' ? file : JSON.stringify(file), { status: 200 });
  });
}

function loader(files: Parameters<typeof fakeFetch>[0], loadPage = vi.fn(async () => Component), loadBody = vi.fn(async () => Component), loadBehaviours = vi.fn(async () => {})) {
  const fetch = fakeFetch(files);
  return { fetch, loadPage, loadBody, loadBehaviours, loader: new RouteLoader({ fetch: fetch as unknown as typeof globalThis.fetch, loadPage, loadBody, loadBehaviours }) };
}

describe('RouteLoader', () => {
  it("loads a route's data from its path, then its page chunk", async () => {
    const { loader: routes, fetch, loadPage } = loader({ '/blog/archive/page-data.json': page('blogArchive', '/blog/archive') });
    const route = await routes.load('/blog/archive/');
    expect(route.page.kind).toBe('blogArchive');
    expect(route.Page).toBe(Component);
    expect(fetch).toHaveBeenCalledWith('/blog/archive/page-data.json', { credentials: 'include' });
    expect(loadPage).toHaveBeenCalledWith('blogArchive');
    expect(route.body).toBeUndefined();
  });

  it("loads the renderer of an MDX route's tree bodies with its page chunk, from the chunks its data names", async () => {
    const mdx = { renderer: '/assets/chunks/MdxMarkdown-A.js', chunks: { '@theme/Tabs': '/assets/chunks/Tabs-B.js' } };
    const { loader: routes, loadBody, loadBehaviours } = loader({ '/docs/tabs/page-data.json': { ...page('doc', '/docs/tabs'), mdx } as PageData });
    const route = await routes.load('/docs/tabs');
    expect(loadBody).toHaveBeenCalledWith(mdx.renderer, mdx.chunks);
    expect(loadBehaviours).not.toHaveBeenCalled();
    expect(route.body).toBe(Component);
  });

  it('starts the behaviours of markup-only components before showing a route that names them, without a renderer', async () => {
    const mdx = { behaviours: '/assets/chunks/behaviours-C.js' };
    const { loader: routes, loadBody, loadBehaviours } = loader({ '/docs/tabs/page-data.json': { ...page('doc', '/docs/tabs'), mdx } as PageData });
    const route = await routes.load('/docs/tabs');
    expect(loadBehaviours).toHaveBeenCalledWith(mdx.behaviours);
    expect(loadBody).not.toHaveBeenCalled();
    expect(route.body).toBeUndefined();
  });

  it('fails with a RouteLoadError when the MDX components cannot be loaded', async () => {
    const mdx = { renderer: '/assets/chunks/MdxMarkdown-A.js', chunks: {} };
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    const { loader: routes } = loader({ '/docs/tabs/page-data.json': { ...page('doc', '/docs/tabs'), mdx } as PageData }, undefined, failing);
    await expect(routes.load('/docs/tabs')).rejects.toBeInstanceOf(RouteLoadError);
  });

  it('loads each route once, whatever its spelling', async () => {
    const { loader: routes, fetch } = loader({ '/company/page-data.json': page('doc', '/company/') });
    const [a, b, c] = await Promise.all([routes.load('/company/'), routes.load('/company'), routes.load('/company/index.html')]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(routes.has('/company')).toBe(true);
  });

  it('shows the not-found page for a path without data', async () => {
    const { loader: routes, loadPage } = loader({ [NOT_FOUND_DATA]: page('notFound', '/404.html') });
    const route = await routes.load('/no/such/page');
    expect(route.page.kind).toBe('notFound');
    expect(loadPage).toHaveBeenCalledWith('notFound');
  });

  it('fails with a RouteLoadError on a network error, a 5xx, bad JSON or a failed chunk, and forgets the route', async () => {
    const offline = new TypeError('Failed to fetch');
    const { loader: routes, fetch } = loader({
      '/a/page-data.json': offline,
      '/b/page-data.json': 503,
      '/c/page-data.json': '{ not json',
      '/d/page-data.json': page('doc', '/d'),
    }, vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }));
    const a = await routes.load('/a').catch((e: unknown) => e);
    expect(a).toBeInstanceOf(RouteLoadError);
    expect((a as Error).cause).toBe(offline);
    await expect(routes.load('/b')).rejects.toThrow('Could not fetch /b/page-data.json: HTTP 503');
    await expect(routes.load('/c')).rejects.toThrow('The page data at /c/page-data.json is not valid');
    const d = await routes.load('/d').catch((e: unknown) => e);
    expect((d as Error).message).toBe('Could not load the script of the "doc" page.');
    expect(((d as Error).cause as Error).message).toBe('Failed to fetch dynamically imported module');
    expect(routes.has('/a')).toBe(false);
    // Its data was fine and is kept; the next load retries only the chunk.
    expect(routes.has('/d')).toBe(true);
    await routes.load('/d').catch(() => {});
    expect(fetch.mock.calls.filter(([url]) => url === '/d/page-data.json')).toHaveLength(1);
    await routes.load('/a').catch(() => {});
    expect(fetch.mock.calls.filter(([url]) => url === '/a/page-data.json')).toHaveLength(2);
  });

  it('a 404 of the not-found data itself is an error, not a loop', async () => {
    const { loader: routes } = loader({});
    await expect(routes.load('/x')).rejects.toThrow(`Could not fetch ${NOT_FOUND_DATA}: HTTP 404`);
  });

  it('prefetch() fetches the data alone; loading the route later reuses it', async () => {
    const { loader: routes, fetch, loadPage } = loader({ '/legal/page-data.json': page('doc', '/legal/') });
    expect(routes.has('/legal/')).toBe(false);
    const data = await routes.prefetch('/legal/');
    expect(data.kind).toBe('doc');
    expect(routes.has('/legal')).toBe(true);
    expect(loadPage).not.toHaveBeenCalled();
    expect(routes.hasPage('doc')).toBe(false);
    const route = await routes.load('/legal');
    expect(route.page).toBe(data);
    expect(routes.hasPage('doc')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch is forgotten, so the route loads afresh', async () => {
    const files: Record<string, PageData | number> = { '/x/page-data.json': 503 };
    const { loader: routes, fetch } = loader(files);
    await expect(routes.prefetch('/x')).rejects.toThrow('HTTP 503');
    expect(routes.has('/x')).toBe(false);
    files['/x/page-data.json'] = page('doc', '/x');
    expect((await routes.load('/x')).page.kind).toBe('doc');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('prime() registers the first page without a request', async () => {
    const { loader: routes, fetch } = loader({});
    const first = { page: page('home', '/'), Page: Component };
    routes.prime('/index.html', first);
    expect(await routes.load('/')).toBe(first);
    expect(routes.hasPage('home')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
