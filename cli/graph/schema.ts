import { z } from 'zod';
import { siteConfigSchema } from '../config/schema.ts';
import { i18nDataSchema, localeDataSchema } from '../config/i18n-schema.ts';
import { defaultItemSchema, htmlItemSchema, searchItemSchema } from '../config/navbar-schema.ts';
import type { BodyNode, JsonValue, MdxTree, PageBody } from '../content/mdx/page-body.ts';

export type { BodyNode, BodyProps, JsonValue, MdxTree, PageBody } from '../content/mdx/page-body.ts';

/**
 * The SiteGraph: the one contract between compiling and rendering. Plain JSON, printed by
 * `sitegen graph`, validated by this schema. The runtime imports only types from this file.
 */

export const tocEntrySchema = z.object({ id: z.string(), value: z.string(), level: z.number().int() });

/** What a sidebar item may carry from the sidebars file or front matter, only when set. */
const itemExtras = {
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
};

export const sidebarLinkSchema = z.object({
  type: z.literal('link'),
  label: z.string(),
  href: z.string(),
  docId: z.string().optional(),
  unlisted: z.boolean(),
  ...itemExtras,
});

/** Raw HTML in the sidebar (Docusaurus' `html` item). */
export const sidebarHtmlSchema = z.object({
  type: z.literal('html'),
  value: z.string(),
  /** Give it the padding of a sidebar link. */
  defaultStyle: z.boolean(),
  className: z.string().optional(),
});

export type SidebarLink = z.infer<typeof sidebarLinkSchema>;
export type SidebarHtml = z.infer<typeof sidebarHtmlSchema>;
export type SidebarCategory = {
  type: 'category';
  label: string;
  /** The category's page: its doc (docId) or its generated index (no docId). */
  href?: string;
  docId?: string;
  linkUnlisted: boolean;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
  className?: string;
  customProps?: Record<string, unknown>;
};
export type SidebarItem = SidebarLink | SidebarHtml | SidebarCategory;

export const sidebarCategorySchema: z.ZodType<SidebarCategory> = z.object({
  type: z.literal('category'),
  label: z.string(),
  href: z.string().optional(),
  docId: z.string().optional(),
  linkUnlisted: z.boolean(),
  collapsed: z.boolean(),
  collapsible: z.boolean(),
  get items() {
    return z.array(sidebarItemSchema);
  },
  ...itemExtras,
});
export const sidebarItemSchema: z.ZodType<SidebarItem> = z.union([sidebarLinkSchema, sidebarHtmlSchema, sidebarCategorySchema]);

const navLinkSchema = z.object({ label: z.string(), href: z.string() });

const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() => z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(jsonValueSchema), z.record(z.string(), jsonValueSchema)]));
const bodyPropsSchema = z.record(z.string(), jsonValueSchema);
const bodyNodeSchema: z.ZodType<BodyNode> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({ type: z.literal('html'), tag: z.string(), props: bodyPropsSchema, html: z.string() }),
    z.object({ type: z.literal('element'), tag: z.string(), props: bodyPropsSchema, children: z.array(bodyNodeSchema) }),
    z.object({ type: z.literal('component'), name: z.string(), props: bodyPropsSchema, children: z.array(bodyNodeSchema), at: z.object({ file: z.string(), line: z.number(), column: z.number() }).optional() }),
  ]),
);
const mdxTreeSchema: z.ZodType<MdxTree> = z.object({ type: z.literal('mdx'), nodes: z.array(bodyNodeSchema), components: z.array(z.string()) });
/** A page's body: HTML, or the tree of an MDX page with components (cli/content/mdx/page-body.ts). */
export const pageBodySchema: z.ZodType<PageBody> = z.union([z.string(), mdxTreeSchema]);

