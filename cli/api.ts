import { dirname, join, resolve } from 'node:path';
import { loadConfig, type ResolvedConfig } from './config/load.ts';
import type { GraphResult, Mode } from './graph/build-graph.ts';
import { Executor } from './exec/executor.ts';
import { checkBuild, recordBuild, type BuildScope } from './exec/up-to-date.ts';
import { placeholdersFrom } from './content/placeholders.ts';
import { codeThemesOf } from './config/code-themes.ts';
import { diagnostic, hasErrors, InternalError, SitegenError, type Diagnostic, type StageResult } from './diagnostics/diagnostic.ts';
import { zodIssuesToDiagnostics } from './config/issues.ts';
import { readSiteFiles } from './files/read-site-files.ts';
import { versionedFolders } from './config/load-versions.ts';
import { sourceEntries } from './files/deferred-sources.ts';
import { MARKDOWN_FILE, type SiteFiles } from './files/site-files.ts';
import type { WriteSummary } from './emit/write-site.ts';
import type { PlacedOutput } from './emit/output-dir.ts';
import type { LastUpdate } from './files/git-history.ts';
import type { MdxBundleOptions } from './bundle/mdx-bundle.ts';
import type { SiteGraph } from './graph/schema.ts';
import { mdxUsage } from './graph/mdx-usage.ts';
import { findThemeOverrides, type ThemeOverrides } from './bundle/theme/overrides.ts';
import { pageModule } from './graph/pages.ts';
import { readPageFiles, type PageFolderFiles } from './files/read-page-files.ts';
import { loadPages, pagesToCompile } from './content/pages/load-pages.ts';
import { readSiteTranslations } from './translations/site-translations.ts';
import { contentStrings } from './translations/build-strings.ts';
import { stopEsbuild } from './bundle/stop-esbuild.ts';
import type { CompileMarkdown, MarkdownResult } from './content/compile-markdown.ts';
import type { LocaleSite } from './content/locale-site.ts';
import { serving } from './exec/server/serving.ts';

export interface LoadOptions {
  root?: string;
  mode?: Mode;
  /** Runs the heavy work; `watch` keeps one for every rebuild. By default each call has its own. */
  executor?: Executor;
  /** Output folder, overriding `outDir` of the config. */
  outDir?: string;
  /** Markdown worker threads when no `executor` is given (see ExecutorOptions.threads). */
  threads?: number;
  /** The cache's folder when no `executor` is given (default <root>/.sitegen/cache), or false for none (`--no-cache`). */
  cache?: string | false;
  /** The config as loaded before, when site.config.ts has not changed since (watch), or made in memory (tests). */
  config?: StageResult<ResolvedConfig | undefined>;
  /** The site's files, instead of reading the content folder: watch's updated snapshot, or a site held in memory. */
  files?: SiteFiles;
  /** The pages folder's files, instead of reading src/pages (watch's snapshot). */
  pageFiles?: PageFolderFiles;
  /** The locale whose graph is made (its translations read, its base URL); the default locale when unset. */
  locale?: string;
}

export interface LoadedSite {
  config?: ResolvedConfig;
  result?: GraphResult;
  /** The site's files the graph was made from. */
  files?: SiteFiles;
  diagnostics: Diagnostic[];
  ok: boolean;
}

/**
 * Loads the modules a build imports only as it reaches them: its stages, React and the Markdown
 * compiler (which a rebuild of one edited page needs). A build server does so while it waits for
 * its first build, which would otherwise spend a fifth of its time loading them.
 */
export async function loadBuildStages(): Promise<void> {
  await Promise.all([
    import('./content/load-content.ts'),
    import('./graph/build-graph.ts'),
    import('./render/render-site.ts'),
    import('./emit/write-site.ts'),
    import('./render/render-page.tsx'),
    import('./content/page-markdown.ts'),
    import('./bundle/runtime-dir.ts'),
    import('./bundle/site-styles.ts'),
    import('./content/compile-markdown.ts'),
    import('./content/markdown.ts'),
  ]);
}

/** Config → files → content → graph, without writing anything. Commands and tests both call this. */
export async function loadGraph(options: LoadOptions = {}): Promise<LoadedSite> {
  const executor = options.executor ?? newExecutor(options);
  // An executor of our own lives for this one graph: its threads stop as soon as the content is compiled.
  return compileGraph(options, executor, !options.executor).finally(() => (options.executor ? undefined : executor.close().then(() => executor.finish())));
}

