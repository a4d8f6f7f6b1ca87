import { z } from 'zod';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatPath } from './issues.ts';

/** What Docusaurus hands an `editUrl` function for each doc, and so does sitegen. */
export interface EditUrlParams {
  /** The doc's version: `current` for the section's own folder. */
  version: string;
  /** The version's folder, from the site folder: `content/docs`, `versioned_docs/version-1.0`. */
  versionDocsDirPath: string;
  /** The doc's file, from the version's folder: `guides/install.md`. */
  docPath: string;
  /** The doc's route. */
  permalink: string;
  /** The locale being built. */
  locale: string;
}

/** Docusaurus' `editUrl` as a function: the doc's "Edit this page" link, or undefined for none. */
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;

/** What Docusaurus hands the blog's `editUrl` function for each post, and so does sitegen. */
export interface BlogEditUrlParams {
  /** The blog's folder, from the site folder: `content/blog`. */
  blogDirPath: string;
  /** The post's file, from the blog's folder: `2025-01-10-hello.md`. */
  blogPath: string;
  /** The post's route. */
  permalink: string;
  /** The locale being built. */
  locale: string;
}

/** The blog's `editUrl` as a function: the post's "Edit this page" link, or undefined for none. */
export type BlogEditUrlFunction = (params: BlogEditUrlParams) => string | undefined;

/** `editUrl`: a base URL the file's path from the site folder is appended to, or a function of the page. */
const editUrlSchema = <F>() => z.union([z.string(), z.custom<F>((value) => typeof value === 'function', { error: 'expected a URL or a function returning one' })]).optional();

const SWIZZLE = 'swizzle the component instead (`sitegen swizzle`).';
const INCLUDE = "sitegen builds every .md and .mdx file of the folder; leave a file out by starting its name, or its folder's, with `_`.";
const REMARK = 'move them to `markdown.remarkPlugins`, where they apply to every page.';
const REHYPE = 'move them to `markdown.rehypePlugins`, where they apply to every page.';
const DOC_TAGS = 'sitegen does not make tag pages for docs; tags in front matter are left aside.';

/**
 * Options of Docusaurus' docs plugin, blog plugin and blog feeds that sitegen does not follow,
 * each with what to do instead: a config copied from Docusaurus builds, and says what it leaves
 * out (IgnoredDocusaurusOption).
 */
export const IGNORED_OPTIONS = {
  docs: {
    include: INCLUDE,
    exclude: INCLUDE,
    editCurrentVersion: "the edit link goes to each version's own file; an `editUrl` function can send it elsewhere.",
    editLocalizedFiles: "the edit link goes to the default locale's file; an `editUrl` function can send it elsewhere.",
    disableVersioning: "build the current version alone with `onlyIncludeVersions: ['current']` and `lastVersion: 'current'`.",
    sidebarItemsGenerator: 'write the sidebar in a sidebars file (`sidebarPath`), or order it with `sidebar_position` and `_category_.json`.',
    numberPrefixParser: 'sitegen takes number prefixes off as Docusaurus does by default; rename files whose prefix must stay.',
    tagsBasePath: DOC_TAGS,
    tags: DOC_TAGS,
    onInlineTags: DOC_TAGS,
    remarkPlugins: REMARK,
    rehypePlugins: REHYPE,
    beforeDefaultRemarkPlugins: REMARK,
    beforeDefaultRehypePlugins: REHYPE,
    recmaPlugins: 'sitegen reads MDX at build time and runs no recma plugin.',
    admonitions: 'set admonitions in the `markdown` options, for every page.',
    docsRootComponent: SWIZZLE,
    docVersionRootComponent: SWIZZLE,
    docRootComponent: SWIZZLE,
    docItemComponent: SWIZZLE,
    docTagsListComponent: SWIZZLE,
    docTagDocListComponent: SWIZZLE,
    docCategoryGeneratedIndexComponent: SWIZZLE,
  },
  blog: {
    editLocalizedFiles: "the edit link goes to the default locale's file; an `editUrl` function can send it elsewhere.",
    include: INCLUDE,
    exclude: INCLUDE,
    tagsBasePath: 'tag pages are at `<routeBasePath>/tags`.',
    archiveBasePath: 'the archive is at `<routeBasePath>/archive`.',
    pageBasePath: 'list pages are at `<routeBasePath>/page/<n>`.',
    authorsBasePath: 'author pages are at `<routeBasePath>/authors`.',
    authorsMapPath: 'keep the authors in `authors.yml` in the blog folder.',
    tags: 'keep the tags in `tags.yml` in the blog folder.',
    truncateMarker: 'mark the end of an excerpt with `<!-- truncate -->` or `{/* truncate */}`.',
    readingTime: 'sitegen counts reading time itself; turn it off with `showReadingTime: false`.',
    sortPosts: 'posts are listed newest first.',
    processBlogPosts: 'sitegen builds every post it finds; leave one out with `draft: true` or a name starting with `_`.',
    onInlineAuthors: 'inline authors are taken without a word; keep them in `authors.yml` to share them between posts.',
    onUntruncatedBlogPosts: 'a post without `<!-- truncate -->` is shown whole in lists, without a word.',
    showLastUpdateTime: 'posts show no last update.',
    showLastUpdateAuthor: 'posts show no last update.',
    remarkPlugins: REMARK,
    rehypePlugins: REHYPE,
    beforeDefaultRemarkPlugins: REMARK,
    beforeDefaultRehypePlugins: REHYPE,
    recmaPlugins: 'sitegen reads MDX at build time and runs no recma plugin.',
    blogListComponent: SWIZZLE,
    blogPostComponent: SWIZZLE,
    blogTagsListComponent: SWIZZLE,
    blogTagsPostsComponent: SWIZZLE,
    blogArchiveComponent: SWIZZLE,
    blogAuthorsListComponent: SWIZZLE,
    blogAuthorsPostsComponent: SWIZZLE,
  },
  feeds: {
    title: "feeds are titled with the blog's title (`blogTitle`).",
    description: "feeds are described with the blog's description (`blogDescription`).",
    language: "feeds are in the site's locale.",
    xslt: 'feeds are written without XSLT stylesheets.',
    createFeedItems: 'feeds list the latest posts (`limit`), whole with `fullContent: true`.',
  },
} as const satisfies Record<string, Record<string, string>>;

