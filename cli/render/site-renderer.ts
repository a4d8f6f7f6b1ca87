import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { PageBody, SiteGraph } from '../graph/schema.ts';
import type { ClientAssets } from './client-assets.ts';
import { clientSiteData, indexGraph, notFoundData, pageData } from './page-data.ts';
import type { PageData } from '../graph/page-data-types.ts';
import type { renderPage as RenderPage } from './render-page.tsx';
import { bootScript } from './boot-script.ts';
import { dataPath } from '../../runtime/core/data-path.ts';
import { assetTags, withBase, type HeadAssets } from './head.ts';
import { renderFeeds } from './feeds.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { renderLlmsFiles, type MarkdownKeys } from './llms-full.ts';
import type { PageMarkdown } from '../content/page-markdown.ts';
import { buildSearchFiles } from '../search/build-index.ts';
import { bodyHtml } from '../graph/body-html.ts';
import { diagnostic, InternalError, SitegenError } from '../diagnostics/diagnostic.ts';
import type { PageRuntime } from './page-runtime.ts';
import { componentsOf, mdxComponentLoader, renderBodyHtml, type MdxComponent } from './mdx-components.ts';
import { mdxUsage } from '../graph/mdx-usage.ts';
import { WITH_BEHAVIOUR } from '../content/mdx/theme-components.ts';
import { traceComponents, withoutPlaces } from './component-place.ts';
import { withPageMeta } from './react-page-meta.ts';
import { pageJson } from './page-json.ts';
import type { PageMeta } from '../../runtime/docusaurus/page-meta.ts';
import { contentsText, KeptFile, type RouteFile, type SiteFile } from './site-file.ts';

export interface OutputFile {
  /** Site path, e.g. `/blog/archive/index.html`. */
  path: string;
  contents: string;
}

export type { RouteFile, SiteFile };

export type PageRenderer = typeof RenderPage;

/**
 * The executor's say (cli/exec/render-cache.ts) that the output being replaced holds a page's HTML
 * and page-data files as rendering it with these arguments would make them: their sizes, or
 * undefined when the page is to be rendered.
 */
export type KeptRoutes = (args: Parameters<PageRenderer>, files: { html: string; data: string }) => { html: number; data: number } | undefined;

/** The site-wide files, in the order a build writes them. */
export const SITE_FILE_GROUPS = ['sidebars', 'feeds', 'sitemap', 'llms', 'search'] as const;
export type SiteFileGroup = (typeof SITE_FILE_GROUPS)[number];

/**
 * One JSON file per docs version's sidebar, named by its content hash: with thousands of docs,
 * a copy in each page's data would make every navigation download the whole sidebar again.
 */
function sidebarFiles(graph: SiteGraph): Map<string, { path: string; json: string }> {
  const files = new Map<string, { path: string; json: string }>();
  for (const section of graph.docs) {
    for (const version of section.versions) {
      for (const [id, items] of Object.entries(version.sidebars)) {
        const json = JSON.stringify(items);
        const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
        files.set(`${section.id}/${version.name}/${id}`, { path: `/__sitegen/sidebars/${section.id}-${id}-${hash}.json`, json });
      }
    }
  }
  return files;
}

/** A page's data as the browser gets it; a page with MDX components without their places (`withTrees`). */
function chunkJson(data: PageData, sidebars: Map<string, { path: string }>, withTrees: boolean): string {
  const json = (value: unknown) => (withTrees ? JSON.stringify(value, withoutPlaces) : JSON.stringify(value));
  if (data.kind !== 'doc') return withTrees ? json(data) : pageJson(data);
  const file = data.doc.sidebar && sidebars.get(`${data.section.id}/${data.version.name}/${data.doc.sidebar}`);
  if (!file) return json(data);
  const { sidebar: _sidebar, ...rest } = data;
  // The sidebar's file goes last, as `{ ...rest, sidebarUrl }` puts it.
  if (withTrees || 'sidebarUrl' in rest) return json({ ...rest, sidebarUrl: file.path });
  return `${pageJson(data).slice(0, -1)},"sidebarUrl":${JSON.stringify(file.path)}}`;
}