/** The executor of a command, its cache in the site's .sitegen folder unless told otherwise; `watch` keeps results between rebuilds. */
export function newExecutor(options: Pick<LoadOptions, 'root' | 'threads' | 'cache'>, keepResults = false): Executor {
  const cacheDir = options.cache === false ? undefined : resolve(options.cache ?? join(resolve(options.root ?? '.'), '.sitegen', 'cache'));
  return new Executor({ threads: options.threads, cacheDir, keepResults, server: serving.now });
}

/**
 * The content and graph of a site. With `lastCompile`, no compile follows this one: the executor's
 * threads stop once the content is compiled, not after the graph is built (10,000 pages: the pool's
 * ~60 MB, at what was the build's peak of memory). With `setAside`, a build that sets the sources
 * aside once the graph is built (setAsideSources), the executor may do so as the content loads.
 */
async function compileGraph(options: LoadOptions, executor: Executor, lastCompile = false, setAside = false): Promise<LoadedSite> {
  const root = resolve(options.root ?? '.');
  const loaded = options.config ?? (await loadConfig(root, executor.moduleBundler(root)));
  if (!loaded.value) return { diagnostics: loaded.diagnostics, ok: false };
  if (options.outDir) loaded.value.outDir = resolve(options.outDir);
  const siteFiles = options.files ?? (await readSiteFiles(loaded.value.contentDir, loaded.value.staticDir, executor.cache, versionedFolders(loaded.value.versions), executor.markdownReader()));
  const localized = await forLocale(loaded.value, siteFiles, options.locale);
  const { config, files } = localized.value;
  // The bytes go straight to the executor: held here, they would keep every slab of them until the graph is built (source-slabs.ts).
  executor.prepareMarkdown(markdownBytes(files), placeholdersFrom(config.site), codeThemesOf(config.site.markdown), deferredMarkdown(files));
  // Files read here, not a locale's copy of them: nothing else holds their bytes.
  if (setAside && !options.files && files === siteFiles) executor.spillSources(files);
  // Loaded only now: `build` has started esbuild on the client bundle, which needs only the config.
  const [{ loadContent }, { buildGraph }] = await Promise.all([import('./content/load-content.ts'), import('./graph/build-graph.ts')]);
  const mode = options.mode ?? 'production';
  const pageFolder = options.pageFiles ?? (await readPageFiles(root, executor.cache));
  const { compile, pages } = withPages(config, pageFolder, lastCompile ? (sources, compileOptions) => executor.compileMarkdown(sources, compileOptions).finally(() => void executor.close().catch(() => {})) : executor.compileMarkdown);
  // Read before the content: the content and graph stages write some of the theme's strings themselves.
  const translations = readSiteTranslations(config);
  const content = await loadContent(config, files, compile, lastUpdates(config, mode), contentStrings(translations.value));
  const diagnostics = [...loaded.diagnostics, ...localized.diagnostics, ...content.diagnostics];
  if (!content.value) return { config: config, diagnostics, ok: false };
  const loadedPages = pages();
  diagnostics.push(...loadedPages.diagnostics);
  content.value.pages = { dir: pageFolder.dir, hashes: pageFolder.hashes, pages: loadedPages.value };
  const graph = buildGraph(config, content.value, mode, { lang: config.locale.htmlLang, translated: translations.value });
  diagnostics.push(...graph.diagnostics, ...translations.diagnostics);
  if (graph.value && Object.keys(translations.value).length > 0) graph.value.graph.translations = translations.value;
  return { config: config, result: graph.value, files, diagnostics, ok: !hasErrors(diagnostics) };
}

/**
 * The site as `locale` builds it: its translations read from `<i18n.path>/<path>/` and put in
 * place of the files they translate. A site without `i18n` is built as it is.
 */