export const docSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  /** Source file, relative to the site root. */
  source: z.string(),
  sidebar: z.string().nullable(),
  sidebarLabel: z.string(),
  draft: z.boolean(),
  unlisted: z.boolean(),
  hideTableOfContents: z.boolean(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  html: pageBodySchema,
  toc: z.array(tocEntrySchema),
  words: z.number(),
  /** Front matter `hide_title`: the page shows no title heading of its own. */
  hideTitle: z.literal(true).optional(),
  /** "Edit this page": the config's `editUrl` plus the source path, or front matter `custom_edit_url`. */
  editUrl: z.string().optional(),
  /** When the doc last changed (ISO 8601), from front matter `last_update` or git history. */
  lastUpdatedAt: z.string().optional(),
  lastUpdatedBy: z.string().optional(),
  /** The previous and next pages: the doc's neighbours in its sidebar, or what `pagination_prev` / `pagination_next` name. */
  previous: navLinkSchema.optional(),
  next: navLinkSchema.optional(),
});

/** A category's generated index: a page of cards for the category's items. */
export const categoryIndexSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  sidebar: z.string(),
  previous: navLinkSchema.optional(),
  next: navLinkSchema.optional(),
  cards: z.array(
    z.object({
      kind: z.enum(['doc', 'category', 'link']),
      label: z.string(),
      href: z.string(),
      description: z.string().optional(),
    }),
  ),
});

export const versionSchema = z.object({
  name: z.string(),
  label: z.string(),
  path: z.string(),
  mainDocId: z.string(),
  /** The version at the section's base path, which readers land on (`lastVersion`). */
  isLast: z.boolean(),
  /** The banner its doc pages show: 'unreleased' (newer than the last version), 'unmaintained' (older) or 'none'. */
  banner: z.enum(['none', 'unreleased', 'unmaintained']),
  /** Whether its doc pages show the version's label. */
  badge: z.boolean(),
  /** Its pages carry robots noindex and stay out of the sitemap. */
  noIndex: z.boolean(),
  /** A class of the version's own (config `versions.<name>.className`). */
  className: z.string().optional(),
  docs: z.array(docSchema),
  draftIds: z.array(z.string()),
  sidebars: z.record(z.string(), z.array(sidebarItemSchema)),
  categoryIndexes: z.array(categoryIndexSchema),
});

export const docsSectionSchema = z.object({
  id: z.string(),
  label: z.string(),
  path: z.string(),
  /** False when the section's docs show no breadcrumbs (config `breadcrumbs`). */
  breadcrumbs: z.literal(false).optional(),
  /** Docusaurus' order: current first (when built), then versions.json's, newest first; `isLast` marks the one at `path`. */
  versions: z.array(versionSchema),
});

export const authorSchema = z.object({
  key: z.string(),
  name: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
  imageUrl: z.string().optional(),
  email: z.string().optional(),
  /** Route of the author's page, when it has one. */
  permalink: z.string().optional(),
  /** Profile links, in the order authors.yml lists them. */
  socials: z.array(z.object({ platform: z.string(), label: z.string(), url: z.string() })).optional(),
  postCount: z.number().int(),
});

export const tagSchema = z.object({
  key: z.string(),
  label: z.string(),
  permalink: z.string(),
  description: z.string().optional(),
  postCount: z.number().int(),
});

const postLinkSchema = z.object({ title: z.string(), permalink: z.string() });

export const blogPostSchema = z.object({
  id: z.string(),
  permalink: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601 date-time in UTC. */
  date: z.string(),
  source: z.string(),
  authors: z.array(z.string()),
  tags: z.array(z.string()),
  readingTimeMinutes: z.number(),
  html: pageBodySchema,
  excerptHtml: pageBodySchema,
  hasTruncateMarker: z.boolean(),
  toc: z.array(tocEntrySchema),
  draft: z.boolean(),
  unlisted: z.boolean(),
  hideTableOfContents: z.boolean(),
  image: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  /** "Edit this page": the blog's `editUrl` with the post's path, or front matter `custom_edit_url`. */
  editUrl: z.string().optional(),
  /** The newer post. */
  prev: postLinkSchema.optional(),
  /** The older post. */
  next: postLinkSchema.optional(),
});