type Owner = keyof typeof IGNORED_OPTIONS;
type IgnoredKey<O extends Owner> = keyof (typeof IGNORED_OPTIONS)[O];

/** The schemas of those options in the config's schema (ignoredShape()). */
const ignoredSchemas = new WeakSet<z.core.$ZodType>();

/** Whether a key's schema is that of one of those options. */
export const isIgnoredSchema = (schema: z.core.$ZodType) => ignoredSchemas.has(schema);

/** `object` without the owner's ignored options: what the pages get of the config has none. */
export function withoutIgnored<T extends object>(owner: Owner, object: T): T {
  const ignored: Readonly<Record<string, string>> = IGNORED_OPTIONS[owner];
  return Object.fromEntries(Object.entries(object).filter(([key]) => !Object.hasOwn(ignored, key))) as T;
}

/** An owner's ignored options as keys of a zod shape, each taken as anything, for a warning (ignoredOptions()). */
export function ignoredShape<O extends Owner>(owner: O): Record<IgnoredKey<O>, z.ZodOptional<z.ZodUnknown>> {
  const taken = () => {
    const schema = z.unknown().optional();
    ignoredSchemas.add(schema);
    return schema;
  };
  return Object.fromEntries(Object.keys(IGNORED_OPTIONS[owner]).map((key) => [key, taken()])) as Record<IgnoredKey<O>, z.ZodOptional<z.ZodUnknown>>;
}

/** The keys of a docs section that are Docusaurus' docs plugin's options, as Docusaurus 3 documents them. */
export const docusaurusDocsShape = {
  /**
   * Base URL of the docs' sources for the "Edit this page" link: the doc's path from the site
   * folder is appended. A function gets the doc (EditUrlParams) and returns its link, or undefined for none.
   */
  editUrl: editUrlSchema<EditUrlFunction>(),
  /** Whether sidebar categories can be collapsed, unless a category says. @default true */
  sidebarCollapsible: z.boolean().optional(),
  /** Whether sidebar categories start collapsed, unless a category says (never when they cannot collapse). @default true */
  sidebarCollapsed: z.boolean().optional(),
  /** Show breadcrumbs above each doc. @default true */
  breadcrumbs: z.boolean().optional(),
  ...ignoredShape('docs'),
};

/** The keys of the blog that are Docusaurus' blog plugin's options, as Docusaurus 3 documents them. */
export const docusaurusBlogShape = {
  /**
   * Base URL of the posts' sources for their "Edit this page" link: the post's path from the site
   * folder is appended. A function gets the post (BlogEditUrlParams) and returns its link, or undefined for none.
   */
  editUrl: editUrlSchema<BlogEditUrlFunction>(),
  ...ignoredShape('blog'),
};

/** The config's objects whose ignored options are looked for, with their paths. */
function optionOwners(site: { docs?: ReadonlyArray<object>; blog?: false | { feedOptions?: object } }): Array<[Owner, PropertyKey[], object]> {
  const found: Array<[Owner, PropertyKey[], object]> = (site.docs ?? []).map((spec, i) => ['docs', ['docs', i], spec]);
  if (site.blog) {
    found.push(['blog', ['blog'], site.blog]);
    if (site.blog.feedOptions) found.push(['feeds', ['blog', 'feedOptions'], site.blog.feedOptions]);
  }
  return found;
}

const OWNER_NAMES: Record<Owner, string> = { docs: "Docusaurus' docs option", blog: "Docusaurus' blog option", feeds: "Docusaurus' feed option" };

/** A warning for each Docusaurus option the config sets that sitegen leaves aside, with the key's path, for its line. */
export function ignoredOptions(site: Parameters<typeof optionOwners>[0]): Array<[found: Diagnostic, path: PropertyKey[]]> {
  return optionOwners(site).flatMap(([owner, at, object]) => {
    const ignored: Readonly<Record<string, string>> = IGNORED_OPTIONS[owner];
    return Object.entries(object)
      .filter(([key, value]) => Object.hasOwn(ignored, key) && value !== undefined)
      .map(([key]): [Diagnostic, PropertyKey[]] => {
        const path = [...at, key];
        return [diagnostic('IgnoredDocusaurusOption', `${formatPath(path)}: ${OWNER_NAMES[owner]} \`${key}\` is not supported and is ignored.`, {}, { hint: `Remove it: ${ignored[key]}` }), path];
      });
  });
}
