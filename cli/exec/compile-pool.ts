import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompileContext, MarkdownCompiler, MarkdownOptions } from '../content/markdown.ts';
import { workerScript } from './worker-script.ts';
import type { BundledModule } from '../config/import-bundled.ts';
import type { CodeThemes } from '../config/code-themes.ts';
import { optimiseWasm } from './v8-flags.ts';
import { WORKER_YOUNG_GENERATION_MB } from './worker-heap.ts';

export interface CompileRequest {
  id: number;
  source: string;
  file: string;
  context?: CompileContext;
}

export type CompileReply = { id: number; result: Awaited<ReturnType<MarkdownCompiler>> } | { id: number; error: string };

export interface CompilePool {
  compile: MarkdownCompiler;
  /** Stops the workers; a build calls it once its graph is built, to give their memory back. */
  close(): Promise<void>;
}

/**
 * Below this many Markdown files, the main thread compiling beside a highlight thread that reads
 * the code blocks ahead (highlight-ahead.ts) is faster on 2 cores than a worker per core, each
 * warming up the whole pipeline and Shiki for itself: 1,000 pages 4.1 s against 4.3 s, with
 * 1.1 s less CPU; 3,000 pages 9.7 s against 9.4 s (interleaved runs, output moved aside).
 */
export const POOL_MIN_FILES = 2000;

/** Files compiled at once per worker: enough to keep it busy while its answers travel back. */
const IN_FLIGHT = 4;

/** How many workers to use: the explicit `threads`, or one per core when the content is large enough to pay. */
export function poolSize(markdownFiles: number, threads: number | undefined): number {
  if (threads !== undefined) return threads;
  const cores = availableParallelism();
  if (cores < 2) return 0;
  return markdownFiles >= POOL_MIN_FILES ? cores : 0;
}

/**
 * A worker's old-generation heap limit. Without one, V8 lets each worker's heap grow with the
 * garbage of thousands of files (700 MB for two at 10,000 pages); their live data is far smaller.
 */
export const WORKER_HEAP_MB = 160;

export interface PoolOptions extends Omit<MarkdownOptions, 'highlighter'> {
  /** @default WORKER_HEAP_MB */
  heapMb?: number;
  /** Shiki's themes. @default DEFAULT_CODE_THEMES */
  codeThemes?: CodeThemes;
  /** The config module a worker imports for the site's plugins: the plugin lists here are this thread's, and functions do not cross. */
  pluginModule?: BundledModule;
}

/** What a worker starts with (markdown-worker.ts): the themes its highlighter loads as it starts. */
export interface MarkdownWorkerData {
  codeThemes?: CodeThemes;
}

/** A worker's first message: how to compile, known once the content stage asks. */
export interface CompileSetup {
  setup: {
    options: Omit<MarkdownOptions, 'highlighter' | 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'beforeDefaultRehypePlugins' | 'rehypePlugins'>;
    pluginModule?: BundledModule;
  };
}

/** A worker started before its pool (startCompileWorkers()). */
export interface StartedWorker {
  worker: Worker;
  /** Whether it ended before the pool took it: a failed start. */
  exited: boolean;
}

/**
 * Starts `size` workers before the content stage asks for a compile, as soon as the content's
 * size says a pool will: each one's Node environment, modules and Shiki load on the core the main
 * thread's reading of the content leaves idle (10,000 pages: ~0.7 s before a worker compiles its
 * first file). createCompilePool() takes them; close() stops those it did not.
 */
export function startCompileWorkers(size: number, codeThemes: CodeThemes | undefined): StartedWorker[] {
  optimiseWasm();
  const script = workerScript('markdown-worker');
  return Array.from({ length: size }, () => {
    const started: StartedWorker = { worker: newWorker(script, { codeThemes }, WORKER_HEAP_MB), exited: false };
    // Until the pool takes it, a failure only means it is not used.
    started.worker.on('error', () => {});
    started.worker.once('exit', () => (started.exited = true));
    return started;
  });
}