export const blogSchema = z.object({
  title: z.string(),
  description: z.string(),
  path: z.string(),
  posts: z.array(blogPostSchema),
  authors: z.array(authorSchema),
  tags: z.array(tagSchema),
  archive: z.array(z.object({ year: z.string(), posts: z.array(z.string()) })),
  feeds: z.array(z.object({ type: z.enum(['rss', 'atom', 'json']), path: z.string() })),
  sidebar: z.object({ title: z.string(), groupByYear: z.boolean(), posts: z.array(z.string()) }),
});

export const homeSchema = z.object({
  title: z.string(),
  description: z.string(),
  source: z.string().optional(),
  hero: z.object({
    title: z.string(),
    tagline: z.string(),
    image: z.string().optional(),
    actions: z.array(z.object({ label: z.string(), to: z.string(), variant: z.enum(['primary', 'secondary']) })),
  }),
  sections: z.array(
    z.object({
      title: z.string(),
      intro: z.string().optional(),
      items: z.array(z.object({ title: z.string(), description: z.string(), to: z.string().optional() })),
    }),
  ),
  latestPosts: z.array(z.string()),
  html: z.string(),
});

/** A page of the site's pages folder (src/pages): a React page, whose body is its component, or a Markdown page. */
export const sitePageSchema = z.object({
  path: z.string(),
  /** Source file, relative to the site root. */
  source: z.string(),
  type: z.enum(['react', 'markdown']),
  /** A React page's title and description come from its `<Layout>` when the server renders it. */
  title: z.string(),
  description: z.string(),
  html: pageBodySchema,
  toc: z.array(tocEntrySchema),
  hideTableOfContents: z.boolean(),
  wrapperClassName: z.string().optional(),
  /** A Markdown page's leading `# heading`, which the pipeline takes out of the body: shown as its h1. */
  heading: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  unlisted: z.boolean(),
});

const positioned = { position: z.enum(['left', 'right']) };
const resolvedLink = {
  label: z.string(),
  to: z.string(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
  className: z.string().optional(),
};
/**
 * Where a doc, sidebar or version link goes in each version of a section that has several (its
 * `to` and `label` are the latest version's): the runtime follows the version being read, else
 * the reader's preferred one, as Docusaurus' navbar does.
 */
const byVersion = { byVersion: z.record(z.string(), z.object({ to: z.string(), label: z.string().optional() })).optional() };
const resolvedDocItem = z.object({ type: z.literal('doc'), docId: z.string(), section: z.string(), ...resolvedLink, ...byVersion });
const dropdownChild = z.discriminatedUnion('type', [
  defaultItemSchema.omit({ position: true }),
  htmlItemSchema.omit({ position: true }),
  resolvedDocItem,
]);
export type ResolvedDropdownChild = z.infer<typeof dropdownChild>;

/** Navbar items after the graph resolved doc references into links. */
export const resolvedNavbarItemSchema = z.discriminatedUnion('type', [
  defaultItemSchema,
  htmlItemSchema,
  searchItemSchema,
  resolvedDocItem.extend(positioned),
  z.object({ type: z.literal('docSidebar'), sidebarId: z.string(), section: z.string(), ...resolvedLink, ...byVersion, ...positioned }),
  z.object({ type: z.literal('docsVersion'), section: z.string(), ...resolvedLink, ...byVersion, ...positioned }),
  z.object({ type: z.literal('dropdown'), label: z.string(), to: z.string().optional(), className: z.string().optional(), items: z.array(dropdownChild), ...positioned }),
  z.object({
    type: z.literal('localeDropdown'),
    label: z.string().optional(),
    /** Every locale, with its `<html lang>` and the base URL it is built at. */
    locales: z.array(z.object({ code: z.string(), label: z.string(), htmlLang: z.string(), baseUrl: z.string() })),
    dropdownItemsBefore: z.array(dropdownChild),
    dropdownItemsAfter: z.array(dropdownChild),
    ...positioned,
  }),
  z.object({
    type: z.literal('docsVersionDropdown'),
    section: z.string(),
    /** Each listed version and its main doc. */
    versions: z.array(z.object({ name: z.string(), label: z.string(), to: z.string() })),
    /** The version shown when the reader is in none and prefers none. */
    lastVersion: z.object({ name: z.string(), label: z.string() }),
    dropdownItemsBefore: z.array(dropdownChild),
    dropdownItemsAfter: z.array(dropdownChild),
    ...positioned,
  }),
]);
export type ResolvedNavbarItem = z.infer<typeof resolvedNavbarItemSchema>;

const routeBase = { path: z.string(), title: z.string(), description: z.string(), noindex: z.boolean() };

export const routeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home'), ...routeBase }),
  z.object({ kind: z.literal('doc'), section: z.string(), version: z.string(), docId: z.string(), ...routeBase }),
  /** A category's generated index, shown by the doc page. */
  z.object({ kind: z.literal('docCategory'), section: z.string(), version: z.string(), ...routeBase }),
  z.object({ kind: z.literal('blogList'), page: z.number().int(), totalPages: z.number().int(), posts: z.array(z.string()), ...routeBase }),
  z.object({ kind: z.literal('blogPost'), postId: z.string(), ...routeBase }),
  z.object({ kind: z.literal('blogTags'), ...routeBase }),
  z.object({ kind: z.literal('blogTag'), tag: z.string(), page: z.number().int(), totalPages: z.number().int(), posts: z.array(z.string()), ...routeBase }),
  z.object({ kind: z.literal('blogArchive'), ...routeBase }),
  z.object({ kind: z.literal('blogAuthors'), ...routeBase }),
  z.object({ kind: z.literal('blogAuthor'), author: z.string(), posts: z.array(z.string()), ...routeBase }),
  z.object({ kind: z.literal('page'), ...routeBase }),
]);
export type Route = z.infer<typeof routeSchema>;
export type RouteKind = Route['kind'];

