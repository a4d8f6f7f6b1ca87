import type { Author, Blog, BlogPost, CategoryIndex, Doc, DocsSection, DocsVersion, Route, SidebarItem, SiteGraph, SitePage, Tag } from '../graph/schema.ts';
import { SidebarIndex } from './sidebar-index.ts';
import { applyTrailingSlash } from '../graph/trailing-slash.ts';
import type { BlogSidebarData, ClientSiteData, DocPageData, NotFoundPageData, PageData, PaginationData, PostSummary } from '../graph/page-data-types.ts';
import { documentTitle } from './document-title.ts';
import { categoryIndexHtml } from './category-index-html.tsx';
import { docBody } from './doc-extras-html.tsx';
import { docAlternates, docVersionData, type DocPathIn } from './doc-versions.ts';
import { clientTranslations } from '../translations/client-translations.ts';

/** Indexes built once per graph, so each route's data is a few map lookups. */
export interface PageDataIndex {
  graph: SiteGraph;
  /** The site data the pages get, for the parts of bodies the theme renders on the server. */
  site: ClientSiteData;
  posts: Map<string, BlogPost>;
  authors: Map<string, Author>;
  tags: Map<string, Tag>;
  /** Each doc with its section and version, by docKey(). */
  docs: Map<string, { section: DocsSection; version: DocsVersion; doc: Doc }>;
  /** Each generated category index with its section and version, by docKey() of its path. */
  categoryIndexes: Map<string, { section: DocsSection; version: DocsVersion; index: CategoryIndex }>;
  /** The pages folder's pages, by route. */
  pages: Map<string, SitePage>;
  /** Filled as routes ask: one per sidebar. */
  sidebars: Map<readonly SidebarItem[], SidebarIndex>;
  /** Filled as routes ask: each post's summary, shared by the lists that show it. */
  summaries: Map<string, PostSummary>;
  /** The blog sidebar, the same on every blog page; built when a route first asks. */
  blogSidebar?: BlogSidebarData;
}

const docKey = (section: string, version: string, docId: string) => `${section}\0${version}\0${docId}`;
/** The sidebar of a doc that has none. */
const NO_SIDEBAR: SidebarItem[] = [];

export function indexGraph(graph: SiteGraph): PageDataIndex {
  return {
    graph,
    site: clientSiteData(graph),
    posts: new Map(graph.blog?.posts.map((p) => [p.id, p]) ?? []),
    authors: new Map(graph.blog?.authors.map((a) => [a.key, a]) ?? []),
    tags: new Map(graph.blog?.tags.map((t) => [t.key, t]) ?? []),
    docs: new Map(
      graph.docs.flatMap((section) =>
        section.versions.flatMap((version) => version.docs.map((doc) => [docKey(section.id, version.name, doc.id), { section, version, doc }] as const)),
      ),
    ),
    categoryIndexes: new Map(
      graph.docs.flatMap((section) =>
        section.versions.flatMap((version) => version.categoryIndexes.map((index) => [docKey(section.id, version.name, index.path), { section, version, index }] as const)),
      ),
    ),
    pages: new Map(graph.pages.map((page) => [page.path, page])),
    sidebars: new Map(),
    summaries: new Map(),
  };
}

function sidebarIndex(index: PageDataIndex, sidebar: readonly SidebarItem[]): SidebarIndex {
  let found = index.sidebars.get(sidebar);
  if (!found) index.sidebars.set(sidebar, (found = new SidebarIndex(sidebar)));
  return found;
}

export function clientSiteData(graph: SiteGraph): ClientSiteData {
  const feedTitle = { rss: 'RSS Feed', atom: 'Atom Feed', json: 'JSON Feed' } as const;
  return {
    site: graph.site,
    navbar: graph.navbar,
    feeds: graph.blog?.feeds.map((f) => ({ ...f, title: `${graph.site.title} ${feedTitle[f.type]}` })) ?? [],
    blogPath: graph.blog?.path ?? null,
    sections: graph.docs.map((s) => ({ id: s.id, label: s.label, path: s.path })),
    ...(graph.translations && { translations: clientTranslations(graph.translations) }),
  };
}

