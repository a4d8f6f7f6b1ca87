import { join } from 'node:path';
import type { CompileMarkdown, CompileOptions, MarkdownResult, MarkdownSource } from '../content/compile-markdown.ts';
import type { BlockHighlighter, Highlighter } from '../content/highlighter.ts';
import type { MarkdownCompiler } from '../content/markdown.ts';
import type { Placeholders } from '../content/placeholders.ts';
import { indexesSearch } from '../search/build-index.ts';
import { searchLanguageTag, type SearchGraph } from '../search/extract.ts';
import { openCache, type Cache } from './cache.ts';
import { pruneCache } from './cache-prune.ts';
import { serving } from './server/serving.ts';
import { cachingRenderer, keptRoutes, keptSpans, markdownKeys, RenderKeys, type ChangedOutput, noKeyedPages, type KeyedPages, type LastOutput } from './render-cache.ts';
import type { MarkdownKeys } from '../render/llms-full.ts';
import { markdownConfigKey, markdownSourcePath } from '../content/page-markdown-key.ts';
import type { ResolvedConfig } from '../config/load.ts';
import type { KeptRoutes, PageRenderer } from '../render/site-renderer.ts';
import { bytesDigest, compileOptionsKey, sourceKey } from './compile-keys.ts';
import { KeptPacks, PACK_MIN_FILES, PackWriter, readPacks, repacks } from './compiled-packs.ts';
import { RenderedPacks } from './rendered-packs.ts';
import { TextDigests } from './text-digests.ts';
import { createCompilePool, poolSize, startCompileWorkers, type StartedWorker } from './compile-pool.ts';
import { discardPrestartedWorker, usesHighlightThread } from './highlight-prestart.ts';
import { startHighlightThread, type HighlightThread } from './highlight-thread.ts';
import { cachedHighlighter, type CachedHighlighter } from './highlight-cache.ts';
import { mapPool } from './map-pool.ts';
import { eventLoopTurns } from './event-loop-turns.ts';
import { startSearchIndex, type SearchIndexJob } from './search-index.ts';
import { discardSearchWorker, prestartSearchWorker } from './search-prestart.ts';
import { cachedSearchIndex } from './search-cache.ts';
import { StagingFolders } from './staging-folders.ts';
import { WriterThread } from './writer-thread.ts';
import type { WriteQueueOptions } from '../emit/write-queue.ts';
import { SourceSpill, type SpilledSource } from './source-spill.ts';
import { collectGarbage } from './collect-garbage.ts';
import { MARKDOWN_FILE, type SiteFiles, type SourceLookup } from '../files/site-files.ts';
import { sourceEntries } from '../files/deferred-sources.ts';
import { importSpecifiers } from '../content/mdx/import-candidates.ts';
import type { RecordedSource } from './up-to-date.ts';
import type { PartSpans, SideTarget } from '../emit/output-dir.ts';
import { sameBytes } from '../emit/unchanged-file.ts';
import { cachedClientBundle } from './bundle-cache.ts';
import type { BundleOptions, ClientBundle } from '../bundle/bundle-client.ts';
import { compactForContent, optimiseForContent } from './v8-flags.ts';
import { SourceSlabs } from './source-slabs.ts';
import { cachedBundler } from './module-bundle-cache.ts';
import type { ModuleBundler } from '../config/import-module.ts';
import { readBytes, type ReadSource } from '../files/read-site-files.ts';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../config/code-themes.ts';

export interface ExecutorOptions {
  /** Markdown worker threads: undefined picks by core count and content size (poolSize), 0 keeps everything on this thread. */
  threads?: number;
  /** The persistent cache's folder, e.g. <site>/.sitegen/cache; without one, the cache lives in memory only. */
  cacheDir?: string;
  /** Whether each file's last result is kept for the next call (watch); a single build never asks twice. */
  keepResults?: boolean;
  /** Whether the build runs on a build server (build-server.ts), whose next build may take over what this one read. */
  server?: boolean;
}

/** The compiled packs a build server's builds read, each handed on to the next while its file is unchanged. */
const serverPacks = new KeptPacks();
/**
 * The render keys of a build server's last build that made some, by renderer, with what each was
 * made of: its next build compares a page with them rather than hash it again (render-cache.ts).
 */
