import { join, resolve } from 'node:path';
import { loadConfig, type ResolvedConfig } from './config/load.ts';
import type { GraphResult, Mode } from './graph/build-graph.ts';
import { Executor } from './exec/executor.ts';
import { placeholdersFrom } from './content/placeholders.ts';
import { codeThemesOf } from './config/code-themes.ts';
import { hasErrors, InternalError, SitegenError, type Diagnostic, type StageResult } from './diagnostics/diagnostic.ts';
import { zodIssuesToDiagnostics } from './config/issues.ts';
import { readSiteFiles } from './files/read-site-files.ts';
import { MARKDOWN_FILE, type SiteFiles } from './files/site-files.ts';
import type { WriteSummary } from './emit/write-site.ts';
import type { LastUpdate } from './files/git-history.ts';
import type { MdxBundleOptions } from './bundle/mdx-bundle.ts';
import type { SiteGraph } from './graph/schema.ts';
import { mdxUsage } from './graph/mdx-usage.ts';
import { findThemeOverrides, type ThemeOverrides } from './bundle/theme/overrides.ts';
import { pageModule } from './graph/pages.ts';
import { readPageFiles, type PageFolderFiles } from './files/read-page-files.ts';
import { loadPages, pagesToCompile } from './content/pages/load-pages.ts';
import { readSiteTranslations } from './translations/site-translations.ts';
import type { CompileMarkdown, MarkdownResult } from './content/compile-markdown.ts';

export interface LoadOptions {
  root?: string;
  mode?: Mode;
  /** Runs the heavy work; `watch` keeps one for every rebuild. By default each call has its own. */
  executor?: Executor;
  /** Output folder, overriding `outDir` of the config. */
  outDir?: string;
  /** Markdown worker threads when no `executor` is given (see ExecutorOptions.threads). */
  threads?: number;
  /** The config as loaded before, when site.config.ts has not changed since (watch), or made in memory (tests). */
  config?: StageResult<ResolvedConfig | undefined>;
  /** The site's files, instead of reading the content folder: watch's updated snapshot, or a site held in memory. */
  files?: SiteFiles;
  /** The pages folder's files, instead of reading src/pages (watch's snapshot). */
  pageFiles?: PageFolderFiles;
}

export interface LoadedSite {
  config?: ResolvedConfig;
  result?: GraphResult;
  /** The site's files the graph was made from. */
  files?: SiteFiles;
  diagnostics: Diagnostic[];
  ok: boolean;
}

/** Config → files → content → graph, without writing anything. Commands and tests both call this. */
export async function loadGraph(options: LoadOptions = {}): Promise<LoadedSite> {
  const executor = options.executor ?? newExecutor(options);
  // An executor of our own lives for this one graph: its threads stop as soon as the content is compiled.
  return compileGraph(options, executor).finally(() => (options.executor ? undefined : executor.close()));
}

/** The executor of a command, its cache in the site's .sitegen folder; `watch` keeps results between rebuilds. */
export function newExecutor(options: Pick<LoadOptions, 'root' | 'threads'>, keepResults = false): Executor {
  return new Executor({ threads: options.threads, cacheDir: join(resolve(options.root ?? '.'), '.sitegen', 'cache'), keepResults });
}