async function forLocale(config: ResolvedConfig, files: SiteFiles, locale = config.i18n.defaultLocale): Promise<StageResult<LocaleSite>> {
  if (!config.site.i18n) return { value: { config, files }, diagnostics: [] };
  const [{ readTranslations }, { localeSite }] = await Promise.all([import('./files/read-translations.ts'), import('./content/locale-site.ts')]);
  const found = config.i18n.locales.find((l) => l.code === locale);
  if (!found) return { value: { config, files }, diagnostics: unknownLocales(config, [locale]) };
  return localeSite(config, locale, files, await readTranslations(resolve(config.root, config.site.i18n.path, found.path)));
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
  const folders = sections.flatMap((spec) => {
    const file = config.versions.find((found) => found.section === spec.id);
    return [resolve(config.contentDir, spec.path ?? spec.id), ...(file ? versionedFolders([file]) : [])];
  });
  const maps = await Promise.all(folders.map((folder) => readLastUpdates(folder)));
  return new Map(maps.flatMap((map) => [...map]));
}

/** The bytes of the Markdown files read: what the executor sizes its threads by and reads ahead. */
function markdownBytes(files: SiteFiles): Uint8Array[] {
  const bytes: Uint8Array[] = [];
  for (const [path, source] of sourceEntries(files.sources).held) if (MARKDOWN_FILE.test(path) && source instanceof Uint8Array) bytes.push(source);
  return bytes;
}

/** How many Markdown files are deferred, unchanged since the last build. */
function deferredMarkdown(files: SiteFiles): number {
  let count = 0;
  for (const [path] of sourceEntries(files.sources).deferred) if (MARKDOWN_FILE.test(path)) count++;
  return count;
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
    // What a build would find missing only as it bundles: a component's file, a package not installed.
    const mdx = loaded.config && mdxBundleOptions(loaded.result.graph, loaded.config.root);
    if (mdx) {
      const [{ missingComponents }, { runtimeDir }] = await Promise.all([import('./bundle/mdx-bundle.ts'), import('./bundle/runtime-dir.ts')]);
      const missing = missingComponents(runtimeDir(), mdx);
      loaded.diagnostics.push(...missing);
      if (missing.length > 0) loaded.ok = false;
    }
  }
  return loaded;
}

export interface BuildResult extends LoadedSite {
  summary?: WriteSummary;
  /** Nothing had changed since the last build into the same folder: its output was kept as it was. */
  upToDate?: boolean;
}

export interface BuildOptions extends LoadOptions {
  /** The locales to build (`build --locale`), each at its own path; every locale of the site when unset. */
  locales?: string[];
  /**
   * Keeps the output as it is when nothing changed since the last build into it, by the cache's
   * record of that build (up-to-date.ts): the command line's `build` does, the API by default not.
   */
  keepUpToDate?: boolean;
}