const serverKeys = new Map<string, KeyedPages>();

/** The cache's namespaces: compiled files, and the digests of the last build's Markdown files (what prepareMarkdown leaves out). */
const PAGES = 'compiled-page';
const DIGESTS = 'compiled-digests';

/**
 * From this many Markdown files, setting the sources aside collects the heap's garbage at once
 * (collect-garbage.ts). At 1,000 pages the sources are 7 MB and V8 gets to them soon enough.
 */
const COLLECT_MIN_FILES = 2000;

/** Compiled files in flight at once: on this thread, enough to parse on while blocks are highlighted elsewhere. */
const IN_FLIGHT = 256;

/**
 * Compiling on this thread goes from one resolved promise to the next (blocks highlighted ahead
 * come back at once), and the event loop did not turn until every file was compiled: the client
 * bundle, whose plugins esbuild calls here, waited for it (1,000 pages: 3 s), then the build
 * idled 300 ms for the bundle. It turns this often meanwhile.
 */
const TURN_EVERY_MS = 20;

/**
 * Runs the stages' heavy work for one build, or for every rebuild of `watch`: where Markdown
 * compiles (this thread, with Shiki on a thread of its own, or a pool of workers, from measured
 * thresholds), which results of an earlier rebuild still hold, and whether search is indexed on a
 * thread, and the persistent cache. The stages get the same results whatever it chooses.
 */
export class Executor {
  private compiler?: { key: string; compile: MarkdownCompiler; close?: () => Promise<void> };
  /** The compile pool's workers, started by prepareMarkdown before the content stage asks for a compile. */
  private poolWorkers?: StartedWorker[];
  private highlightThread?: HighlightThread;
  private highlighter?: Promise<Highlighter>;
  /** Highlighted blocks from the cache, for the themes below; undefined until asked for, and with `--no-cache`. */
  private highlights?: CachedHighlighter;
  /** The themes the highlight thread and highlighter were made with (JSON). */
  private themes = JSON.stringify(DEFAULT_CODE_THEMES);
  /** Markdown files the content has to compile, once known (prepareMarkdown). */
  private markdownFiles?: number;
  /** Markdown files the content has, once known (prepareMarkdown). */
  private contentFiles = 0;
  private aheadSent = false;
  /** Whether the search worker is to start once the content is compiled (rebuilding()). */
  private searchAhead = false;
  /** Each file's last result, by file, with the bytes and options it was compiled from (keepResults). */
  private readonly results = new Map<string, { source: MarkdownSource; key: string; result: MarkdownResult }>();

  /** Each Markdown file's bytes by their hash: what prepareMarkdown and the cache keys both need. */
  private readonly digests = new WeakMap<Uint8Array, string>();
  /** The files Markdown may import (partials, JSON), compiled or not: what a build read besides the site's files. */
  readonly importedFiles = new Set<string>();
  /** Hashes of the Markdown files compiled or found in the cache, saved for the next build's prepareMarkdown. */
  private readonly compiledDigests = new Set<string>();
  /** The files unchanged since the last build, by path (rebuilding()). */
  private unchangedSources?: ReadonlyMap<string, RecordedSource>;
  /** Each Markdown file's digest by its path, compiled or found in the cache (compiledSources()). */
  private readonly sourceDigests = new Map<string, string>();
  /** The specifiers of each Markdown file's import lines, by path (compiledSources()). */
  private readonly importLines = new Map<string, string[]>();
  /** How many of them the cache has (close()). */
  private savedDigests = 0;

  /** What builds can reuse, on disk between processes: compiled files, rendered pages, the runtime graph, the swizzled renderer. */
  readonly cache: Cache;

  /** The Markdown sources set aside until the build's end (setAsideSources). */
  private readonly spills: SourceSpill[] = [];

  /** The digests of the bodies of HTML a build reads, for render keys and the search index's key, the packs bringing theirs. */
  private readonly bodyDigests = new TextDigests();
  /** Render keys by the renderer's id: the caching renderer and keptRoutes share a page's. */
  private readonly renderKeys = new Map<string, RenderKeys>();
  private renderedPacks: RenderedPacks | undefined;
  /** Each route's key by its HTML or `.md` file, as keptRoutes() and markdownKeys() saw them: what the build record keeps for the next build. */
  readonly routeKeys = new Map<string, string>();
  /** The staging folder made for each last output (stagingFolders()), whose thread tells which of its files changed. */
  private readonly staging = new WeakMap<LastOutput, StagingFolders>();