/**
 * The HTML file of a route: `/` → /index.html, `/blog/archive` → /blog/archive/index.html; with
 * `trailingSlash: false`, as Docusaurus writes them, /blog/archive.html.
 */
export function htmlPath(routePath: string, trailingSlash?: boolean): string {
  if (trailingSlash === false && !routePath.endsWith('/')) return `${routePath}.html`;
  return `${routePath.replace(/\/+$/, '')}/index.html`;
}

/**
 * Turns the graph into output files one page at a time: `build` writes them all, `watch` only
 * those whose page data changed. Nothing here touches the disk.
 */
export interface SiteRendererOptions {
  /** The site's folder, which the places of MDX components are relative to: diagnostics name files by absolute path. */
  root?: string;
  /** The pages' Markdown, for /llms-full.txt and the `.md` routes; without it neither is written. */
  markdown?: PageMarkdown;
  /** The modules React pages import, from the same renderer as `render` (render-page.tsx's PAGE_RUNTIME); sitegen's own by default. */
  pageRuntime?: PageRuntime;
  /** Where a locale's not-found page, sitemap, llms files and search files go: `/fr` for fr; the root by default. */
  sitePrefix?: string;
  /** Which routes the output being replaced holds as they would render (the executor's), kept rather than rendered. */
  kept?: KeptRoutes;
  /** The pages' Markdown's keys (the executor's): the `.md` routes the output being replaced holds as they would be written are kept rather than made, and /llms-full.txt's pages are known by key. */
  markdownKeys?: MarkdownKeys;
}

