import type { Author, BlogPost, Doc, Home, JsonValue, PageBody, SitePage, ResolvedNavbarItem, RouteKind, SidebarItem, SiteData, Tag } from './schema.ts';

/**
 * What the browser receives: the site-wide data once per HTML document, and one page-data chunk
 * per route. The runtime imports these types; they are plain JSON.
 */
export interface ClientSiteData {
  site: SiteData;
  navbar: ResolvedNavbarItem[];
  /** Feed links for `<head>`, e.g. `{ type: 'rss', path: '/blog/rss.xml' }`. */
  feeds: Array<{ type: 'rss' | 'atom' | 'json'; path: string; title: string }>;
  blogPath: string | null;
  /** Docs section roots, for the mobile secondary menu and active-link checks. */
  sections: Array<{ id: string; label: string; path: string }>;
  /** The theme's strings in the locale being built, when any differ from English (runtime/theme/translate.tsx). */
  translations?: Record<string, string>;
}

export interface PostSummary {
  id: string;
  permalink: string;
  title: string;
  description: string;
  date: string;
  readingTimeMinutes: number;
  authors: Author[];
  tags: Tag[];
  excerptHtml: PageBody;
  hasTruncateMarker: boolean;
}

export interface BlogSidebarData {
  title: string;
  groupByYear: boolean;
  posts: Array<{ title: string; permalink: string; date: string }>;
}

export interface PaginationData {
  page: number;
  totalPages: number;
  newerPath?: string;
  olderPath?: string;
}

export interface NavLinkData {
  label: string;
  href: string;
}

type Common<K extends Exclude<RouteKind, 'docCategory'> | 'notFound'> = {
  kind: K;
  path: string;
  /** The full `<title>` text. */
  documentTitle: string;
  title: string;
  description: string;
  noindex: boolean;
  /** Only on a page whose bodies use MDX components: the chunk of the MDX renderer and of each component that hydrates, by module (`@site/src/components/Chart`); the behaviours of markup-only ones (Tabs, Details). */
  mdx?: { renderer?: string; chunks?: Record<string, string>; behaviours?: string };
};

/** The version of the doc being read, as its page shows it; banner and badge only where the version has them. */
export interface DocVersionData {
  name: string;
  label: string;
  /** The unreleased or unmaintained banner, with where the latest version has this doc (else its main doc). */
  banner?: { kind: 'unreleased' | 'unmaintained'; latest: { name: string; label: string; to: string } };
  /** "Version: {label}" above the doc. */
  badge?: true;
}

export type HomePageData = Common<'home'> & { home: Omit<Home, 'latestPosts' | 'source'>; latestPosts: PostSummary[] };
export type DocPageData = Common<'doc'> & {
  doc: Omit<Doc, 'source' | 'words' | 'previous' | 'next'>;
  section: { id: string; label: string; path: string };
  version: DocVersionData;
  /** Only in a section with several versions: this doc's path in each version that has it, by version name, for the version dropdown. */
  alternates?: Record<string, string>;
  /** The section's whole sidebar. The page-data chunk leaves it out and names `sidebarUrl`, shared by every doc of the version. */
  sidebar: SidebarItem[];
  sidebarUrl?: string;
  /** The sidebar's categories leading to the page; false when the section shows no breadcrumbs. */
  breadcrumbs: Array<{ label: string; href?: string }> | false;
  previous?: NavLinkData;
  next?: NavLinkData;
  showToc: boolean;
};
export type BlogListPageData = Common<'blogList'> & { posts: PostSummary[]; pagination: PaginationData; sidebar: BlogSidebarData; showReadingTime: boolean };
export type BlogPostPageData = Common<'blogPost'> & {
  post: Omit<BlogPost, 'source' | 'authors' | 'tags' | 'excerptHtml'> & { authors: Author[]; tags: Tag[] };
  sidebar: BlogSidebarData;
  showReadingTime: boolean;
};
export type BlogTagsPageData = Common<'blogTags'> & { tags: Tag[]; sidebar: BlogSidebarData };
export type BlogTagPageData = Common<'blogTag'> & { tag: Tag; posts: PostSummary[]; pagination: PaginationData; sidebar: BlogSidebarData; showReadingTime: boolean };
export type BlogArchivePageData = Common<'blogArchive'> & { years: Array<{ year: string; posts: Array<{ title: string; permalink: string; date: string }> }> };
export type BlogAuthorsPageData = Common<'blogAuthors'> & { authors: Author[] };
export type BlogAuthorPageData = Common<'blogAuthor'> & { author: Author; posts: PostSummary[]; sidebar: BlogSidebarData; showReadingTime: boolean };
export type NotFoundPageData = Common<'notFound'>;
/** A page of the pages folder: a React page's body is its component; `customFields` are for its useDocusaurusContext(). */
export type SitePageData = Common<'page'> & {
  page: Pick<SitePage, 'type' | 'html' | 'toc' | 'wrapperClassName' | 'heading' | 'keywords' | 'image'>;
  showToc: boolean;
  customFields?: Record<string, JsonValue>;
};

export type PageData =
  | HomePageData
  | DocPageData
  | BlogListPageData
  | BlogPostPageData
  | BlogTagsPageData
  | BlogTagPageData
  | BlogArchivePageData
  | BlogAuthorsPageData
  | BlogAuthorPageData
  | NotFoundPageData
  | SitePageData;

export type PageKind = PageData['kind'];
export type PageDataOf<K extends PageKind> = Extract<PageData, { kind: K }>;

/** What the browser entry reads before hydrating: the site data and which page this is. */
export interface BootData {
  site: ClientSiteData;
  route: { kind: PageData['kind']; path: string };
  /** Script chunks of each page kind, so the router can prefetch a route's code with its data. */
  chunks: Partial<Record<PageData['kind'], string[]>>;
}