/** `sitegen build`: the graph of each locale, then every route rendered and dist/ swapped in, or nothing written at all. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const executor = options.executor ?? newExecutor(options);
  const root = resolve(options.root ?? '.');
  const config = options.config ?? (await loadConfig(root, executor.moduleBundler(root)));
  if (options.outDir && config.value) config.value.outDir = resolve(options.outDir);
  const scope = config.value && buildScope(config.value, options);
  const check = scope && options.keepUpToDate && !options.files ? await checkBuild(executor.cache, scope) : undefined;
  if (check?.record) {
    await executor.close();
    await executor.finish();
    return { config: config.value, diagnostics: check.record.diagnostics, ok: true, summary: check.record.summary, upToDate: true };
  }
  const site = config.value?.site;
  if (check?.last && site) executor.rebuilding(check.unchanged);
  const staging = check?.last && site && executor.stagingFolders(check.last);
  // esbuild bundles the client (for the navbar the config has) in its own process while the
  // content compiles in this one; React and the renderer load meanwhile (validate and graph never
  // pay for them).
  const theme = config.value && { siteRoot: config.value.root, overrides: findThemeOverrides(config.value.root) };
  let bundling = 0;
  const bundleFor = (mdx?: MdxBundleOptions, sitePages?: boolean) => {
    bundling++;
    // The bundler (and esbuild) loads only for a bundle the cache does not have.
    return Promise.all([import('./bundle/runtime-dir.ts'), import('./bundle/site-styles.ts')])
      .then(([{ runtimeDir }, { siteStyles }]) => {
        const bundleOptions = { navbarItems: site!.navbar.items, cache: executor.cache, mdx, sitePages, theme, styles: siteStyles(config.value!), versionedDocs: config.value!.versions.some((file) => file.included.length > 0) };
        return executor.clientBundle(bundleOptions, dirname(runtimeDir()), async () => (await import('./bundle/bundle-client.ts')).bundleClient(bundleOptions));
      })
      .finally(() => bundling--);
  };
  const bundle = site && bundleFor();
  // A site with swizzled components renders with a renderer of its own, bundled meanwhile.
  const renderer = theme && theme.overrides.size > 0 ? swizzledRenderer(theme.siteRoot, theme.overrides, executor) : undefined;
  renderer?.catch(() => {});
  // esbuild's process (~55 MB) is let go as soon as nothing is being bundled, while the content
  // still compiles: a large build's memory peaks as the compile ends. Content with MDX components
  // is bundled later by another.
  if (!options.executor && bundle) {
    void Promise.allSettled([bundle, renderer])
      .then(() => (bundling === 0 ? stopEsbuild() : undefined));
  }
  const stages = site && Promise.all([import('./render/render-site.ts'), import('./emit/write-site.ts'), import('./render/render-page.tsx')]);
  bundle?.catch(() => {});
  stages?.catch(() => {});
  const sites = await loadLocales({ ...options, config, executor }, !options.executor).catch(async (error: unknown) => {
    await staging?.discard();
    // A crash while the content compiles: its threads would keep the process alive.
    if (!options.executor) await executor.close().then(() => executor.finish());
    throw error;
  });
  if (!options.executor) await executor.close();
  const loaded = sites[0];
  if (sites.some((one) => !one.ok || !one.config || !one.result) || !bundle || !stages) {
    await staging?.discard();
    if (!options.executor) await executor.finish();
    return merged(sites);
  }
  try {
    // Read again only at the end (/llms-full.txt, the `.md` routes): a build of its own sets them aside meanwhile.
    const sources = options.executor || options.files ? sites.map((one) => one.files?.sources) : executor.setAsideSources(sites);
    const [[{ renderSite }, { writeSites }, { renderPage }], first, render] = await Promise.all([stages, bundle, renderer]);
    const { pageMarkdown } = await import('./content/page-markdown.ts');
    // Content with MDX components is bundled again with them: the bundle started before the
    // content was known could not have them. Locales whose content uses the same ones share a bundle.
    const bundles = new Map<string, ReturnType<typeof bundleFor>>();
    const outputs = await Promise.all(
      sites.map(async (one, i) => {
        const { graph, contentFiles } = one.result!;
        const localeConfig = one.config!;
        const mdx = mdxBundleOptions(graph, localeConfig.root);
        const sitePages = graph.pages.length > 0;
        const key = JSON.stringify([mdx, sitePages]);
        if ((mdx || sitePages) && !bundles.has(key)) bundles.set(key, bundleFor(mdx, sitePages));
        const assets = mdx || sitePages ? await bundles.get(key)! : first;
        const searchIndexer = executor.searchIndexer(graph, check?.last);
        const prefix = localePrefix(localeConfig);
        return {
          outDir: localeConfig.outDir,
          prefix,
          staticDir: localeConfig.staticDir,
          contentFiles,
          assets: assets.assets,
          files: renderSite(graph, assets, { sitePrefix: prefix && `/${prefix}`, searchFiles: !searchIndexer, root: localeConfig.root, render: executor.pageRenderer(render?.render ?? renderPage, render?.codeHash), pageRuntime: render?.pageRuntime, markdown: sources[i] && pageMarkdown(localeConfig, sources[i]), kept: check && executor.keptRoutes(check.last, render?.codeHash), markdownKeys: check && sources[i] && executor.markdownKeys(check.last, localeConfig, sources[i]) }),
          sideWriter: searchIndexer,
        };
      }),
    );
    // Every bundle is made: esbuild's process (~60 MB) is let go before the pages render, when a
    // large build's memory peaks. A later call starts another (watch bundles again).
    if (!options.executor) await stopEsbuild();
    let placed: PlacedOutput | undefined;
    const summary = await writeSites(outputs, { staging, thread: executor.writerThread(), placed: (output) => (placed = output), spans: check?.last && executor.keptSpans(check.last) });
    const result = { ...merged(sites), config: loaded.config, result: loaded.result, summary };
    if (check && scope) {
      const read = [...(loaded.config!.configInputs ?? []), ...executor.importedFiles, ...(await Promise.all(bundles.values())).flatMap((b) => b.componentInputs), ...first.componentInputs];
      await recordBuild(executor.cache, check, scope, read, summary, result.diagnostics, executor.routeKeys, placed, executor.compiledSources());
    }
    return result;
  } catch (error) {
    await staging?.discard();
    const failure = await buildFailure(error);
    // What the config, content and graph were warned of before is reported with it.
    throw failure instanceof SitegenError ? new SitegenError([...merged(sites).diagnostics, ...failure.diagnostics]) : failure;
  } finally {
    if (!options.executor) await executor.finish();
  }
}

/**
 * The graph of each locale to build, the default locale's first; one site's own for a site without
 * `i18n`. With `ownExecutor` (the build's alone), its threads stop once the last locale is compiled.
 */