function newWorker(script: string, workerData: MarkdownWorkerData, heapMb: number): Worker {
  const worker = new Worker(script, { workerData, resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
  worker.unref();
  return worker;
}

interface Task {
  id: number;
  source: string;
  file: string;
  context?: CompileContext;
  worker: number;
  resolve: (result: Awaited<ReturnType<MarkdownCompiler>>) => void;
  reject: (error: Error) => void;
}

/**
 * Markdown compiled on `size` worker threads. Each file goes to the least busy worker; results
 * are the same as on the main thread, so callers cannot tell the difference but for the time.
 * Once a worker dies (a file too big for its heap), its files and every later one are compiled
 * on the main thread instead, where the heap has no such limit.
 */
export function createCompilePool(size: number, options: PoolOptions, started: StartedWorker[] = []): CompilePool {
  optimiseWasm();
  const script = workerScript('markdown-worker');
  for (const { worker } of started.slice(size)) void worker.terminate();
  const pending = new Map<number, Task>();
  const load = new Array<number>(size).fill(0);
  const waiting: Array<() => void> = [];
  let nextId = 0;
  let inline: Promise<MarkdownCompiler> | undefined;
  let workersDied = false;
  const { heapMb: _heapMb, codeThemes, pluginModule, beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins, ...shared } = options;
  const setup: CompileSetup = { setup: { options: shared, pluginModule } };
  const compileInline: MarkdownCompiler = async (source, file, context) => {
    // Only after a worker died: the Markdown stack is this thread's to load then, not at every start.
    inline ??= Promise.all([import('../content/markdown.ts'), import('../content/highlighter.ts')]).then(async ([{ createMarkdownCompiler }, { createHighlighter }]) =>
      createMarkdownCompiler({ ...shared, beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins, highlighter: await createHighlighter(codeThemes) }),
    );
    return (await inline)(source, file, context);
  };

  const settled = (task: Task) => {
    pending.delete(task.id);
    load[task.worker]--;
    waiting.shift()?.();
  };
  const spawn = (n: number): Worker => {
    // One started with another heap (a test's) is not the one asked for.
    const early = started[n] && !started[n].exited && options.heapMb === undefined ? started[n].worker : undefined;
    if (started[n] && !early) void started[n].worker.terminate();
    const worker = early ?? newWorker(script, { codeThemes }, options.heapMb ?? WORKER_HEAP_MB);
    worker.postMessage(setup);
    worker.on('message', (reply: CompileReply) => {
      const task = pending.get(reply.id);
      if (!task) return;
      settled(task);
      if ('error' in reply) task.reject(new Error(`sitegen: compiling ${task.file} failed in a worker:\n${reply.error}`));
      else task.resolve(reply.result);
    });
    // Handled on exit, which follows: without a listener, a worker's error would crash the build.
    worker.on('error', () => {});
    worker.once('exit', () => {
      workersDied = true;
      for (const task of [...pending.values()].filter((t) => t.worker === n)) {
        settled(task);
        compileInline(task.source, task.file, task.context).then(task.resolve, task.reject);
      }
    });
    return worker;
  };
  const workers = Array.from({ length: size }, (_, n) => spawn(n));
  const leastBusy = () => load.reduce((best, l, n) => (l < load[best] ? n : best), 0);

  const compile: MarkdownCompiler = async (source, file, context) => {
    while (!workersDied && load[leastBusy()] >= IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
    if (workersDied) return compileInline(source, file, context);
    const n = leastBusy();
    load[n]++;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { id, source, file, context, worker: n, resolve, reject });
      workers[n].postMessage({ id, source, file, context } satisfies CompileRequest);
    });
  };
  // Once: a second close would drop the first's 'exit' listeners, which its terminate() waits on.
  let closed: Promise<void> | undefined;
  return {
    compile,
    close: () =>
      (closed ??= (async () => {
        for (const worker of workers) worker.removeAllListeners('exit');
        await Promise.all(workers.map((w) => w.terminate()));
      })()),
  };
}