  constructor(readonly options: ExecutorOptions = {}) {
    this.cache = openCache(options.cacheDir, { memory: options.keepResults === true });
  }

  private digest = (bytes: Uint8Array) => bytesDigest(this.digests, bytes);

  /** Bundles the site's modules (site.config.ts, sidebars files) of the site in `root` through the cache (module-bundle-cache.ts). */
  moduleBundler(root: string): ModuleBundler {
    return cachedBundler(this.cache, root);
  }

  /**
   * Told, as soon as the files are read, what the content stage will compile (`all` read, and
   * `deferred` more unchanged since the last build, compiled then): the process is
   * tuned for that much content, and either the compile pool's workers start, or a highlight
   * thread starts on the code blocks before the parser reaches them (once: in watch, later
   * rebuilds find the grammars loaded).
   */
  prepareMarkdown(all: Uint8Array[], placeholders: Placeholders, themes: CodeThemes = DEFAULT_CODE_THEMES, deferred = 0): void {
    this.useThemes(themes);
    // Files the last build compiled are most likely in the cache: only the others are sized for and read ahead.
    const known = new Set(this.cache.get<string[]>(DIGESTS, 'last') ?? []);
    const sources = known.size > 0 ? all.filter((bytes) => !known.has(this.digest(bytes))) : all;
    this.markdownFiles = sources.length;
    this.contentFiles = all.length + deferred;
    // By every file, not those to compile: a rebuild from the cache still renders, hashes and writes every page.
    optimiseForContent(this.contentFiles);
    if (!this.options.keepResults && !this.options.server) compactForContent(sources.length);
    if (sources.length === 0) {
      discardPrestartedWorker();
      return;
    }
    const threads = poolSize(sources.length, this.options.threads);
    if (threads > 0) {
      // The pool's workers highlight for themselves.
      discardPrestartedWorker();
      if (!this.compiler) this.poolWorkers ??= startCompileWorkers(threads, themes);
      return;
    }
    if (this.aheadSent || !usesHighlightThread(this.options.threads)) return;
    const ahead = this.cachedHighlights(themes)?.missing(sources, placeholders) ?? sources;
    if (ahead.length === 0) {
      discardPrestartedWorker();
      return;
    }
    this.aheadSent = true;
    (this.highlightThread ??= startHighlightThread(themes)).highlightAhead(ahead, placeholders);
  }

  /** Drops the highlighters made for other themes (watch, after an edit of `markdown.code.themes`). */
  private useThemes(themes: CodeThemes): void {
    const key = JSON.stringify(themes);
    if (key === this.themes) return;
    this.themes = key;
    void this.highlightThread?.close();
    this.highlightThread = undefined;
    this.highlighter = undefined;
    this.highlights = undefined;
    this.aheadSent = false;
    this.stopPoolWorkers();
  }

  /** Stops the pool's workers started ahead that no pool took. */
  private stopPoolWorkers(): void {
    for (const { worker } of this.poolWorkers ?? []) void worker.terminate();
    this.poolWorkers = undefined;
  }

  /** Highlighted blocks kept in the cache, Shiki asked for the others; none with `--no-cache`. */
  private cachedHighlights(themes: CodeThemes): CachedHighlighter | undefined {
    if (!this.cache.keeps) return undefined;
    return (this.highlights ??= cachedHighlighter(this.cache, this.themes, () => this.shiki(themes)));
  }

  /** Shiki on a thread of its own, or here (`--threads 0`, one core), loaded on the first block. */
  private shiki(themes: CodeThemes): BlockHighlighter {
    if (usesHighlightThread(this.options.threads)) return (this.highlightThread ??= startHighlightThread(themes));
    const shiki = () => (this.highlighter ??= import('../content/highlighter.ts').then(({ createHighlighter }) => createHighlighter(themes)));
    return { highlight: async (code, lang) => (await shiki()).highlight(code, lang) };
  }

