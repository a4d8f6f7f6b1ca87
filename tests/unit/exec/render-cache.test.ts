import { mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../support/temp-dirs.ts';
import { openCache } from '../../../cli/exec/cache.ts';
import { cachingRenderer, keptRoutes, keptSpans, markdownKeys, RenderKeys, type LastOutput } from '../../../cli/exec/render-cache.ts';
import type { PageRenderer } from '../../../cli/render/site-renderer.ts';
import type { SourceLookup } from '../../../cli/files/site-files.ts';

type Args = Parameters<PageRenderer>;

/** A renderer that writes what it was given, counting its calls. */
function countingRenderer() {
  const calls: string[] = [];
  const render = (async (_site: unknown, data: { path: string; sidebar?: unknown }) => {
    calls.push(data.path);
    return `<html>${data.path} ${JSON.stringify(data.sidebar)}</html>`;
  }) as unknown as PageRenderer;
  return { calls, render };
}

const site = { title: 'Site' } as unknown as Args[0];
const assets = { tags: '' } as unknown as Args[2];
const boot = (() => '<script></script>') as unknown as Args[3];
const page = (path: string, sidebar: unknown, html = `<p>${path}</p>`) => ({ kind: 'doc', path, title: path, doc: { html }, sidebar }) as unknown as Args[1];

describe('cachingRenderer', () => {
  it('renders a page again when its shared sidebar changes, and not when an equal one comes as another object', async () => {
    const cache = openCache(undefined);
    const { calls, render } = countingRenderer();
    const sidebar = [{ type: 'doc', id: 'a', label: 'A' }];
    const first = cachingRenderer(cache, render, new RenderKeys('sitegen'));
    const a = await first(site, page('/a', sidebar), assets, boot);
    await first(site, page('/b', sidebar), assets, boot);
    expect(calls).toEqual(['/a', '/b']);

    // The next build: new objects with the same content.
    const next = cachingRenderer(cache, render, new RenderKeys('sitegen'));
    expect(await next(site, page('/a', structuredClone(sidebar)), assets, boot)).toBe(a);
    expect(calls).toEqual(['/a', '/b']);

    const renamed = [{ type: 'doc', id: 'a', label: 'Renamed' }];
    const html = await cachingRenderer(cache, render, new RenderKeys('sitegen'))(site, page('/a', renamed), assets, boot);
    expect(calls).toEqual(['/a', '/b', '/a']);
    expect(html).toContain('Renamed');
  });

  it('keys a page without a sidebar by its data alone', async () => {
    const cache = openCache(undefined);
    const { calls, render } = countingRenderer();
    const renderer = cachingRenderer(cache, render, new RenderKeys('sitegen'));
    await renderer(site, page('/a', undefined), assets, boot);
    await renderer(site, page('/a', undefined), assets, boot);
    await renderer(site, { ...page('/a', undefined), title: 'Changed' } as Args[1], assets, boot);
    expect(calls).toEqual(['/a', '/a']);
    // Its body of HTML, hashed apart from the rest of its data, changes its key as much.
    await renderer(site, page('/a', undefined, '<p>Changed</p>'), assets, boot);
    await renderer(site, page('/a', undefined, '<p>Changed</p>'), assets, boot);
    expect(calls).toEqual(['/a', '/a', '/a']);
  });
});

describe('RenderKeys', () => {
  const summary = (title: string, excerptHtml: unknown) => ({ id: title, title, permalink: `/blog/${title}`, excerptHtml });
  const list = (posts: unknown[], sidebar: unknown) => ({ kind: 'blogList', path: '/blog', title: 'Blog', posts, sidebar, pagination: {}, showReadingTime: true }) as unknown as Args[1];
  const keyOf = (data: Args[1]) => new RenderKeys('sitegen').keyOf(site, data, assets, boot);

  it("keys a list by its posts' summaries and the blog sidebar, each hashed once for every page showing it", () => {
    const sidebar = { title: 'Recent', posts: [{ title: 'a', permalink: '/blog/a' }] };
    const posts = [summary('a', '<p>A</p>'), summary('b', { type: 'mdx', nodes: ['B'] })];
    const key = keyOf(list(posts, sidebar));
    expect(keyOf(list(structuredClone(posts), structuredClone(sidebar)))).toBe(key);
    expect(keyOf(list([summary('a', '<p>A, edited</p>'), posts[1]], sidebar))).not.toBe(key);
    expect(keyOf(list([posts[0], summary('b', { type: 'mdx', nodes: ['B, edited'] })], sidebar))).not.toBe(key);
    expect(keyOf(list([summary('a, renamed', '<p>A</p>'), posts[1]], sidebar))).not.toBe(key);
    expect(keyOf(list([posts[1], posts[0]], sidebar))).not.toBe(key);
    expect(keyOf(list(posts, { ...sidebar, title: 'Latest' }))).not.toBe(key);
  });

  it("takes from the last build's keyed pages (a build server's) the key of a page whose view and shared arguments are the same, and makes its own otherwise", () => {
    const sidebar = { title: 'Recent', posts: [{ title: 'a', permalink: '/blog/a' }] };
    const posts = [summary('a', '<p>A</p>'), summary('b', '<p>B</p>')];
    const first = new RenderKeys('sitegen', undefined, { pages: new Map(), summaries: new Map() });
    const doc = page('/doc', { items: ['x'] });
    const keys = [first.keyOf(site, doc, assets, boot), first.keyOf(site, list(posts, sidebar), assets, boot)];
    expect(first.keyed!.pages.size).toBe(2);
    expect(first.keyed!.summaries.size).toBe(2);
    // Made of the same as a key made without the last build's: the same keys.
    expect(keys).toEqual([keyOf(doc), keyOf(list(posts, sidebar))]);

    const next = (last = first.keyed!) => new RenderKeys('sitegen', undefined, last);
    // A key taken is the last build's, not made again: one planted there shows which.
    const planted = { pages: new Map([...first.keyed!.pages].map(([path, keyed]) => [path, { ...keyed, key: `kept ${path}` }])), summaries: first.keyed!.summaries };
    expect(next(planted).keyOf(site, structuredClone(doc), assets, boot)).toBe('kept /doc');
    expect(next(planted).keyOf(site, list(structuredClone(posts), structuredClone(sidebar)), assets, boot)).toBe('kept /blog');
    // Anything else that changed: the body, a field's order, the sidebar, the site, the renderer, a post's summary.
    expect(next(planted).keyOf(site, page('/doc', { items: ['x'] }, '<p>edited</p>'), assets, boot)).toBe(keyOf(page('/doc', { items: ['x'] }, '<p>edited</p>')));
    const reordered = { path: '/doc', kind: 'doc', title: '/doc', doc: { html: '<p>/doc</p>' }, sidebar: { items: ['x'] } } as unknown as Args[1];
    expect(next(planted).keyOf(site, reordered, assets, boot)).toBe(keyOf(reordered));
    expect(next(planted).keyOf(site, page('/doc', { items: ['y'] }), assets, boot)).toBe(keyOf(page('/doc', { items: ['y'] })));
    expect(next(planted).keyOf({ title: 'Other' } as unknown as Args[0], doc, assets, boot)).toBe(new RenderKeys('sitegen').keyOf({ title: 'Other' } as unknown as Args[0], doc, assets, boot));
    expect(new RenderKeys('swizzled', undefined, planted).keyOf(site, doc, assets, boot)).toBe(new RenderKeys('swizzled').keyOf(site, doc, assets, boot));
    const edited = [summary('a', '<p>A, edited</p>'), posts[1]];
    expect(next(planted).keyOf(site, list(edited, sidebar), assets, boot)).toBe(keyOf(list(edited, sidebar)));
    // A summary's hash is taken too: the list's view, made of the hashes, is then the same.
    const hashes = { pages: first.keyed!.pages, summaries: new Map([...first.keyed!.summaries].map(([id, keyed]) => [id, { ...keyed, hash: `kept ${id}` }])) };
    expect(next(hashes).keyOf(site, list(structuredClone(posts), sidebar), assets, boot)).not.toBe(keys[1]);
    expect(next(planted).keyOf(site, list(structuredClone(posts), sidebar), assets, boot)).toBe('kept /blog');
  });
});

describe('keptRoutes', () => {
  const tempDir = tempDirs('kept-routes');
  const files = { html: '/a/index.html', data: '/a/page-data.json' };

  /** An output folder with the route's two files, and what a build record says of it. */
  function lastBuild(key: string): LastOutput {
    const outDir = tempDir();
    mkdirSync(join(outDir, 'a'));
    writeFileSync(join(outDir, files.html), '<html>a</html>');
    writeFileSync(join(outDir, files.data), '{"path":"/a"}');
    const stat = (path: string) => {
      const info = statSync(join(outDir, path));
      return `${info.size}\0${info.mtimeMs}\0${info.ino}`;
    };
    return { outDir, routes: new Map([[files.html, key]]), stats: new Map([files.html, files.data].map((path) => [path, stat(path)])), spans: new Map() };
  }

  it('keeps a route of the same key whose files are as recorded, noting every key it is asked about', () => {
    const keys = new RenderKeys('sitegen');
    const args: Args = [site, page('/a', undefined), assets, boot];
    const key = keys.keyOf(...args);
    const routes = new Map<string, string>();
    expect(keptRoutes(keys, lastBuild(key), routes)(args, files)).toEqual({ html: 14, data: 13 });
    expect(routes).toEqual(new Map([[files.html, key]]));
    // Another page's data, the same files: rendered.
    expect(keptRoutes(keys, lastBuild(key), routes)([site, page('/a', [{ type: 'doc', id: 'a', label: 'A' }]), assets, boot], files)).toBeUndefined();
    expect(routes.get(files.html)).not.toBe(key);
    // No last build, or its record without the route: rendered.
    expect(keptRoutes(keys, undefined, new Map())(args, files)).toBeUndefined();
  });

  it('renders a route whose file changed since the last build, its size the same', () => {
    const keys = new RenderKeys('sitegen');
    const args: Args = [site, page('/a', undefined), assets, boot];
    for (const file of [files.html, files.data]) {
      const last = lastBuild(keys.keyOf(...args));
      expect(keptRoutes(keys, last, new Map())(args, files)).toBeDefined();
      utimesSync(join(last.outDir, file), new Date(), new Date(Date.now() - 60_000));
      expect(keptRoutes(keys, last, new Map())(args, files)).toBeUndefined();
    }
  });

  it("takes the staging thread's word on which files changed once it has it, stat'ing them itself until then", () => {
    const keys = new RenderKeys('sitegen');
    const args: Args = [site, page('/a', undefined), assets, boot];
    const last = lastBuild(keys.keyOf(...args));
    let changed: ReadonlySet<string> | undefined;
    const kept = keptRoutes(keys, last, new Map(), () => changed);
    utimesSync(join(last.outDir, files.data), new Date(), new Date(Date.now() - 60_000));
    // Not known yet: the stat tells.
    expect(kept(args, files)).toBeUndefined();
    // Known: its word, with the sizes the record has.
    changed = new Set();
    expect(kept(args, files)).toEqual({ html: 14, data: 13 });
    changed = new Set([files.html]);
    expect(kept(args, files)).toBeUndefined();
  });
});

describe('markdownKeys', () => {
  const tempDir = tempDirs('kept-markdown');
  const path = '/blog/a.md';
  /** A build's sources, known by their digests: `content/blog/a.md` is looked up as `blog/a.md`. */
  const sources = (digest?: string) => ({ get: () => undefined, digest: (file: string) => (file === 'blog/a.md' ? digest : undefined) });
  const sourcePath = (source: string) => source.replace(/^content\//, '');
  /** The size of the route at `path` kept under the key of `title` and `source`'s Markdown. */
  const keptBy = (last: LastOutput | undefined, config: string, lookup: SourceLookup, noted: Map<string, string>, title: string, source: string) => {
    const keys = markdownKeys(last, config, sourcePath, lookup, noted);
    const key = keys.key(title, source);
    return key === undefined ? undefined : keys.kept(path, key);
  };

  /** The key a build notes for the route, and an output holding its file as that build left it. */
  function lastBuild(key: string): LastOutput {
    const outDir = tempDir();
    mkdirSync(join(outDir, 'blog'));
    writeFileSync(join(outDir, path), '# A\n\nText.\n');
    const info = statSync(join(outDir, path));
    return { outDir, routes: new Map([[path, key]]), stats: new Map([[path, `${info.size}\0${info.mtimeMs}\0${info.ino}`]]), spans: new Map() };
  }

  it('keeps a route of the same title, source bytes and config whose file is as recorded, noting its key', () => {
    const noted = new Map<string, string>();
    expect(keptBy(undefined, 'config', sources('d1'), noted, 'A', 'content/blog/a.md')).toBeUndefined();
    const key = noted.get(path)!;
    const last = lastBuild(key);
    const again = new Map<string, string>();
    expect(keptBy(last, 'config', sources('d1'), again, 'A', 'content/blog/a.md')).toBe(11);
    expect(again).toEqual(new Map([[path, key]]));
    // Another title, other bytes, another config: made again.
    expect(keptBy(last, 'config', sources('d1'), new Map(), 'B', 'content/blog/a.md')).toBeUndefined();
    expect(keptBy(last, 'config', sources('d2'), new Map(), 'A', 'content/blog/a.md')).toBeUndefined();
    expect(keptBy(last, 'other', sources('d1'), new Map(), 'A', 'content/blog/a.md')).toBeUndefined();
    // The same bytes as MDX (a.mdx, the same route) read otherwise: made again.
    const mdx = { get: () => undefined, digest: (file: string) => (file === 'blog/a.mdx' ? 'd1' : undefined) };
    expect(keptBy(last, 'config', mdx, new Map(), 'A', 'content/blog/a.mdx')).toBeUndefined();
    // Its file touched since: made again.
    utimesSync(join(last.outDir, path), new Date(), new Date(Date.now() - 60_000));
    expect(keptBy(last, 'config', sources('d1'), new Map(), 'A', 'content/blog/a.md')).toBeUndefined();
  });

  it('keeps nothing and notes nothing for a source whose digest the lookup does not tell (watch, --no-cache)', () => {
    const noted = new Map<string, string>();
    const last = lastBuild('any');
    expect(keptBy(last, 'config', sources(undefined), noted, 'A', 'content/blog/a.md')).toBeUndefined();
    expect(keptBy(last, 'config', { get: () => undefined }, noted, 'A', 'content/blog/a.md')).toBeUndefined();
    expect(noted.size).toBe(0);
  });
});

describe('keptSpans', () => {
  const tempDir = tempDirs('kept-spans');

  it("tells where a file's keyed parts lie while the file is as its build left it, and nothing once it is touched or for another file", () => {
    const outDir = tempDir();
    writeFileSync(join(outDir, 'llms-full.txt'), '# Site\n\nAB');
    const info = statSync(join(outDir, 'llms-full.txt'));
    const last: LastOutput = {
      outDir,
      routes: new Map(),
      stats: new Map([['/llms-full.txt', `${info.size}\0${info.mtimeMs}\0${info.ino}`]]),
      spans: new Map([['/llms-full.txt', [['a', 8, 1], ['b', 9, 1]]]]),
    };
    const spans = keptSpans(last);
    expect(spans('/llms-full.txt')).toEqual(new Map([['a', [8, 1]], ['b', [9, 1]]]));
    expect(spans('/other.txt')).toBeUndefined();
    utimesSync(join(outDir, 'llms-full.txt'), new Date(), new Date(Date.now() - 60_000));
    expect(spans('/llms-full.txt')).toBeUndefined();
  });
});
