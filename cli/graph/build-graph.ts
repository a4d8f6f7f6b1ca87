import { join, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import type { BlogConfig } from '../config/schema.ts';
import type { LocaleStrings } from '../translations/build-strings.ts';
import type { Diagnostic, StageResult } from '../diagnostics/diagnostic.ts';
import type { ContentSources, HomeSource } from '../content/load-content.ts';
import type { PageFacts } from './docs-section.ts';
import { buildSection } from './docs-versions.ts';
import { buildBlog } from './blog.ts';
import { withoutIgnored } from '../config/docusaurus-options.ts';
import { buildHome } from './home.ts';
import { resolveNavbar } from './navbar.ts';
import { localeBaseUrl, localeRoute } from '../config/locales.ts';
import { translateSidebars } from './sidebar-translations.ts';
import { localeLinker, localizeBodies, localizeContentLinks, localizeHome } from './locale-links.ts';
import { checkReferences, type ReferenceInput } from './check-references.ts';
import { fillFileLinks, resolveFileLinks, type LinkScope } from './file-links.ts';
import { buildPages, pageRouteConflicts } from './pages.ts';
import type { Blog, DocsSection, Route, SiteGraph, SitePage } from './schema.ts';
import { applyTrailingSlash, withTrailingSlash } from './trailing-slash.ts';

/** Whether drafts are built: `watch` and `--dev` build the development site. */
export type Mode = SiteGraph['mode'];

export interface GraphResult {
  graph: SiteGraph;
  /** Site paths of the static files, e.g. `/img/logo.svg`. */
  staticFiles: string[];
  /** The files next to the content that pages name, to copy to their content-hashed site path from their absolute source path. */
  contentFiles: Array<{ path: string; source: string }>;
}

/**
 * The graph stage: the compiled content linked into the SiteGraph, every diagnostic collected
 * before anyone fails. `strings`: the locale's theme strings, for the titles and counts the graph
 * writes (English without them).
 */
export function buildGraph(config: ResolvedConfig, content: ContentSources, mode: Mode, strings?: LocaleStrings): StageResult<GraphResult> {
  const { site } = config;
  const production = mode === 'production';
  const diagnostics: Diagnostic[] = [];
  const scopes: LinkScope[] = [];
  const contentPath = (dir: string) => relative(config.contentDir, dir).split(sep).join('/');
  // A locale other than the default has every route under its path (`/fr/docs/intro`).
  const route = (path: string) => localeRoute(config.i18n, config.locale, path);

  const sections: DocsSection[] = [];
  const sidebarLinks: ReferenceInput['extraLinks'][number][] = [];
  for (const { spec, versions } of content.sections) {
    const built = buildSection(spec.id, versions, {
      root: config.root,
      routeBasePath: route(spec.routeBasePath ?? `/${spec.id}`),
      label: spec.label,
      production,
      toc: site.tableOfContents,
      locale: config.locale.code,
      editUrl: spec.editUrl,
      categories: { collapsible: spec.sidebarCollapsible, collapsed: spec.sidebarCollapsed },
      breadcrumbs: spec.breadcrumbs,
      showLastUpdateTime: spec.showLastUpdateTime,
      showLastUpdateAuthor: spec.showLastUpdateAuthor,
      strings,
    });
    const messages = config.docsMessages?.get(spec.id);
    if (messages) translateSidebars(built.section, messages);
    sections.push(built.section);
    scopes.push(...built.scopes.map((scope) => ({ dir: contentPath(scope.dir), label: scope.label, pages: scope.pages })));
    sidebarLinks.push(...built.links);
    diagnostics.push(...built.diagnostics);
  }

  let blog: Blog | null = null;
  const blogRoutes: Route[] = [];
  if (site.blog !== false && content.blog) {
    const built = buildBlog(content.blog, { root: config.root, config: { ...site.blog, routeBasePath: route(site.blog.routeBasePath) }, production, strings, locale: config.locale.code });
    diagnostics.push(...built.diagnostics);
    blog = built.blog;
    blogRoutes.push(...built.routes);
    scopes.push({ dir: contentPath(content.blog.dir), label: 'blog', pages: built.pages });
  }

  const homeSource = content.home;
  const home = buildHome(site, homeSource, sections, blog, config.root);
  const pages = buildPages((content.pages?.pages ?? []).map((page) => ({ ...page, route: route(page.route) })), { root: config.root, production, dir: content.pages?.dir ?? '', hashes: content.pages?.hashes ?? new Map() });
  // As in Docusaurus, src/pages/index.tsx is the home page, unless content/index.md claims it too.
  const homePath = route('/');
  const pageIsHome = !homeSource && pages.pages.some((page) => page.path === homePath);
  const homePage: PageFacts = { path: homePath, file: homeSource?.file ?? join(config.contentDir, 'index.md'), anchors: homeSource?.md.anchors ?? [], links: homeSource?.md.links ?? [], references: homeSource?.md.references ?? [] };
  // The home page belongs to no section: its file links may reach any page.
  scopes.push({ dir: '', label: 'site', pages: pageIsHome ? [] : [homePage], targets: [homePage, ...scopes.flatMap((scope) => scope.pages)] });
  const linked = resolveFileLinks({ contentDir: config.contentDir, scopes, hashes: content.hashes, onBrokenLinks: site.onBrokenLinks, onBrokenMarkdownLinks: site.onBrokenMarkdownLinks });
  diagnostics.push(...linked.diagnostics);
  fillFileLinks(linked.urls, config.root, { docs: sections, blog, home });

  const navbar = resolveNavbar(site, sections, blog, config.configFile, localeLinks(config));
  diagnostics.push(...navbar.diagnostics);

  const routes: Route[] = [
    ...(pageIsHome ? [] : [{ kind: 'home', path: homePath, title: home.title, description: home.description, noindex: false } satisfies Route]),
    ...sections.flatMap((section) =>
      section.versions.flatMap((version) =>
        [
          ...version.docs.map((doc): Route => ({ kind: 'doc', path: doc.path, title: doc.title, description: doc.description, noindex: doc.unlisted || version.noIndex, section: section.id, version: version.name, docId: doc.id })),
          ...version.categoryIndexes.map((index): Route => ({ kind: 'docCategory', path: index.path, title: index.title, description: index.description ?? '', noindex: version.noIndex, section: section.id, version: version.name })),
        ],
      ),
    ),
    ...blogRoutes,
  ];
  const pageConflicts = pageRouteConflicts(pages.pages, routes, (route) => routeOwner(route, sections, blog, home), config.root);
  diagnostics.push(...pageConflicts);
  routes.push(...pages.routes);

  const { staticFiles } = content;
  // A locale other than the default has its absolute links to routes under its path too.
  const link = config.locale.code === config.i18n.defaultLocale ? undefined : localeLinker(route, new Set(staticFiles), homePath);
  if (link) localizeHome(home, link);
  if (link) localizeBodies({ docs: sections, blog, home, pages: pages.pages }, link);
  const generated = ['/sitemap.xml', '/robots.txt', '/404.html', ...(blog?.feeds.map((f) => f.path) ?? [])];
  diagnostics.push(
    ...checkReferences({
      routes,
      // Relative links resolve against the path the page is published at; a page whose route is taken is reported once, above.
      pages: [...linked.pages, ...pages.facts.filter((facts) => !pageConflicts.some((d) => d.file === facts.file))].map((page) => ({ ...page, path: applyTrailingSlash(page.path, site.trailingSlash), ...(link && { links: localizeContentLinks(page.links, link) }) })),
      files: new Set([...staticFiles, ...generated]),
      extraLinks: [...configLinks(config, homeSource).map((l) => (link ? { ...l, url: link(l.url) } : l)), ...sidebarLinks],
      onBrokenLinks: site.onBrokenLinks,
      onBrokenAnchors: site.onBrokenAnchors,
    }),
  );

  return {
    value: {
      graph: withTrailingSlash({ schemaVersion: 1, mode, site: siteData(config), navbar: navbar.items, home, docs: sections, blog, pages: pages.pages, ...reactPagesFields(site, pages.pages), routes }),
      staticFiles,
      contentFiles: [...[...linked.files].map(([path, source]) => [path, join(config.contentDir, content.origins?.get(source) ?? source)] as const), ...pages.files]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([path, source]) => ({ path, source })),
    },
    diagnostics,
  };
}