  /**
   * The content stage's compiler (CompileMarkdown). With keepResults, a file whose bytes and
   * options are those of the last call, and the files it may import too (an MDX page's partials
   * and JSON), is not compiled again: watch hands unchanged files over as the same bytes, so most
   * are known by identity, without reading them.
   */
  readonly compileMarkdown: CompileMarkdown = async (sources, compileOptions) => {
    const { placeholders, ...options } = compileOptions;
    const key = JSON.stringify([options, placeholders]);
    const keep = this.options.keepResults === true;
    if (keep) {
      // The last edit's bodies would stay alive otherwise, for as long as watch runs.
      this.bodyDigests.clear();
      const files = new Set(sources.map((s) => s.file));
      for (const file of this.results.keys()) if (!files.has(file)) this.results.delete(file);
    }
    // The persistent cache first: the compiler (and its threads) is made only for what it misses.
    const optionsKey = compileOptionsKey(compileOptions);
    for (const source of sources) for (const imported of source.imports ?? []) this.importedFiles.add(imported.file);
    // A build's files in packs (compiled-packs.ts); watch holds its results in memory instead.
    const packing = optionsKey !== undefined && !keep && this.cache.dir !== undefined && sources.length >= PACK_MIN_FILES;
    const packs = packing ? readPacks(this.cache, optionsKey, this.bodyDigests, this.options.server ? serverPacks : undefined) : undefined;
    const keys: string[] = [];
    let fromPacks = 0;
    const results: Array<MarkdownResult | undefined> = sources.map((source, i) => {
      const known = keep ? this.results.get(source.file) : undefined;
      if (known && known.key === key && sameSource(known.source, source)) return known.result;
      // Without a cache (--no-cache), a key would find nothing and keep nothing.
      if (optionsKey === undefined || !this.cache.keeps) return undefined;
      keys[i] = sourceKey(optionsKey, source, this.digest);
      let cached = packs?.results.get(keys[i]);
      if (cached) fromPacks++;
      else cached = this.cache.get<MarkdownResult>(PAGES, keys[i]);
      if (cached) this.kept(source, key, cached);
      return cached;
    });
    const repacking = packs && repacks(sources.length, fromPacks) ? new PackWriter(this.cache, optionsKey!, packs.count, this.bodyDigests) : undefined;
    // The cache's own results first, in the files' order; then each file as it is compiled.
    if (repacking) results.forEach((result, i) => result && repacking.add(keys[i], result));
    const misses = sources.flatMap((_, i) => (results[i] === undefined ? [i] : []));
    if (misses.length > 0) {
      const compile = await this.markdownCompiler(JSON.stringify(options), options, Math.max(this.markdownFiles ?? 0, misses.length));
      const { compileSource } = await import('../content/compile-markdown.ts');
      const turn = eventLoopTurns(TURN_EVERY_MS);
      await mapPool(misses, IN_FLIGHT, async (i) => {
        await turn();
        const result = await compileSource(compile, sources[i], placeholders);
        if (repacking) repacking.add(keys[i], result);
        else if (keys[i] !== undefined) this.cache.set(PAGES, keys[i], result);
        this.kept(sources[i], key, result);
        results[i] = result;
      });
    }
    repacking?.finish();
    return results as MarkdownResult[];
  };

  /** Notes a file's result: for watch's next call, and its bytes for the next build's prepareMarkdown. */
  private kept(source: MarkdownSource, key: string, result: MarkdownResult): void {
    if (this.options.keepResults) this.results.set(source.file, { source, key, result });
    // The digests are for the cache: the next build's prepareMarkdown, the build record.
    if (!this.cache.keeps) return;
    const digest = source.digest ?? this.digest(source.bytes);
    this.compiledDigests.add(digest);
    this.sourceDigests.set(source.file, digest);
  }

