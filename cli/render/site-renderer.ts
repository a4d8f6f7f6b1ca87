import { createHash } from 'node:crypto';
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
import { buildSearchFiles } from '../search/build-index.ts';
import { bodyHtml } from '../graph/body-html.ts';
import { diagnostic, InternalError, SitegenError } from '../diagnostics/diagnostic.ts';
import { componentsOf, mdxComponentLoader, renderBodyHtml, type MdxComponent } from './mdx-components.ts';
import { renderMarkupOnly } from './markup-only.tsx';
import { mdxUsage } from '../graph/mdx-usage.ts';
import { WITH_BEHAVIOUR } from '../content/mdx/theme-components.ts';

export interface OutputFile {
  /** Site path, e.g. `/blog/archive/index.html`. */
  path: string;
  contents: string;
}

export type PageRenderer = typeof RenderPage;

/** The site-wide files, in the order a build writes them. */
export const SITE_FILE_GROUPS = ['sidebars', 'feeds', 'sitemap', 'search'] as const;
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

function chunkJson(data: PageData, sidebars: Map<string, { path: string }>): string {
  if (data.kind !== 'doc' || !data.doc.sidebar) return JSON.stringify(data);
  const file = sidebars.get(`${data.section.id}/${data.version.name}/${data.doc.sidebar}`);
  if (!file) return JSON.stringify(data);
  const { sidebar: _sidebar, ...rest } = data;
  return JSON.stringify({ ...rest, sidebarUrl: file.path });
}

/** The HTML file of a route: `/` → /index.html, `/blog/archive` → /blog/archive/index.html. */
export function htmlPath(routePath: string): string {
  return `${routePath.replace(/\/+$/, '')}/index.html`;
}

/**
 * Turns the graph into output files one page at a time: `build` writes them all, `watch` only
 * those whose page data changed. Nothing here touches the disk.
 */
export function createSiteRenderer(graph: SiteGraph, bundle: ClientAssets, render: PageRenderer) {
  const site = clientSiteData(graph);
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
  const load = mdxComponentLoader(bundle.mdx);
  // Only a site whose content has components has pages to look through for them.
  const withComponents = mdxUsage(graph).components.length > 0;
  const page = async (data: PageData, file: string): Promise<OutputFile[]> => {
    let assets = assetsFor(data.kind);
    let components: ReadonlyMap<string, MdxComponent> | undefined;
    const all = withComponents ? componentsOf(data) : [];
    if (all.length > 0) {
      const loaded = await load(all);
      data = await asDiagnostic(data.path, async () => renderMarkupOnly(site, data, loaded));
      // The components that hydrate: the renderer and their chunks. Markup-only ones may need the behaviours chunk.
      const used = componentsOf(data);
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
    return [
      { path: file, contents: await renderWithComponents(render, site, data, assets, boot, components) },
      { path: data.kind === 'notFound' ? '/404/page-data.json' : dataPath(data.path), contents: chunkJson(data, sidebars) },
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
  // By what they are made of, so that watch makes again only those whose part of the graph changed.
  const siteFileGroups: Record<SiteFileGroup, () => OutputFile[]> = {
    sidebars: () => [...sidebars.values()].map((s) => ({ path: s.path, contents: s.json })),
    feeds: () => renderFeeds(graph, (body) => (typeof body === 'string' ? body : (feedBodies.get(body) ?? bodyHtml(body)))),
    sitemap: () => [
      { path: '/sitemap.xml', contents: renderSitemap(graph) },
      { path: '/robots.txt', contents: renderRobots(graph) },
    ],
    search: () => buildSearchFiles(graph),
  };
  return {
    site,
    pageData: (route: SiteGraph['routes'][number]) => pageData(route, index),
    renderRoute: (data: PageData) => page(data, htmlPath(data.path)),
    renderNotFound: () => page(notFoundData(graph), '/404.html'),
    /** Renders the MDX posts the feeds carry; before siteFiles() or siteFileGroups.feeds(). */
    prepareFeeds,
    siteFileGroups,
    /** Sidebars, feeds, sitemap, robots.txt and, unless `build` indexes on a worker, the search files. */
    siteFiles: ({ search = true } = {}): OutputFile[] =>
      SITE_FILE_GROUPS.filter((group) => search || group !== 'search').flatMap((group) => siteFileGroups[group]()),
  };
}

/**
 * Renders a page; a theme component's complaint about its props (ComponentUsageError, such as a
 * <Tabs> with two tabs of one value) is the author's to fix, reported with the page.
 */
function renderWithComponents(render: PageRenderer, ...args: Parameters<PageRenderer>): Promise<string> {
  return asDiagnostic(args[1].path, () => render(...args));
}

/** What `run` makes; a theme component that content used wrongly is the author's error, for the page at `path`. */
async function asDiagnostic<T>(path: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ComponentUsageError') throw error;
    throw new SitegenError([diagnostic('MdxComponentError', `The page ${path}: ${error.message}`)]);
  }
}