export function createSiteRenderer(graph: SiteGraph, bundle: ClientAssets, render: PageRenderer, options: SiteRendererOptions = {}) {
  const site = clientSiteData(graph);
  const prefix = options.sitePrefix ?? '';
  const index = indexGraph(graph);
  // Each page kind's asset tags, made once rather than once per page.
  const assetsByKind = new Map<PageData['kind'], HeadAssets>();
  const assetsFor = (kind: PageData['kind']): HeadAssets => {
    let assets = assetsByKind.get(kind);
    if (!assets) {
      const chunk = bundle.pageChunks[kind];
      const preload = [...new Set([...bundle.entryImports, ...(chunk ? [chunk, ...(bundle.pageImports[kind] ?? [])] : [])])];
      const files = { stylesheet: bundle.stylesheet, entry: bundle.entry, preload };
      assetsByKind.set(kind, (assets = { ...files, tags: assetTags(site, files) }));
    }
    return assets;
  };
  const sidebars = sidebarFiles(graph);
  const base = (path: string) => withBase(graph.site.baseUrl, path);
  const chunks = Object.fromEntries(
    Object.entries(bundle.pageChunks).map(([kind, chunk]) => [kind, [chunk, ...(bundle.pageImports[kind as PageData['kind']] ?? [])].map(base)]),
  );
  const boot = bootScript(site, chunks);
  const mdx = bundle.mdx;
  const load = mdxComponentLoader(bundle.mdx, options.root, options.pageRuntime);
  // Only a site whose content has components has pages to look through for them.
  const withComponents = mdxUsage(graph).components.length > 0;
  // What each React page's <Layout> said, as it rendered: llms.txt lists them by it.
  const pageMeta = new Map<string, { title: string; description: string }>();
  const page = async (data: PageData, file: string): Promise<RouteFile[]> => {
    let assets = assetsFor(data.kind);
    let components: ReadonlyMap<string, MdxComponent> | undefined;
    let withTrees = false;
    const all = withComponents ? componentsOf(data) : [];
    const dataFile = data.kind === 'notFound' ? `${prefix}/404/page-data.json` : dataPath(data.path);
    // A page without components renders from its arguments alone, which the executor can tell unchanged.
    const kept = all.length === 0 && data.kind !== 'notFound' ? options.kept?.([site, data, assets, boot], { html: file, data: dataFile }) : undefined;
    if (kept) {
      return [
        { path: file, contents: new KeptFile(kept.html) },
        { path: dataFile, contents: new KeptFile(kept.data) },
      ];
    }
    if (all.length > 0) {
      // Loaded here: its HTML parser (parse5) is a tenth of the code a build loads, and only pages with components use it.
      const [loaded, { renderMarkupOnly }] = await Promise.all([load(all), import('./markup-only.tsx')]);
      try {
        data = renderMarkupOnly(site, data, loaded);
      } catch (error) {
        throw await componentFailure(async (traced, tracedComponents) => renderMarkupOnly(site, traced, tracedComponents), data, loaded, options.root, error);
      }
      // The components that hydrate: the renderer and their chunks. Markup-only ones may need the behaviours chunk.
      const used = componentsOf(data);
      withTrees = used.length > 0;
      const behaviours = all.some((name) => WITH_BEHAVIOUR.has(name));
      if (used.length > 0 || behaviours) {
        if (!mdx || (used.length > 0 && !mdx.renderer) || (behaviours && !mdx.behaviours)) throw new InternalError(`sitegen: the page ${data.path} has MDX components the bundle has no chunk for`);
        const chunks = Object.fromEntries(used.map((name) => [name, base(mdx.chunks[name])]));
        data = { ...data, mdx: { ...(used.length > 0 && { renderer: base(mdx.renderer!), chunks }), ...(behaviours && { behaviours: base(mdx.behaviours!) }) } };
        const scripts = [...(used.length > 0 ? [mdx.renderer!, ...mdx.rendererImports] : []), ...(behaviours ? [mdx.behaviours!, ...mdx.behavioursImports] : []), ...used.flatMap((name) => [mdx.chunks[name], ...mdx.imports[name]])];
        // Preloaded for hydration.
        const files = { ...assets, preload: [...new Set([...assets.preload, ...scripts])] };
        assets = { ...files, tags: assetTags(site, files) };
        components = new Map(used.map((name) => [name, loaded.get(name)!]));
      }
    }
    if (data.kind === 'page' && data.page.type === 'react' && components) {
      // A React page's head comes from its <Layout>, known once it has rendered: a first render finds it.
      let meta: PageMeta = {};
      const collect: PageRenderer = (...args) => render(args[0], args[1], args[2], args[3], args[4], (found) => (meta = { ...meta, ...found }));
      await renderWithComponents(collect, [site, data, assets, boot, components], options.root);
      data = withPageMeta(data, meta, graph.site);
      pageMeta.set(data.path, { title: data.title, description: data.description });
    }
    const html = await renderWithComponents(render, [site, data, assets, boot, components], options.root);
    return [
      { path: file, contents: html },
      { path: dataFile, contents: chunkJson(data, sidebars, withTrees) },
    ];
  };
  // Feeds carry MDX posts as the server renders them (prepareFeeds), other bodies as they are.
  const feedBodies = new Map<PageBody, string>();
  const prepareFeeds = async () => {
    if (!withComponents || !graph.blog) return;
    for (const post of graph.blog.posts) {
      for (const body of [post.html, post.excerptHtml]) {
        if (typeof body === 'string' || feedBodies.has(body)) continue;
        feedBodies.set(body, renderBodyHtml(body, await load(body.components)));
      }
    }
  };
  // The llms files are made at the root's paths: a locale's go under its prefix.
  const sitePath = (path: string) => (path.startsWith(`${prefix}/`) ? path : prefix + path);
  const keys = options.markdownKeys;
  const markdownKeys = keys && { key: keys.key, kept: (path: string, key: string) => keys.kept(sitePath(path), key) };
  // By what they are made of, so that watch makes again only those whose part of the graph changed.
  const siteFileGroups: Record<SiteFileGroup, () => OutputFile[]> = {
    sidebars: () => [...sidebars.values()].map((s) => ({ path: s.path, contents: s.json })),
    feeds: () => renderFeeds(graph, (body) => (typeof body === 'string' ? body : (feedBodies.get(body) ?? bodyHtml(body)))),
    // A site asking not to be indexed has no sitemap, as in Docusaurus.
    // One sitemap per locale, as Docusaurus writes them; robots.txt only at the root, where crawlers read it.
    sitemap: () => [...(graph.site.noIndex ? [] : [{ path: `${prefix}/sitemap.xml`, contents: renderSitemap(graph) }]), ...(prefix ? [] : [{ path: '/robots.txt', contents: renderRobots(graph) }])],
    llms: () => [...renderLlmsFiles(graph, options.markdown, pageMeta)].map((file) => ({ path: sitePath(file.path), contents: contentsText(file.contents) })),
    search: () => buildSearchFiles(graph).map((file) => ({ ...file, path: prefix + file.path })),
  };
  return {
    site,
    pageData: (route: SiteGraph['routes'][number]) => pageData(route, index),
    renderRoute: (data: PageData) => page(data, htmlPath(data.path, graph.site.trailingSlash)),
    renderNotFound: () => page(notFoundData(graph), `${prefix}/404.html`),
    /** Renders the MDX posts the feeds carry; before siteFiles() or siteFileGroups.feeds(). */
    prepareFeeds,
    siteFileGroups,
    /**
     * Sidebars, feeds, sitemap, robots.txt, the llms files and, unless `build` indexes on a worker,
     * the search files: the llms files one at a time, as a page's Markdown each.
     */
    siteFiles: function* ({ search = true } = {}): Generator<RouteFile> {
      for (const group of SITE_FILE_GROUPS) {
        if (group === 'llms') for (const file of renderLlmsFiles(graph, options.markdown, pageMeta, markdownKeys)) yield { ...file, path: sitePath(file.path) };
        else if (search || group !== 'search') yield* siteFileGroups[group]();
      }
    },
  };
}