/** The props of one route's page: everything it renders, nothing it doesn't. */
export function pageData(route: Route, index: PageDataIndex): PageData {
  const { graph } = index;
  // Every page's data opens with these keys, in this order: the page-data JSON must not change.
  // The kinds add theirs with Object.assign, as V8 builds a literal that spreads objects and adds
  // keys several times slower, once per route.
  const common = <K extends PageData['kind']>(kind: K) => ({
    kind,
    path: route.path,
    title: route.title,
    description: route.description,
    noindex: route.noindex,
    documentTitle: documentTitle(route.title, graph.site),
  });
  const blog = graph.blog as Blog;
  const showReadingTime = graph.site.blog !== false && graph.site.blog.showReadingTime;
  switch (route.kind) {
    case 'home': {
      const { latestPosts, source: _source, ...home } = graph.home;
      return Object.assign(common('home'), { home, latestPosts: latestPosts.map((id) => summary(index, id)) });
    }
    case 'doc': {
      const { section, version, doc: full } = index.docs.get(docKey(route.section, route.version, route.docId))!;
      const { source: _source, words: _words, previous, next, ...rest } = full;
      const doc = Object.assign(rest, { html: docBody(full, index.site) });
      const sidebar = doc.sidebar ? (version.sidebars[doc.sidebar] ?? NO_SIDEBAR) : NO_SIDEBAR;
      // Keys in the order pages always had them: the chunk's JSON must not change.
      const pathIn: DocPathIn = (other) => index.docs.get(docKey(section.id, other.name, doc.id))?.doc.path;
      const alternates = docAlternates(section, version, pathIn);
      return Object.assign(
        common('doc'),
        { doc, section: { id: section.id, label: section.label, path: section.path }, version: docVersionData(section, version, pathIn), sidebar },
        alternates ? { alternates } : {},
        { breadcrumbs: section.breadcrumbs === false ? false : sidebarIndex(index, sidebar).breadcrumbs(doc.path) },
        previous ? { previous } : {},
        next ? { next } : {},
        { showToc: !doc.hideTableOfContents && doc.toc.length > 0 },
      );
    }
    case 'docCategory': {
      // A generated index is shown by the doc page: its cards are the doc's body.
      const { section, version, index: category } = index.categoryIndexes.get(docKey(route.section, route.version, route.path))!;
      const sidebar = version.sidebars[category.sidebar] ?? NO_SIDEBAR;
      const doc: DocPageData['doc'] = {
        id: category.path,
        title: category.title,
        description: category.description ?? '',
        path: category.path,
        sidebar: category.sidebar,
        sidebarLabel: category.title,
        draft: false,
        unlisted: false,
        hideTableOfContents: true,
        ...(category.keywords ? { keywords: category.keywords } : {}),
        ...(category.image ? { image: category.image } : {}),
        html: categoryIndexHtml(category),
        toc: [],
      };
      return Object.assign(
        common('doc'),
        { doc, section: { id: section.id, label: section.label, path: section.path }, version: docVersionData(section, version, () => undefined), sidebar },
        { breadcrumbs: section.breadcrumbs === false ? false : sidebarIndex(index, sidebar).breadcrumbs(category.path) },
        category.previous ? { previous: category.previous } : {},
        category.next ? { next: category.next } : {},
        { showToc: false },
      );
    }
    case 'blogList':
      return Object.assign(common('blogList'), { posts: route.posts.map((id) => summary(index, id)), pagination: pagination(route.page, route.totalPages, blog.path, graph.site.trailingSlash), sidebar: blogSidebar(index), showReadingTime });
    case 'blogPost': {
      const { source: _source, excerptHtml: _excerpt, authors, tags, ...post } = index.posts.get(route.postId)!;
      return Object.assign(common('blogPost'), {
        post: Object.assign(post, { authors: authors.map((a) => index.authors.get(a)!), tags: tags.map((t) => index.tags.get(t)!).filter(Boolean) }),
        sidebar: blogSidebar(index),
        showReadingTime,
      });
    }
    case 'blogTags':
      return Object.assign(common('blogTags'), { tags: blog.tags, sidebar: blogSidebar(index) });
    case 'blogTag': {
      const tag = index.tags.get(route.tag)!;
      return Object.assign(common('blogTag'), { tag, posts: route.posts.map((id) => summary(index, id)), pagination: pagination(route.page, route.totalPages, tag.permalink, graph.site.trailingSlash), sidebar: blogSidebar(index), showReadingTime });
    }
    case 'blogArchive':
      return Object.assign(common('blogArchive'), {
        years: blog.archive.map(({ year, posts }) => ({ year, posts: posts.map((id) => link(index.posts.get(id)!)) })),
      });
    case 'blogAuthors':
      return Object.assign(common('blogAuthors'), { authors: blog.authors });
    case 'blogAuthor':
      return Object.assign(common('blogAuthor'), { author: index.authors.get(route.author)!, posts: route.posts.map((id) => summary(index, id)), sidebar: blogSidebar(index), showReadingTime });
    case 'page': {
      const { type, html, toc, hideTableOfContents, wrapperClassName, heading, keywords, image } = index.pages.get(route.path)!;
      return Object.assign(
        common('page'),
        { page: { type, html, toc, ...(wrapperClassName ? { wrapperClassName } : {}), ...(heading ? { heading } : {}), ...(keywords ? { keywords } : {}), ...(image ? { image } : {}) }, showToc: !hideTableOfContents && toc.length > 0 },
        type === 'react' && graph.customFields ? { customFields: graph.customFields } : {},
      );
    }
  }
}