async function compileGraph(options: LoadOptions, executor: Executor): Promise<LoadedSite> {
  const root = resolve(options.root ?? '.');
  const config = options.config ?? (await loadConfig(root));
  if (!config.value) return { diagnostics: config.diagnostics, ok: false };
  if (options.outDir) config.value.outDir = resolve(options.outDir);
  const files = options.files ?? (await readSiteFiles(config.value.contentDir, config.value.staticDir, executor.cache));
  executor.prepareMarkdown(markdownBytes(files), placeholdersFrom(config.value.site), codeThemesOf(config.value.site.markdown));
  // Loaded only now: `build` has started esbuild on the client bundle, which needs only the config.
  const [{ loadContent }, { buildGraph }] = await Promise.all([import('./content/load-content.ts'), import('./graph/build-graph.ts')]);
  const mode = options.mode ?? 'production';
  const pageFolder = options.pageFiles ?? (await readPageFiles(root, executor.cache));
  const { compile, pages } = withPages(config.value, pageFolder, executor.compileMarkdown);
  const content = await loadContent(config.value, files, compile, lastUpdates(config.value, mode));
  const diagnostics = [...config.diagnostics, ...content.diagnostics];
  if (!content.value) return { config: config.value, diagnostics, ok: false };
  const loadedPages = pages();
  diagnostics.push(...loadedPages.diagnostics);
  content.value.pages = { dir: pageFolder.dir, hashes: pageFolder.hashes, pages: loadedPages.value };
  const graph = buildGraph(config.value, content.value, mode);
  diagnostics.push(...graph.diagnostics);
  const translations = readSiteTranslations(root, config.value.site.locale.code);
  diagnostics.push(...translations.diagnostics);
  if (graph.value && Object.keys(translations.value).length > 0) graph.value.graph.translations = translations.value;
  return { config: config.value, result: graph.value, files, diagnostics, ok: !hasErrors(diagnostics) };
}

/**
 * The content's compile, which compiles the pages folder's Markdown in the same call (the
 * executor keeps the results of one call between watch's rebuilds); `pages()` then gives the pages.
 */
function withPages(config: ResolvedConfig, folder: PageFolderFiles, compileMarkdown: CompileMarkdown) {
  const planned = pagesToCompile(folder);
  let results: MarkdownResult[] = [];
  const compile: CompileMarkdown = async (sources, options) => {
    const all = await compileMarkdown([...sources, ...planned.sources], options);
    results = all.slice(sources.length);
    return all.slice(0, sources.length);
  };
  return { compile, pages: () => loadPages(config, folder, planned, results) };
}

/**
 * When each doc last changed, for the sections that show it: one `git log` per section, running
 * while the Markdown compiles. Production builds only: `watch` would pay it on every save.
 */
async function lastUpdates(config: ResolvedConfig, mode: Mode): Promise<Map<string, LastUpdate>> {
  const sections = (config.site.docs ?? []).filter((spec) => spec.showLastUpdateTime || spec.showLastUpdateAuthor);
  if (mode !== 'production' || sections.length === 0) return new Map();
  const { readLastUpdates } = await import('./files/git-history.ts');
  const maps = await Promise.all(sections.map((spec) => readLastUpdates(resolve(config.contentDir, spec.path ?? spec.id))));
  return new Map(maps.flatMap((map) => [...map]));
}

/** The bytes of the Markdown files: what the executor sizes its threads by and reads ahead. */
function markdownBytes(files: SiteFiles): Uint8Array[] {
  const bytes: Uint8Array[] = [];
  for (const [path, source] of files.sources) if (MARKDOWN_FILE.test(path) && source instanceof Uint8Array) bytes.push(source);
  return bytes;
}

/** `sitegen validate`: the graph, checked against its own schema as well as for content errors. */
export async function validate(options: LoadOptions = {}): Promise<LoadedSite> {
  const loaded = await loadGraph(options);
  if (loaded.result) {
    const { siteGraphSchema } = await import('./graph/schema.ts');
    const parsed = siteGraphSchema.safeParse(loaded.result.graph);
    if (!parsed.success) {
      loaded.diagnostics.push(...zodIssuesToDiagnostics(parsed.error.issues, loaded.result.graph, 'site graph').map((d) => ({ ...d, code: 'InternalError' as const })));
      loaded.ok = false;
    }
  }
  return loaded;
}

export interface BuildResult extends LoadedSite {
  summary?: WriteSummary;
}