/** The config the pages get: without the folders, the sections (the graph has them) and what only the build reads. */
export const siteDataSchema = siteConfigSchema.omit({
  customFields: true,
  contentDir: true,
  staticDir: true,
  outDir: true,
  docs: true,
  markdown: true,
  prism: true,
  onBrokenLinks: true,
  onBrokenAnchors: true,
  onBrokenMarkdownLinks: true,
  theme: true,
  i18n: true,
}).extend({
  /** The locale being built. */
  locale: localeDataSchema,
  /** Every locale of the site. */
  i18n: i18nDataSchema,
});

export const siteGraphSchema = z.object({
  /** Bumped when the JSON shape changes incompatibly. */
  schemaVersion: z.literal(1),
  mode: z.enum(['production', 'development']),
  site: siteDataSchema,
  navbar: z.array(resolvedNavbarItemSchema),
  home: homeSchema,
  docs: z.array(docsSectionSchema),
  blog: blogSchema.nullable(),
  /** The pages folder's pages. */
  pages: z.array(sitePageSchema),
  /** The config's `customFields` as JSON, only for a site with React pages: their `useDocusaurusContext()` reads them in the browser. */
  customFields: z.record(z.string(), jsonValueSchema).optional(),
  /** The strings of the locale being built that differ from English, by Docusaurus id: built-in translations and i18n/<locale>/code.json. */
  translations: z.record(z.string(), z.string()).optional(),
  routes: z.array(routeSchema),
});

export type SiteGraph = z.infer<typeof siteGraphSchema>;
export type SiteData = z.infer<typeof siteDataSchema>;
export type DocsSection = z.infer<typeof docsSectionSchema>;
export type DocsVersion = z.infer<typeof versionSchema>;
export type Doc = z.infer<typeof docSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type Blog = z.infer<typeof blogSchema>;
export type Author = z.infer<typeof authorSchema>;
export type Tag = z.infer<typeof tagSchema>;
export type Home = z.infer<typeof homeSchema>;
export type SitePage = z.infer<typeof sitePageSchema>;
export type TocEntry = z.infer<typeof tocEntrySchema>;
export type CategoryIndex = z.infer<typeof categoryIndexSchema>;
export type DocCard = CategoryIndex['cards'][number];