  private async markdownCompiler(key: string, { sitePlugins, codeThemes = DEFAULT_CODE_THEMES, ...options }: Omit<CompileOptions, 'placeholders'>, markdownFiles: number): Promise<MarkdownCompiler> {
    if (this.compiler?.key === key) return this.compiler.compile;
    await this.compiler?.close?.();
    this.compiler = undefined;
    this.useThemes(codeThemes);
    const plugins = sitePlugins?.plugins;
    // The site's plugins reach a worker only as the config module it imports.
    const threads = plugins && !sitePlugins.module ? 0 : poolSize(markdownFiles, this.options.threads);
    if (threads > 0) {
      // The pool's workers highlight for themselves: a highlight thread is not needed.
      void this.highlightThread?.close();
      this.highlightThread = undefined;
      this.compiler = { key, ...createCompilePool(threads, { ...options, ...plugins, codeThemes, pluginModule: sitePlugins?.module }, this.poolWorkers) };
      this.poolWorkers = undefined;
    } else {
      this.stopPoolWorkers();
      // Imported here: a build whose pages all come from the cache never loads the Markdown stack (~1 MB of code).
      const { createMarkdownCompiler } = await import('../content/markdown.ts');
      // Shiki starts on the first block the cache misses: a rebuild of pages whose code is unchanged never starts it.
      this.compiler = { key, compile: createMarkdownCompiler({ ...options, ...plugins, highlighter: this.cachedHighlights(codeThemes) ?? this.shiki(codeThemes) }) };
    }
    return this.compiler.compile;
  }

  /** The page renderer a build renders with, keeping each page's HTML in the cache; `rendererId` says which code renders (a swizzled renderer's hash). */
  pageRenderer(render: PageRenderer, rendererId = 'sitegen'): PageRenderer {
    // With --no-cache a build keeps nothing: each page's key (its data as JSON, hashed) would be made for nothing.
    if (!this.cache.keeps) return render;
    // A build's pages go into packs; watch keeps them one entry each, in memory too.
    const pages = this.options.keepResults ? undefined : (this.renderedPacks ??= new RenderedPacks(this.cache));
    return cachingRenderer(this.cache, render, this.keysFor(rendererId), pages);
  }

  /**
   * Which routes the last build's output (`last`, from its build record) holds as they would
   * render with `rendererId`'s renderer: linked from there, neither rendered nor read from the cache.
   */
  keptRoutes(last: LastOutput | undefined, rendererId = 'sitegen'): KeptRoutes {
    return keptRoutes(this.keysFor(rendererId), last, this.routeKeys, last && this.changedOutput(last));
  }

  /** The keys of a site's pages' Markdown, read from `sources`: the `.md` routes the last build's output holds as they would be written are linked from there, their Markdown not made. */
  markdownKeys(last: LastOutput | undefined, config: ResolvedConfig, sources: SourceLookup): MarkdownKeys {
    return markdownKeys(last, markdownConfigKey(config), (source) => markdownSourcePath(config, source), sources, this.routeKeys, last && this.changedOutput(last));
  }

  /** Where the keyed parts of the last output's files made part by part lie in them: those parts are copied from there, not made. */
  keptSpans(last: LastOutput): PartSpans {
    return keptSpans(last, this.changedOutput(last));
  }

  /** What the staging folder's thread found changed in `last`, when it was made for it: the last output's files are stat'ed there. */
  private changedOutput(last: LastOutput): ChangedOutput | undefined {
    const staging = this.staging.get(last);
    return staging && (() => staging.changedFiles());
  }

  /** Starts the thread a build's output is written on; none with `--threads 0`, which keeps everything on this one. */
  writerThread(): WriteQueueOptions['thread'] {
    return this.options.threads === 0 ? undefined : (writeHere, replace) => new WriterThread(writeHere, { replace });
  }

  /** The staging folder of a rebuild's output, its folders (the last output's) made ahead while the content loads. */
  stagingFolders(last: LastOutput): StagingFolders {
    const staging = new StagingFolders(last);
    this.staging.set(last, staging);
    return staging;
  }

  /**
   * How the content's Markdown files are read: into slabs (source-slabs.ts), whose memory the
   * system gets back once setAsideSources() lets them go; as they are where results are kept
   * between rebuilds (watch). A rebuild leaves the files unchanged since the last build (rebuilding())
   * to be read only if something needs their bytes: most are compiled already, by their digests.
   */
  markdownReader(): ReadSource {
    if (this.options.keepResults) return readBytes;
    const read = new SourceSlabs().read;
    return (file) => {
      const unchanged = this.unchangedSources?.get(file);
      if (unchanged) {
        if (unchanged.imports) this.importLines.set(file, unchanged.imports);
        return { ...unchanged, read: () => readBytes(file) };
      }
      const bytes = read(file);
      // Only a build record keeps them (compiledSources()): not with --no-cache.
      if (bytes instanceof Uint8Array && this.cache.dir !== undefined) this.importLines.set(file, importSpecifiers(bytes));
      return bytes;
    };
  }