export function notFoundData(graph: SiteGraph): NotFoundPageData {
  const title = 'Page Not Found';
  return { kind: 'notFound', path: '/404.html', title, description: 'We could not find what you were looking for.', noindex: true, documentTitle: documentTitle(title, graph.site) };
}

function summary(index: PageDataIndex, id: string): PostSummary {
  let found = index.summaries.get(id);
  if (!found) index.summaries.set(id, (found = newSummary(index, id)));
  return found;
}

function newSummary(index: PageDataIndex, id: string): PostSummary {
  const post = index.posts.get(id)!;
  return {
    id: post.id,
    permalink: post.permalink,
    title: post.title,
    description: post.description,
    date: post.date,
    readingTimeMinutes: post.readingTimeMinutes,
    authors: post.authors.map((a) => index.authors.get(a)!),
    tags: post.tags.map((t) => index.tags.get(t)!).filter(Boolean),
    excerptHtml: post.excerptHtml,
    hasTruncateMarker: post.hasTruncateMarker,
  };
}

function link(post: BlogPost) {
  return { title: post.title, permalink: post.permalink, date: post.date };
}

function blogSidebar(index: PageDataIndex): BlogSidebarData {
  const sidebar = index.graph.blog!.sidebar;
  index.blogSidebar ??= { title: sidebar.title, groupByYear: sidebar.groupByYear, posts: sidebar.posts.map((id) => link(index.posts.get(id)!)) };
  return index.blogSidebar;
}

/** The pages of a list, at the paths the graph gives their routes (`trailingSlash` applied). */
function pagination(page: number, totalPages: number, base: string, trailingSlash: boolean | undefined): PaginationData {
  const pathOf = (n: number) => (n === 1 ? base : applyTrailingSlash(`${base.replace(/\/$/, '')}/page/${n}`, trailingSlash));
  return {
    page,
    totalPages,
    ...(page > 1 ? { newerPath: pathOf(page - 1) } : {}),
    ...(page < totalPages ? { olderPath: pathOf(page + 1) } : {}),
  };
}
