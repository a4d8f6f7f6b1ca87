import { basename, join, relative, resolve, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { JsonValue } from './mdx/page-body.ts';
import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { MARKDOWN_FILE, type SiteFiles } from '../files/site-files.ts';
import { deferredAt } from '../files/deferred-sources.ts';
import { blogMarkdown, loadBlog, type BlogSource } from './blog.ts';
import { compileHere, type CompileMarkdown, type CompileOptions, type MarkdownResult, type MarkdownSource } from './compile-markdown.ts';
import { codeThemesOf } from '../config/code-themes.ts';
import type { CompiledFiles } from './compiled-files.ts';
import { sourceText } from './decode-source.ts';
import { loadSection, sectionMarkdown, type SectionSource } from './docs.ts';
import { normalizeSidebarsFile } from './sidebars-file.ts';
import { versionFolder } from '../config/load-versions.ts';
import type { SidebarsFile } from '../config/load-sidebars.ts';
import { CURRENT_VERSION, planVersions, type VersioningOptions, type VersionPlan } from '../config/version-plan.ts';
import type { LastUpdate } from '../files/git-history.ts';
import { homeFrontMatterSchema, type HomeFrontMatter } from './frontmatter-schemas.ts';
import type { CompiledMarkdown } from './markdown.ts';
import type { TocEntry } from './rehype-toc.ts';
import { importCandidates } from './mdx/import-candidates.ts';
import { placeholdersFrom } from './placeholders.ts';
import { validateFrontMatter } from './validate-frontmatter.ts';
import type { PageSource } from './pages/load-pages.ts';

type SectionConfig = NonNullable<SiteConfig['docs']>[number];
export type SectionSpec = Pick<SectionConfig, 'id' | 'path' | 'routeBasePath' | 'label'> &
  Partial<Pick<SectionConfig, 'editUrl' | 'showLastUpdateTime' | 'showLastUpdateAuthor' | 'sidebarCollapsible' | 'sidebarCollapsed' | 'breadcrumbs'>> &
  VersioningOptions;

/** One version of a docs section: what its metadata is, and its docs as loaded from its folder. */
export interface VersionSource {
  plan: VersionPlan;
  source: SectionSource;
}

export interface HomeSource {
  file: string;
  md: CompiledMarkdown;
  frontMatter: HomeFrontMatter;
}

/** The site's content, compiled and checked file by file: what the graph stage links together. */
export interface ContentSources {
  /** Each docs section with the versions the build includes, in Docusaurus' order (version-plan.ts). */
  sections: Array<{ spec: SectionSpec; versions: VersionSource[] }>;
  blog?: BlogSource;
  home?: HomeSource;
  /** The pages folder's pages (src/pages), loaded beside the content (cli/content/pages/), with the folder and the content hash of each of its other files. */
  pages?: { dir: string; hashes: ReadonlyMap<string, string>; pages: PageSource[] };
  /** Site paths of the static files, e.g. `/img/logo.svg`. */
  staticFiles: string[];
  /** The content hash of each file of the content folder that is not Markdown, by its path there. */
  hashes: ReadonlyMap<string, string>;
  /** Where a file of `hashes` is read from when not at its path (SiteFiles' `origins`). */
  origins?: ReadonlyMap<string, string>;
}

const HOME_FILE = 'index.md';

/** The table-of-contents levels the Markdown is compiled with. */
export const ALL_HEADINGS = { minHeadingLevel: 2, maxHeadingLevel: 6 };

/**
 * The content stage: the site's files → every docs section, the blog and the home page, their
 * Markdown compiled by `compile` all at once (on threads or not: the executor's choice).
 * `themeStrings`: the locale's admonition titles and copy button labels, by Docusaurus' id.
 */
export async function loadContent(
  config: ResolvedConfig,
  files: SiteFiles,
  compile: CompileMarkdown = compileHere,
  lastUpdates: Promise<ReadonlyMap<string, LastUpdate>> | ReadonlyMap<string, LastUpdate> = new Map(),
  themeStrings?: Readonly<Record<string, string>>,
): Promise<StageResult<ContentSources | undefined>> {
  if (!files.found) {
    return { value: undefined, diagnostics: [diagnostic('ContentDirNotFound', `The content folder ${config.contentDir} does not exist.`, { file: config.contentDir })] };
  }
  const { site } = config;
  const { specs, blogDir } = contentFolders(config, files);
  const hasHome = files.sources.has(HOME_FILE);
  const docMarkdown = specs.flatMap(({ versions }) => versions.flatMap(({ dir }) => sectionMarkdown(files, dir)));
  const markdown = [...docMarkdown, ...(blogDir === undefined ? [] : blogMarkdown(files, blogDir)), ...(hasHome ? [HOME_FILE] : [])];
  const compiled = await compileFiles(config, files, [...new Set(markdown)], compile, new Set(docMarkdown), themeStrings);

  const diagnostics: Diagnostic[] = [...files.diagnostics, ...unbuiltTopFiles(config, files)];
  const updates = await lastUpdates;
  const sections = specs.map(({ spec, versions }) => ({
    spec,
    versions: versions.map(({ plan, dir, sidebarsFile }): VersionSource => {
      const loaded = loadSection(spec.id, dir, files, compiled);
      diagnostics.push(...loaded.diagnostics);
      const source = loaded.value;
      if (sidebarsFile) {
        const sidebars = normalizeSidebarsFile(sidebarsFile.file, sidebarsFile.source, sidebarsFile.value);
        diagnostics.push(...sidebars.diagnostics);
        source.sidebars = sidebars.value;
      }
      for (const doc of source.docs) doc.lastUpdate = updates.get(doc.file);
      return { plan, source };
    }),
  }));
  for (const file of config.versions) {
    if (!specs.some(({ spec }) => spec.id === file.section)) {
      diagnostics.push(diagnostic('InvalidVersions', `${basename(file.file)} belongs to the docs section "${file.section}", which the site does not have.`, { file: file.file }, { severity: 'warning' }));
    }
  }
  let blog: BlogSource | undefined;
  if (blogDir !== undefined && files.folders.has(blogDir)) {
    const loaded = loadBlog(blogDir, files, compiled);
    diagnostics.push(...loaded.diagnostics);
    blog = loaded.value;
  }
  let home: HomeSource | undefined;
  const homeFile = join(config.contentDir, HOME_FILE);
  const loadedHome = hasHome ? compiled.get(HOME_FILE) : undefined;
  if (loadedHome) {
    diagnostics.push(...loadedHome.diagnostics);
    if (loadedHome.value) {
      const fm = validateFrontMatter(homeFrontMatterSchema, loadedHome.value.frontMatter, homeFile);
      diagnostics.push(...fm.diagnostics);
      if (fm.value) home = { file: homeFile, md: loadedHome.value, frontMatter: fm.value };
    }
  }
  return { value: { sections, blog, home, staticFiles: files.staticFiles.map((f) => `/${f}`), hashes: files.hashes, origins: files.origins }, diagnostics };
}

/**
 * Markdown at the top of the content folder, the home page aside, belongs to no docs section and
 * not to the blog: it would be left out without a word. Not where the content folder is the site's
 * own (Docusaurus' layout, whose README is no page); partials (`_note.md`) are imported, not built.
 */
function unbuiltTopFiles(config: ResolvedConfig, files: SiteFiles): Diagnostic[] {
  if (config.contentDir === config.root) return [];
  const unbuilt = files.paths.filter((path) => !path.includes('/') && MARKDOWN_FILE.test(path) && path !== HOME_FILE && !path.startsWith('_'));
  return unbuilt.map((path) => diagnostic('UnbuiltContentFile', `${path} is not built: at the top of the content folder, only ${HOME_FILE} (the home page) is.`, { file: join(config.contentDir, path) }));
}

/** Compiles the files in one call; a file that cannot be read gets its diagnostic here. */
async function compileFiles(config: ResolvedConfig, files: SiteFiles, paths: string[], compile: CompileMarkdown, docFiles: ReadonlySet<string>, themeStrings: Readonly<Record<string, string>> | undefined): Promise<CompiledFiles> {
  const results = new Map<string, MarkdownResult>();
  const sources: MarkdownSource[] = [];
  const compiledPaths: string[] = [];
  const { format } = config.site.markdown;
  for (const path of paths) {
    const file = join(config.contentDir, path);
    // A deferred source is read only if the compile needs its bytes: the executor knows its digest.
    const deferred = deferredAt(files.sources, path);
    const bytes = deferred ? undefined : files.sources.get(path);
    if (deferred || bytes instanceof Uint8Array) {
      const commonMark = path === HOME_FILE || format === 'md';
      const imports = commonMark ? [] : importCandidates(files, path, config.root).map((rel) => ({ file: join(config.contentDir, rel), bytes: files.sources.get(rel) as Uint8Array }));
      // Read again as the compile reaches it: the executor may have set the sources aside (a large build's memory).
      sources.push({ file, get bytes() { return files.sources.get(path) as Uint8Array; }, ...(deferred?.digest ? { digest: deferred.digest } : {}), ...(imports.length > 0 ? { imports } : {}), ...(path === HOME_FILE ? { commonMark } : {}) });
      compiledPaths.push(path);
    } else results.set(path, { diagnostics: sourceText(bytes, file).diagnostics });
  }
  // Every level: a doc may ask for its own range (toc_min_heading_level); the graph picks.
  const { title, tagline, url, baseUrl } = config.site;
  const customFields = JSON.parse(JSON.stringify(config.site.customFields)) as Record<string, JsonValue>;
  const compiled = await compile(sources, {
    ...ALL_HEADINGS,
    format,
    siteRoot: config.root,
    site: { title, tagline, url, baseUrl, customFields },
    magicComments: config.site.prism.magicComments,
    ...(config.mdxComponents && { providedComponents: config.mdxComponents }),
    placeholders: placeholdersFrom(config.site),
    ...(themeStrings && { themeStrings }),
    ...markdownExtensions(config),
  });
  // Docs pick their headings in the graph (toc_min_heading_level); posts and the home page list the site's.
  compiledPaths.forEach((path, i) => {
    const result = compiled[i];
    results.set(path, result.value && !docFiles.has(path) ? { ...result, value: { ...result.value, toc: siteToc(config, result.value.toc) } } : result);
  });
  return results;
}

/** The site's plugins and code themes, when it has any: a site without them compiles with the same options as before. */
function markdownExtensions(config: ResolvedConfig): Pick<CompileOptions, 'sitePlugins' | 'codeThemes'> {
  const { beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins, code } = config.site.markdown;
  const plugins = { beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins };
  const hasPlugins = Object.values(plugins).some((list) => list.length > 0);
  return { ...(hasPlugins && { sitePlugins: { plugins, module: config.bundle } }), ...(code?.themes && { codeThemes: codeThemesOf(config.site.markdown) }) };
}

/** The entries of a table of contents within the site's heading levels. */
function siteToc(config: ResolvedConfig, toc: TocEntry[]): TocEntry[] {
  const { minHeadingLevel, maxHeadingLevel } = config.site.tableOfContents;
  return toc.filter((entry) => entry.level >= minHeadingLevel && entry.level <= maxHeadingLevel);
}

/** The docs sections with their folders, and the blog's folder, relative to the content folder. */
export function contentFolders(config: ResolvedConfig, files: SiteFiles): { specs: Array<{ spec: SectionSpec; versions: VersionFolder[] }>; blogDir?: string } {
  const { site } = config;
  const specs = (site.docs ?? detectSections(config, files.folders)).map((spec) => ({ spec, versions: versionFolders(config, spec) }));
  return { specs, blogDir: site.blog === false ? undefined : contentRelative(config, site.blog.path) };
}

/** A folder named in the config, relative to the content folder as a posix path. */
function contentRelative(config: ResolvedConfig, path: string): string {
  return relative(config.contentDir, join(config.contentDir, path)).split(sep).join('/');
}

/**
 * The versions of a docs section to load: current from the section's folder, each released one
 * from its versioned docs folder (both relative to the content folder), with its sidebars file.
 */
export interface VersionFolder {
  plan: VersionPlan;
  dir: string;
  sidebarsFile?: SidebarsFile;
}

function versionFolders(config: ResolvedConfig, spec: SectionSpec): VersionFolder[] {
  const file = config.versions.find((found) => found.section === spec.id);
  return planVersions(spec, file?.names ?? []).flatMap((plan) => {
    if (plan.name === CURRENT_VERSION) return [{ plan, dir: contentRelative(config, spec.path ?? spec.id), sidebarsFile: config.sidebarFiles.find((f) => f.section === spec.id) }];
    // A version whose folder is missing was reported with the config.
    if (!file?.included.includes(plan.name)) return [];
    return [{ plan, dir: relative(config.contentDir, versionFolder(file.docsDir, plan.name)).split(sep).join('/'), sidebarsFile: file.sidebars.get(plan.name) }];
  });
}

/** Without `docs` in the config, every top-level content folder is a section (`folders` relative to the content folder). */
export function detectSections(config: ResolvedConfig, folders: Iterable<string>): SectionSpec[] {
  // The translations' folder is no section, in a site whose content folder is the site folder.
  const translations = relative(config.contentDir, resolve(config.root, config.site.i18n?.path ?? 'i18n')).split(sep).join('/');
  const reserved = new Set([config.site.blog === false ? '' : config.site.blog.path, config.site.staticDir, translations]);
  return [...folders]
    .filter((name) => !name.includes('/') && !reserved.has(name) && !/^[._]/.test(name) && /^[a-z0-9-]+$/.test(name))
    .sort()
    .map((id) => ({ id }));
}