  /** The Markdown files compiled or found in the cache, for the build record: the next build knows those it finds unchanged without reading them. */
  compiledSources(): Map<string, RecordedSource> {
    const sources = new Map<string, RecordedSource>();
    // A file read otherwise (a locale's copy) was not looked at for its imports: the next build does.
    for (const [file, digest] of this.sourceDigests) {
      const imports = this.importLines.get(file);
      sources.set(file, { digest, ...(imports && { imports }) });
    }
    return sources;
  }

  /**
   * Sets the Markdown of files this build read aside on disk before the content loads, from
   * COLLECT_MIN_FILES files to compile: the content stage reads each back as it compiles it
   * (SourceSpill.inPlace), and their bytes (~72 MB at 10,000 pages) are not held until the end of
   * the compile, where the memory of a large build peaks. Not where results are kept between
   * rebuilds (watch).
   */
  spillSources(files: SiteFiles): void {
    if (this.options.keepResults || (this.markdownFiles ?? 0) < COLLECT_MIN_FILES) return;
    // What the content stage would otherwise read each file back for: the specifiers of its import
    // lines (an MDX file's imports are looked for before it compiles) and, for the compile's cache
    // keys, its digest. Without a cache, nothing uses digests.
    const known = new Map<string, SpilledSource>();
    for (const [path, bytes] of sourceEntries(files.sources).held) {
      if (!MARKDOWN_FILE.test(path) || !(bytes instanceof Uint8Array)) continue;
      const imports = this.importLines.get(join(files.contentDir, path)) ?? importSpecifiers(bytes);
      known.set(path, this.cache.keeps ? { digest: this.digest(bytes), imports } : { imports });
    }
    const spill = SourceSpill.inPlace(files, known);
    if (!spill) return;
    this.spills.push(spill);
    collectGarbage();
  }

  /**
   * Sets the Markdown sources of built graphs aside on disk until the end of the build reads them
   * (source-spill.ts): each site's `files` becomes its files without them, and the lookups read
   * them back, by site. Their bytes go, with the compile's garbage, at the next full collection:
   * at once for large content.
   */
  setAsideSources(sites: ReadonlyArray<{ files?: SiteFiles }>): SourceLookup[] {
    // Digests for markdownKeys(): with a cache folder the compile's keys made them all already.
    const { spill, sources } = SourceSpill.of(sites, this.cache.dir === undefined ? undefined : this.digest);
    if (spill) this.spills.push(spill);
    // A build server collects once the build has ended (build-server.ts): a rebuild there that compiled little has no garbage worth a pause now (10,000 pages: 80 ms).
    if ((this.options.server ? (this.markdownFiles ?? 0) : this.contentFiles) >= COLLECT_MIN_FILES) collectGarbage();
    return sources;
  }

  private keysFor(rendererId: string): RenderKeys {
    let keys = this.renderKeys.get(rendererId);
    if (!keys) this.renderKeys.set(rendererId, (keys = new RenderKeys(rendererId, this.bodyDigests, this.options.server ? (serverKeys.get(rendererId) ?? noKeyedPages()) : undefined)));
    return keys;
  }

  /**
   * Told that a build replaces an output it recorded and is not up to date: with a cache folder,
   * its search index will most likely be patched, and the worker that patches it starts as soon
   * as the content is compiled (close()). `unchanged`: what that build recorded of the Markdown
   * files unchanged since, by path (checkBuild()).
   */
  rebuilding(unchanged?: ReadonlyMap<string, RecordedSource>): void {
    this.searchAhead = this.cache.dir !== undefined;
    this.unchangedSources = unchanged;
  }