async function loadLocales(options: BuildOptions & { config: StageResult<ResolvedConfig | undefined>; executor: Executor }, ownExecutor: boolean): Promise<LoadedSite[]> {
  const config = options.config.value;
  if (!config?.site.i18n) return [await compileGraph(options, options.executor, ownExecutor, ownExecutor)];
  const chosen = chooseLocales(config, options.locales);
  if ('diagnostics' in chosen) return [{ config, diagnostics: [...options.config.diagnostics, ...chosen.diagnostics], ok: false }];
  // Read once and shared: each locale puts its translations in place of what they translate.
  const files = options.files ?? (await readSiteFiles(config.contentDir, config.staticDir, options.executor.cache, versionedFolders(config.versions), options.executor.markdownReader()));
  const pageFiles = options.pageFiles ?? (await readPageFiles(config.root, options.executor?.cache));
  const sites: LoadedSite[] = [];
  // One locale after the other: the executor compiles each locale's Markdown on all its threads, and a file not translated hits its cache.
  for (const locale of chosen.locales) sites.push(await compileGraph({ ...options, files, pageFiles, locale }, options.executor, ownExecutor && locale === chosen.locales.at(-1)));
  return sites;
}

/** What a build's output is made from besides the files: its options, and whether it reads Git's history. */
function buildScope(config: ResolvedConfig, options: BuildOptions): BuildScope {
  const mode = options.mode ?? 'production';
  const readsHistory = mode === 'production' && (config.site.docs ?? []).some((spec) => spec.showLastUpdateTime || spec.showLastUpdateAuthor);
  return { config, mode, locales: options.locales, readsHistory };
}

/** The locales `--locale` names (or all), the default first; an unknown one is an error listing those there are. */
function chooseLocales(config: ResolvedConfig, wanted: readonly string[] | undefined): { locales: string[] } | { diagnostics: Diagnostic[] } {
  const { i18n } = config;
  const known = i18n.locales.map((l) => l.code);
  const unknown = (wanted ?? []).filter((code) => !known.includes(code));
  if (unknown.length > 0) return { diagnostics: unknownLocales(config, unknown) };
  const chosen = wanted && wanted.length > 0 ? known.filter((code) => wanted.includes(code)) : known;
  return { locales: [...chosen.filter((code) => code === i18n.defaultLocale), ...chosen.filter((code) => code !== i18n.defaultLocale)] };
}

/** `--locale` naming a locale the site does not have, with those it has. */
function unknownLocales(config: ResolvedConfig, codes: readonly string[]): Diagnostic[] {
  const known = config.i18n.locales.map((l) => l.code).join(', ');
  return codes.map((code) => diagnostic('UnknownLocale', `--locale ${code}: the site has no locale "${code}". Its locales: ${known}.`, { file: config.configFile }));
}

/** The folder of a locale's site-wide files (sitemap, llms.txt, search index): the root for the default locale, its path's for another, as Docusaurus writes them. */
function localePrefix(config: ResolvedConfig): string | undefined {
  return config.locale.code === config.i18n.defaultLocale ? undefined : config.locale.path;
}

/** The locales' results as one: every diagnostic once (a config's or a file's shared by the locales is reported by each). */
function merged(sites: LoadedSite[]): LoadedSite {
  const seen = new Set<string>();
  const diagnostics = sites.flatMap((one) => one.diagnostics).filter((d) => {
    const key = JSON.stringify(d);
    return !seen.has(key) && (seen.add(key), true);
  });
  return { ...sites[0], diagnostics, ok: sites.every((one) => one.ok) };
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