/** What React writes for a Suspense boundary whose content threw on the server, for the browser to render again. */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * Renders a page. An MDX component that throws on the server fails the build, at its place in its
 * MDX file: a theme component's complaint about its props (ComponentUsageError, such as a <Tabs>
 * with two tabs of one value) is the author's to fix, as is a site component that needs the
 * browser. React keeps an error inside a Suspense boundary to itself and leaves the boundary
 * empty, so a page with components whose HTML has one is rendered again to find it
 * (component-place.ts).
 */
async function renderWithComponents(render: PageRenderer, args: Parameters<PageRenderer>, root: string | undefined): Promise<string> {
  const [site, , assets, boot, components] = args;
  const again = (data: PageData, traced: ReadonlyMap<string, MdxComponent>) => render(site, data, assets, boot, traced);
  let html: string;
  try {
    html = await render(...args);
  } catch (error) {
    if (!components) throw error;
    throw await componentFailure(again, args[1], components, root, error);
  }
  if (components && html.includes(CLIENT_RENDERED)) throw await componentFailure(again, args[1], components, root);
  return html;
}

/** The error of a component that threw while `render` made the page, at its place when it can be found by rendering again. */
async function componentFailure(render: (data: PageData, components: ReadonlyMap<string, MdxComponent>) => Promise<unknown>, data: PageData, components: ReadonlyMap<string, MdxComponent>, root: string | undefined, thrown?: unknown): Promise<Error> {
  const traced = traceComponents(data, components);
  await render(traced.data, traced.components).catch(() => '');
  const failure = traced.failure();
  if (!failure) {
    // Not a component's own error (it is not a plain function, or the page failed elsewhere).
    if (isUsageError(thrown)) return new SitegenError([diagnostic('MdxComponentError', `The page ${data.path}: ${thrown.message}`)]);
    return thrown instanceof Error ? thrown : new InternalError(`The body of ${data.path} failed to render on the server.`, { cause: thrown });
  }
  const { error, name, at } = failure;
  if (data.kind === 'page' && at) {
    // A React page: the error is the page's, at its file (its line is in the bundled code only).
    const thrown = error instanceof Error ? error.message : String(error);
    return new SitegenError([diagnostic('PageRenderError', `The page ${data.path} threw while the server rendered it: ${thrown}`, { file: root ? join(root, at.file) : at.file })]);
  }
  const message = isUsageError(error) ? error.message : `\`${name}\` failed to render on the server: ${error instanceof Error ? error.message : String(error)}`;
  if (!at) return new SitegenError([diagnostic('MdxComponentError', `The page ${data.path}: ${message}`)]);
  return new SitegenError([diagnostic('MdxComponentError', message, { file: root ? join(root, at.file) : at.file, line: at.line, column: at.column })]);
}

const isUsageError = (error: unknown): error is Error => error instanceof Error && error.name === 'ComponentUsageError';