/** `sitegen build`: the graph, then every route rendered and dist/ swapped in, or nothing written at all. */
export async function build(options: LoadOptions = {}): Promise<BuildResult> {
  const executor = options.executor ?? newExecutor(options);
  const config = options.config ?? (await loadConfig(resolve(options.root ?? '.')));
  const site = config.value?.site;
  // esbuild bundles the client (for the navbar the config has) in its own process while the
  // content compiles in this one; React and the renderer load meanwhile (validate and graph never
  // pay for them).
  const theme = config.value && { siteRoot: config.value.root, overrides: findThemeOverrides(config.value.root) };
  const bundleFor = (mdx?: MdxBundleOptions, sitePages?: boolean) =>
    Promise.all([import('./bundle/bundle-client.ts'), import('./bundle/site-styles.ts')]).then(([m, { siteStyles }]) =>
      m.bundleClient({ navbarItems: site!.navbar.items, cache: executor.cache, mdx, sitePages, theme, styles: siteStyles(config.value!) }),
    );
  const bundle = site && bundleFor();
  // A site with swizzled components renders with a renderer of its own, bundled meanwhile.
  const renderer = theme && theme.overrides.size > 0 ? swizzledRenderer(theme.siteRoot, theme.overrides, executor) : undefined;
  renderer?.catch(() => {});
  const stages = site && Promise.all([import('./render/render-site.ts'), import('./emit/write-site.ts')]);
  bundle?.catch(() => {});
  stages?.catch(() => {});
  const loaded = await loadGraph({ ...options, config, executor });
  if (!options.executor) await executor.close();
  if (!loaded.ok || !loaded.config || !loaded.result || !bundle || !stages) return loaded;
  const { graph, contentFiles } = loaded.result;
  const { outDir, staticDir } = loaded.config;
  try {
    // Content with MDX components is bundled again with them: the bundle started before the
    // content was known could not have them.
    const mdx = mdxBundleOptions(graph, loaded.config.root);
    const sitePages = graph.pages.length > 0;
    const [[{ renderSite }, { writeSite }], assets, render] = await Promise.all([stages, mdx || sitePages ? bundle.then(() => bundleFor(mdx, sitePages)) : bundle, renderer]);
    const searchIndexer = executor.searchIndexer(graph);
    const { pageMarkdown } = await import('./content/page-markdown.ts');
    const summary = await writeSite({
      outDir,
      staticDir,
      contentFiles,
      assets: assets.assets,
      files: renderSite(graph, assets, { searchFiles: !searchIndexer, root: loaded.config.root, render: render?.render, pageRuntime: render?.pageRuntime, markdown: loaded.files && pageMarkdown(loaded.config, loaded.files) }),
      sideWriter: searchIndexer,
    });
    return { ...loaded, summary };
  } catch (error) {
    throw await buildFailure(error);
  }
}

async function swizzledRenderer(siteRoot: string, overrides: ThemeOverrides, executor: Executor) {
  const [{ loadSwizzledRenderer }, { runtimeDir }] = await Promise.all([import('./bundle/theme/server-renderer.ts'), import('./bundle/bundle-client.ts')]);
  return loadSwizzledRenderer({ runtime: runtimeDir(), siteRoot, overrides, cache: executor.cache });
}

/** The MDX components a graph uses, for the bundle; undefined when it uses none. */
function mdxBundleOptions(graph: SiteGraph, siteRoot: string): MdxBundleOptions | undefined {
  const { components, usedBy } = mdxUsage(graph);
  const pages = graph.pages.filter((page) => page.type === 'react').map((page) => pageModule(page.source));
  return components.length > 0 ? { components, siteRoot, usedBy: new Map([...usedBy].map(([name, source]) => [name, join(siteRoot, source)])), ...(pages.length > 0 && { pages }) } : undefined;
}

/** A failure after the graph: the user's to fix when writing failed on their side, else a bug in sitegen. */
async function buildFailure(error: unknown): Promise<Error> {
  if (error instanceof SitegenError || error instanceof InternalError) return error;
  const { writeFailure } = await import('./emit/write-errors.ts');
  return writeFailure(error) ?? new InternalError(error instanceof Error ? error.message : String(error), { cause: error });
}
