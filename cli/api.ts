import { resolve } from 'node:path';
import { loadConfig, type ResolvedConfig } from './config/load.ts';
import type { GraphResult } from './graph/build-graph.ts';
import { closeBuildContext, createBuildContext, type BuildContext, type Mode } from './context.ts';
import { startHighlightThread } from './content/highlight-thread.ts';
import { usesHighlightThread } from './content/highlight-prestart.ts';
import { placeholdersFrom } from './content/placeholders.ts';
import { hasErrors, type Diagnostic, type StageResult } from './diagnostics/diagnostic.ts';
import { zodIssuesToDiagnostics } from './config/issues.ts';
import type { WriteSummary } from './emit/write-site.ts';
import type { ClientBundle } from './bundle/bundle-client.ts';

export interface LoadOptions {
  root?: string;
  mode?: Mode;
  context?: BuildContext;
  /** Output folder, overriding `outDir` of the config. */
  outDir?: string;
  /** Markdown worker threads when no `context` is given (see BuildContext.threads). */
  threads?: number;
  /** The config as loaded before, when site.config.ts has not changed since (watch). */
  config?: StageResult<ResolvedConfig | undefined>;
}

export interface LoadedSite {
  config?: ResolvedConfig;
  result?: GraphResult;
  diagnostics: Diagnostic[];
  ok: boolean;
}

/**
 * Config + content → graph, without writing anything. Commands and tests both call this;
 * `onConfig` may start work that needs only the config while the content compiles.
 */
export async function loadGraph(options: LoadOptions = {}, onConfig?: (config: ResolvedConfig) => void): Promise<LoadedSite> {
  const root = resolve(options.root ?? '.');
  const context = options.context ?? createBuildContext(options.mode ?? 'production', options.threads);
  // Shiki's thread, should the content be small, boots while this one loads the config.
  if (!options.context && usesHighlightThread(context.threads)) context.highlightThread = startHighlightThread();
  const config = options.config ?? (await loadConfig(root));
  if (!config.value) {
    if (!options.context) await closeBuildContext(context);
    return { diagnostics: config.diagnostics, ok: false };
  }
  if (options.outDir) config.value.outDir = resolve(options.outDir);
  // The highlight thread reads the code blocks ahead while the content stage loads.
  context.highlightThread?.highlightAhead(config.value.contentDir, placeholdersFrom(config.value.site));
  onConfig?.(config.value);
  // Loaded only now, while esbuild bundles the client in its own process: the bundle, which
  // needs the config, starts some 90 ms sooner than if the content stage loaded first.
  const { buildGraph } = await import('./graph/build-graph.ts');
  // A context of our own lives for this one graph: its workers are stopped as soon as it is built.
  const graph = await buildGraph(config.value, context).finally(() => (options.context ? undefined : closeBuildContext(context)));
  const diagnostics = [...config.diagnostics, ...graph.diagnostics];
  return { config: config.value, result: graph.value, diagnostics, ok: graph.value !== undefined && !hasErrors(diagnostics) };
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
  const bundler = import('./bundle/bundle-client.ts');
  let bundle: Promise<ClientBundle> | undefined;
  let writer: Promise<typeof import('./emit/write-site.ts')> | undefined;
  const loaded = await loadGraph(options, (config) => {
    // esbuild bundles the client (for the navbar the config has) in its own process while the content compiles in this one.
    bundle = bundler.then((m) => m.bundleClient({ navbarItems: config.site.navbar.items }));
    bundle.catch(() => {});
    // React and the renderer load while this thread would otherwise wait on workers; validate and graph never pay for them.
    writer = import('./emit/write-site.ts');
    writer.catch(() => {});
  });
  if (!loaded.ok || !loaded.config || !loaded.result || !bundle || !writer) return loaded;
  const { writeSite } = await writer;
  const summary = await writeSite(loaded.config, loaded.result, await bundle);
  return { ...loaded, summary };
}