  /** Indexing search on a thread while pages render, writing into the output; undefined when the render stage should make the search files itself. */
  searchIndexer(graph: SearchGraph, last?: LastOutput): ((target: SideTarget) => SearchIndexJob) | undefined {
    if (!indexesSearch(graph)) {
      discardSearchWorker({ parked: true });
      return undefined;
    }
    // The language is part of the cache key: a locale that falls back to another's pages tokenises them its own way.
    const options = { language: searchLanguageTag(graph) };
    // With --no-cache a build keeps nothing: hashing every page for the index's key would be for nothing.
    if (!this.cache.keeps) return (target) => startSearchIndex(graph, target, options);
    return (target) =>
      cachedSearchIndex(this.cache, graph, target, options, (pages, keep) => {
        // Known once the staging folder's thread has stat'ed the last output: until then, the worker stats each search file itself.
        const changed = last && this.changedOutput(last)?.();
        const recorded = changed && ![...changed].some((path) => path.includes('/search/')) ? true : last && searchFileStats(last);
        return startSearchIndex(graph, { ...target, recorded }, options, pages, keep, this.options.server);
      }, this.bodyDigests);
  }

  /** The client bundle, from the cache while the files it was made from are unchanged (bundle-cache.ts), or built by `build` from `cwd`, sitegen's folder. */
  clientBundle(options: BundleOptions, cwd: string, build: () => Promise<ClientBundle>): Promise<ClientBundle> {
    return cachedClientBundle(this.cache, options, cwd, build);
  }

  /**
   * Stops the threads, giving their memory back; results are kept, and the next compile starts new
   * ones. A rebuild's search worker starts now: started as the build began (rebuilding()), its start
   * slowed the reading and compiling of the content, which the build waits on (one edit of 1,000
   * pages, A/B, 14 each, twice: 746 → 729 and 749 → 728 ms), and it is still ready before its job.
   */
  async close(): Promise<void> {
    if (this.searchAhead) prestartSearchWorker();
    this.searchAhead = false;
    const { compiler, highlightThread } = this;
    this.compiler = undefined;
    this.highlightThread = undefined;
    this.stopPoolWorkers();
    // Saved once per set: a build closes as soon as its content is compiled, and again at its end.
    if (this.compiledDigests.size > 0 && this.compiledDigests.size !== this.savedDigests) {
      this.savedDigests = this.compiledDigests.size;
      this.cache.set(DIGESTS, 'last', [...this.compiledDigests]);
    }
    await Promise.all([compiler?.close?.(), highlightThread?.close()]);
  }

  /**
   * Waits for the cache's writes, then prunes it (cache-prune.ts): the end of a build, or of
   * watch. On a build server, leaves both to it for after its reply (serving.after).
   */
  async finish(): Promise<void> {
    // A build that ended without indexing (its content had errors) leaves no idle search worker.
    discardSearchWorker();
    for (const spill of this.spills.splice(0)) spill.close();
    this.renderedPacks?.finish(new Set([...this.renderKeys.values()].flatMap((keys) => [...keys.made])));
    this.renderedPacks = undefined;
    if (this.options.server && this.renderKeys.size > 0) {
      serverKeys.clear();
      for (const [rendererId, keys] of this.renderKeys) if (keys.keyed) serverKeys.set(rendererId, keys.keyed);
    }
    const writes = async () => {
      await this.cache.flush();
      if (this.cache.dir) await pruneCache(this.cache.dir, this.cache.used, { written: this.cache.written });
    };
    // A build server ends them once the client has its answer, before its next build: a one-edit
    // rebuild of 10,000 pages waited 70-140 ms for the search index's last writes, and every few
    // builds 150-190 ms more for pruning.
    if (this.options.server) serving.after.push(writes);
    else await writes();
  }
}

/** What the last build recorded of its output's search files: each one's stat, by absolute path. */
function searchFileStats(last: LastOutput): Map<string, string> {
  const stats = new Map<string, string>();
  for (const [path, stat] of last.stats) if (path.includes('/search/')) stats.set(join(last.outDir, path), stat);
  return stats;
}

/** The same file to compile: its bytes, and the files it may import, each the same. */
function sameSource(a: MarkdownSource, b: MarkdownSource): boolean {
  if (!sameBytes(a.bytes, b.bytes) || a.commonMark !== b.commonMark || (a.imports?.length ?? 0) !== (b.imports?.length ?? 0)) return false;
  return (a.imports ?? []).every((imported, i) => imported.file === b.imports![i].file && sameBytes(imported.bytes, b.imports![i].bytes));
}
