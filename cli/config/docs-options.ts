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

const editUrlFunction = z.custom<EditUrlFunction>((value) => typeof value === 'function', { error: 'expected a URL or a function returning one' });

/**
 * Options of Docusaurus' docs plugin that sitegen does not follow, each with what to do instead:
 * a config copied from Docusaurus builds, and says what it leaves out (IgnoredDocsOption).
 */
export const IGNORED_DOCS_OPTIONS = {
  include: 'sitegen builds every .md and .mdx file of the section; leave a file out by starting its name, or its folder\'s, with `_`.',
  exclude: 'sitegen builds every .md and .mdx file of the section; leave a file out by starting its name, or its folder\'s, with `_`.',
  editCurrentVersion: "the edit link goes to each version's own file; an `editUrl` function can send it elsewhere.",
  editLocalizedFiles: "the edit link goes to the default locale's file; an `editUrl` function can send it elsewhere.",
  disableVersioning: "build the current version alone with `onlyIncludeVersions: ['current']` and `lastVersion: 'current'`.",
  sidebarItemsGenerator: 'write the sidebar in a sidebars file (`sidebarPath`), or order it with `sidebar_position` and `_category_.json`.',
  numberPrefixParser: 'sitegen takes number prefixes off as Docusaurus does by default; rename files whose prefix must stay.',
  tagsBasePath: 'sitegen does not make tag pages for docs; tags in front matter are left aside.',
  tags: 'sitegen does not make tag pages for docs; tags in front matter are left aside.',
  onInlineTags: 'sitegen does not make tag pages for docs; tags in front matter are left aside.',
  remarkPlugins: 'move them to `markdown.remarkPlugins`, where they apply to every page.',
  rehypePlugins: 'move them to `markdown.rehypePlugins`, where they apply to every page.',
  beforeDefaultRemarkPlugins: 'move them to `markdown.remarkPlugins`, where they apply to every page.',
  beforeDefaultRehypePlugins: 'move them to `markdown.rehypePlugins`, where they apply to every page.',
  recmaPlugins: 'sitegen reads MDX at build time and runs no recma plugin.',
  admonitions: 'set admonitions in the `markdown` options, for every page.',
  docsRootComponent: 'swizzle the component instead (`sitegen swizzle`).',
  docVersionRootComponent: 'swizzle the component instead (`sitegen swizzle`).',
  docRootComponent: 'swizzle the component instead (`sitegen swizzle`).',
  docItemComponent: 'swizzle the component instead (`sitegen swizzle`).',
  docTagsListComponent: 'swizzle the component instead (`sitegen swizzle`).',
  docTagDocListComponent: 'swizzle the component instead (`sitegen swizzle`).',
  docCategoryGeneratedIndexComponent: 'swizzle the component instead (`sitegen swizzle`).',
} as const satisfies Record<string, string>;

type IgnoredDocsOption = keyof typeof IGNORED_DOCS_OPTIONS;
/** Whether a key is one of those options (IGNORED_DOCS_OPTIONS). */
export const isIgnoredDocsOption = (key: string): key is IgnoredDocsOption => Object.hasOwn(IGNORED_DOCS_OPTIONS, key);
/** Each taken as anything, for a warning (ignoredDocsOptions()). */
const ignoredShape = Object.fromEntries(Object.keys(IGNORED_DOCS_OPTIONS).map((key) => [key, z.unknown().optional()])) as Record<IgnoredDocsOption, z.ZodOptional<z.ZodUnknown>>;

/** The keys of a docs section that are Docusaurus' docs plugin's options, as Docusaurus 3 documents them. */
export const docusaurusDocsShape = {
  /**
   * Base URL of the docs' sources for the "Edit this page" link: the doc's path from the site
   * folder is appended. A function gets the doc (EditUrlParams) and returns its link, or undefined for none.
   */
  editUrl: z.union([z.string(), editUrlFunction]).optional(),
  /** Whether sidebar categories can be collapsed, unless a category says. @default true */
  sidebarCollapsible: z.boolean().optional(),
  /** Whether sidebar categories start collapsed, unless a category says (never when they cannot collapse). @default true */
  sidebarCollapsed: z.boolean().optional(),
  /** Show breadcrumbs above each doc. @default true */
  breadcrumbs: z.boolean().optional(),
  ...ignoredShape,
};

/** A warning for each Docusaurus docs option a section sets that sitegen leaves aside, with the key's path, for its line. */
export function ignoredDocsOptions(docs: ReadonlyArray<Record<string, unknown>> | undefined): Array<[found: Diagnostic, path: PropertyKey[]]> {
  return (docs ?? []).flatMap((spec, i) =>
    Object.keys(spec)
      .filter(isIgnoredDocsOption)
      .filter((key) => spec[key] !== undefined)
      .map((key): [Diagnostic, PropertyKey[]] => {
        const path = ['docs', i, key];
        return [diagnostic('IgnoredDocsOption', `${formatPath(path)}: Docusaurus' docs option \`${key}\` is not supported and is ignored.`, {}, { hint: `Remove it: ${IGNORED_DOCS_OPTIONS[key]}` }), path];
      }),
  );
}
