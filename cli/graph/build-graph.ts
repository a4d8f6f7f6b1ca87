import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import type { BuildContext } from '../context.ts';
import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { loadSection } from '../content/docs.ts';
import { loadBlog } from '../content/blog.ts';
import { loadMarkdown, type MarkdownEnv } from '../content/load-markdown.ts';
import { createMarkdownCompiler } from '../content/markdown.ts';
import { createHighlighter } from '../content/highlighter.ts';
import { startHighlightThread } from '../content/highlight-thread.ts';
import { usesHighlightThread } from '../content/highlight-prestart.ts';
import { countMarkdown, createCompilePool, poolSize } from '../content/compile-pool.ts';
import { optimiseForContent } from '../v8-flags.ts';
import { placeholdersFrom } from '../content/placeholders.ts';
import { homeFrontMatterSchema } from '../content/frontmatter-schemas.ts';
import { validateFrontMatter } from '../content/validate-frontmatter.ts';
import { scanFiles } from '../content/scan.ts';
import { buildSection, type PageFacts } from './docs-section.ts';
import { buildBlog } from './blog.ts';
import { buildHome, type HomeSource } from './home.ts';
import { resolveNavbar } from './navbar.ts';
import { checkReferences } from './check-references.ts';
import { joinPath } from './paths.ts';
import type { Blog, DocsSection, Route, SiteGraph } from './schema.ts';

export interface GraphResult {
  graph: SiteGraph;
  /** Site paths of the static files, e.g. `/img/logo.svg`. */
  staticFiles: string[];
}

/** Content folder + config → the SiteGraph, with every diagnostic collected before anyone fails. */
export async function buildGraph(config: ResolvedConfig, ctx: BuildContext): Promise<StageResult<GraphResult | undefined>> {
  const { site } = config;
  if (!existsSync(config.contentDir) || !statSync(config.contentDir).isDirectory()) {
    return { value: undefined, diagnostics: [diagnostic('ContentDirNotFound', `The content folder ${config.contentDir} does not exist.`, { file: config.contentDir })] };
  }
  const env = await markdownEnv(config, ctx);
  const production = ctx.mode === 'production';
  const diagnostics: Diagnostic[] = [];
  const pages: PageFacts[] = [];

  const sectionSpecs = site.docs ?? (await detectSections(config));
  const blogDir = site.blog === false ? undefined : join(config.contentDir, site.blog.path);
  // The sections and the blog are read at once, so that their files' reads overlap.
  const [loadedSections, loadedBlog] = await Promise.all([
    Promise.all(sectionSpecs.map((spec) => loadSection(spec.id, join(config.contentDir, spec.path ?? spec.id), env))),
    blogDir && existsSync(blogDir) ? loadBlog(blogDir, env) : undefined,
  ]);
  const sections: DocsSection[] = [];
  for (const [i, spec] of sectionSpecs.entries()) {
    const loaded = loadedSections[i];
    diagnostics.push(...loaded.diagnostics);
    const built = buildSection(loaded.value, { root: config.root, routeBasePath: spec.routeBasePath ?? `/${spec.id}`, label: spec.label, production });
    sections.push(built.section);
    pages.push(...built.pages);
  }

  let blog: Blog | null = null;
  const blogRoutes: Route[] = [];
  if (site.blog !== false && loadedBlog) {
    diagnostics.push(...loadedBlog.diagnostics);
    const built = buildBlog(loadedBlog.value, { root: config.root, config: site.blog, production });
    diagnostics.push(...built.diagnostics);
    blog = built.blog;
    blogRoutes.push(...built.routes);
    pages.push(...built.pages);
  }

  const homeFile = join(config.contentDir, 'index.md');
  let homeSource: HomeSource | undefined;
  if (existsSync(homeFile)) {
    const loaded = await loadMarkdown(homeFile, env);
    diagnostics.push(...loaded.diagnostics);
    if (loaded.value) {
      const fm = validateFrontMatter(homeFrontMatterSchema, loaded.value.frontMatter, homeFile);
      diagnostics.push(...fm.diagnostics);
      if (fm.value) homeSource = { file: homeFile, md: loaded.value, frontMatter: fm.value };
    }
  }
  const home = buildHome(site, homeSource, blog, config.root);
  pages.push({ path: '/', file: homeFile, anchors: homeSource?.md.anchors ?? [], links: homeSource?.md.links ?? [] });

  const navbar = resolveNavbar(site, sections, blog, config.configFile);
  diagnostics.push(...navbar.diagnostics);

  const routes: Route[] = [
    { kind: 'home', path: '/', title: home.title, description: home.description, noindex: false },
    ...sections.flatMap((section) =>
      section.versions.flatMap((version) =>
        version.docs.map((doc): Route => ({ kind: 'doc', path: doc.path, title: doc.title, description: doc.description, noindex: doc.unlisted, section: section.id, version: version.name, docId: doc.id })),
      ),
    ),
    ...blogRoutes,
  ];

  const statics = existsSync(config.staticDir) ? await scanFiles(config.staticDir) : { files: [], diagnostics: [] };
  diagnostics.push(...statics.diagnostics);
  const staticFiles = statics.files.map((f) => `/${f}`);
  const generated = ['/sitemap.xml', '/robots.txt', '/404.html', ...(blog?.feeds.map((f) => f.path) ?? [])];
  diagnostics.push(
    ...checkReferences({
      routes,
      pages,
      files: new Set([...staticFiles, ...generated]),
      extraLinks: configLinks(config, homeSource),
    }),
  );

  return {
    value: { graph: { schemaVersion: 1, mode: ctx.mode, site: siteData(site), navbar: navbar.items, home, docs: sections, blog, routes }, staticFiles },
    diagnostics,
  };
}