/** What React pages read of the config in the browser (useDocusaurusContext): the custom fields, as JSON. */
function reactPagesFields(site: ResolvedConfig['site'], pages: readonly SitePage[]): Pick<SiteGraph, 'customFields'> {
  return pages.some((page) => page.type === 'react') ? { customFields: JSON.parse(JSON.stringify(site.customFields)) as SiteGraph['customFields'] } : {};
}

/** The file behind a route, relative to the site root, or what makes it. */
function routeOwner(route: Route, sections: readonly DocsSection[], blog: Blog | null, home: SiteGraph['home']): string {
  if (route.kind === 'home') return home.source ?? 'the home page sitegen makes';
  if (route.kind === 'doc') {
    const doc = sections.find((s) => s.id === route.section)?.versions.find((v) => v.name === route.version)?.docs.find((d) => d.id === route.docId);
    if (doc) return doc.source;
  }
  if (route.kind === 'blogPost') {
    const post = blog?.posts.find((p) => p.id === route.postId);
    if (post) return post.source;
  }
  return `the ${route.kind} page`;
}

/** Every locale with the base URL it is built at, for the localeDropdown. */
function localeLinks({ site, i18n }: ResolvedConfig) {
  return i18n.locales.map((l) => ({ code: l.code, label: l.label, htmlLang: l.htmlLang, baseUrl: localeBaseUrl(site.baseUrl, i18n, l) }));
}

/** The config the pages get, with the locale being built where the config's `locale` key was (the JSON keeps its order). */
function siteData(config: ResolvedConfig): SiteGraph['site'] {
  const { customFields: _f, contentDir: _c, staticDir: _s, outDir: _o, docs: _d, markdown: _md, prism: _p, onBrokenLinks: _l, onBrokenAnchors: _a, onBrokenMarkdownLinks: _m, theme: _t, i18n: _i, ...rest } = config.site;
  const { title, tagline, url, baseUrl, favicon, image, ...after } = rest;
  // `blog` where `after` has it: a key set again keeps its place.
  return { title, tagline, url, baseUrl, favicon, image, locale: config.locale, ...after, blog: after.blog && pagesBlogConfig(after.blog), i18n: config.i18n };
}

/** The blog's config as the pages get it: without what only the build reads, Docusaurus' options it leaves aside included. */
function pagesBlogConfig({ onInlineTags: _tags, editUrl: _edit, feedOptions, ...blog }: BlogConfig): BlogConfig {
  return { ...withoutIgnored('blog', blog), feedOptions: withoutIgnored('feeds', feedOptions) };
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