async function markdownEnv(config: ResolvedConfig, ctx: BuildContext): Promise<MarkdownEnv> {
  const { minHeadingLevel, maxHeadingLevel } = config.site.tableOfContents;
  const placeholders = placeholdersFrom(config.site);
  const key = `${minHeadingLevel}-${maxHeadingLevel}`;
  if (ctx.compiler?.key !== key) {
    await ctx.compiler?.close?.();
    ctx.compiler = undefined;
    const markdownFiles = await countMarkdown(config.contentDir);
    optimiseForContent(markdownFiles);
    const threads = poolSize(markdownFiles, ctx.threads);
    if (threads > 0) {
      // The pool's workers highlight for themselves: a thread started with the build is not needed.
      void ctx.highlightThread?.close();
      ctx.highlightThread = undefined;
      ctx.compiler = { key, ...createCompilePool(threads, { minHeadingLevel, maxHeadingLevel }) };
    } else {
      // A small site on a machine with cores to spare: Shiki runs on its own thread, beside the parsing.
      let highlighter;
      if (usesHighlightThread(ctx.threads)) {
        highlighter = ctx.highlightThread ??= startHighlightThread();
        highlighter.highlightAhead(config.contentDir, placeholders);
      } else highlighter = await (ctx.highlighter ??= createHighlighter());
      ctx.compiler = { key, compile: createMarkdownCompiler({ minHeadingLevel, maxHeadingLevel, highlighter }) };
    }
    ctx.markdownCache.clear();
  }
  return { placeholders, compile: ctx.compiler.compile, cache: ctx.markdownCache, changedFiles: ctx.changedFiles };
}

/** Without `docs` in the config, every top-level content folder holding Markdown is a section. */
async function detectSections(config: ResolvedConfig): Promise<Array<{ id: string; path?: string; routeBasePath?: string; label?: string }>> {
  const reserved = new Set([config.site.blog === false ? '' : config.site.blog.path, config.site.staticDir]);
  const entries = await readdir(config.contentDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !reserved.has(e.name) && !/^[._]/.test(e.name) && /^[a-z0-9-]+$/.test(e.name))
    .map((e) => ({ id: e.name }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

function siteData(site: ResolvedConfig['site']): SiteGraph['site'] {
  const { contentDir: _c, staticDir: _s, outDir: _o, docs: _d, ...rest } = site;
  return rest;
}

function configLinks(config: ResolvedConfig, home: HomeSource | undefined) {
  const links: Array<{ url: string; file: string; line?: number; key: string }> = [];
  const file = config.configFile;
  (config.site.navbar.items ?? []).forEach((item, i) => {
    if (item.type === 'default' && item.to) links.push({ url: item.to, file, key: `navbar.items[${i}].to` });
    if (item.type === 'dropdown') {
      if (item.to) links.push({ url: item.to, file, key: `navbar.items[${i}].to` });
      item.items.forEach((child, j) => {
        if (child.type === 'default' && child.to) links.push({ url: child.to, file, key: `navbar.items[${i}].items[${j}].to` });
      });
    }
  });
  const { site } = config;
  const images: Array<[string, string | undefined]> = [
    ['favicon', site.favicon],
    ['image', site.image],
    ['navbar.logo.src', site.navbar.logo?.src],
    ['navbar.logo.srcDark', site.navbar.logo?.srcDark],
    ['footer.logo.src', site.footer?.logo?.src],
    ['footer.logo.srcDark', site.footer?.logo?.srcDark],
  ];
  for (const [key, url] of images) if (url) links.push({ url, file, key });
  const footer = config.site.footer?.links ?? [];
  footer.forEach((entry, i) => {
    const items = 'items' in entry ? entry.items : [entry];
    items.forEach((link, j) => {
      if (link.to) links.push({ url: link.to, file, key: 'items' in entry ? `footer.links[${i}].items[${j}].to` : `footer.links[${i}].to` });
    });
  });
  if (home) {
    const lines = home.md.frontMatter.lines;
    home.frontMatter.hero?.actions.forEach((a, i) => links.push({ url: a.to, file: home.file, line: lines.hero, key: `hero.actions[${i}].to` }));
    home.frontMatter.sections.forEach((s, i) =>
      s.items.forEach((item, j) => {
        if (item.to) links.push({ url: item.to, file: home.file, line: lines.sections, key: `sections[${i}].items[${j}].to` });
      }),
    );
  }
  return links;
}

