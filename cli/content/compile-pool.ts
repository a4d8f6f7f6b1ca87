import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MarkdownCompiler, MarkdownOptions } from './markdown.ts';
import { workerScript } from '../worker-script.ts';

export interface CompileRequest {
  id: number;
  source: string;
  file: string;
}

export type CompileReply = { id: number; result: Awaited<ReturnType<MarkdownCompiler>> } | { id: number; error: string };

export interface CompilePool {
  compile: MarkdownCompiler;
  /** Stops the workers; a build calls it once its graph is built, to give their memory back. */
  close(): Promise<void>;
}

/**
 * Below this many Markdown files, starting workers (each loads the pipeline and Shiki, about
 * 0.3 s of CPU) costs more than the compiling they would share; `npm run bench` has the figures.
 */
export const POOL_MIN_FILES = 150;

/** Files compiled at once per worker: enough to keep it busy while its answers travel back. */
const IN_FLIGHT = 4;

/** How many workers to use: the explicit `threads`, or one per core when the content is large enough to pay. */
export async function poolSize(contentDir: string, threads: number | undefined): Promise<number> {
  if (threads !== undefined) return threads;
  const cores = availableParallelism();
  if (cores < 2) return 0;
  return (await countMarkdown(contentDir)) >= POOL_MIN_FILES ? cores : 0;
}

async function countMarkdown(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && /\.mdx?$/.test(e.name)).length;
}

/**
 * Markdown compiled on `size` worker threads. Each file goes to the least busy worker; results
 * are the same as on the main thread, so callers cannot tell the difference but for the time.
 */
export function createCompilePool(size: number, options: Omit<MarkdownOptions, 'highlighter'>): CompilePool {
  const script = workerScript('markdown-worker');
  const pending = new Map<number, { resolve: (reply: CompileReply) => void; reject: (error: Error) => void; worker: number }>();
  const load = new Array<number>(size).fill(0);
  const waiting: Array<() => void> = [];
  let nextId = 0;
  const workers = Array.from({ length: size }, (_, n) => {
    const worker = new Worker(script, { workerData: { minHeadingLevel: options.minHeadingLevel, maxHeadingLevel: options.maxHeadingLevel } });
    worker.unref();
    worker.on('message', (reply: CompileReply) => {
      const task = pending.get(reply.id);
      if (!task) return;
      pending.delete(reply.id);
      load[n]--;
      waiting.shift()?.();
      task.resolve(reply);
    });
    worker.on('error', (error) => failAll(n, error));
    worker.on('exit', (code) => failAll(n, new Error(`sitegen: a Markdown worker stopped (exit code ${code})`)));
    return worker;
  });
  const failAll = (n: number, error: Error) => {
    for (const [id, task] of pending) {
      if (task.worker !== n) continue;
      pending.delete(id);
      task.reject(error);
    }
  };
  const leastBusy = () => load.reduce((best, l, n) => (l < load[best] ? n : best), 0);

  const compile: MarkdownCompiler = async (source, file) => {
    while (load[leastBusy()] >= IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
    const n = leastBusy();
    load[n]++;
    const id = nextId++;
    const reply = await new Promise<CompileReply>((resolve, reject) => {
      pending.set(id, { resolve, reject, worker: n });
      workers[n].postMessage({ id, source, file } satisfies CompileRequest);
    });
    if ('error' in reply) throw new Error(`sitegen: compiling ${file} failed in a worker:\n${reply.error}`);
    return reply.result;
  };
  return {
    compile,
    close: async () => {
      for (const worker of workers) worker.removeAllListeners('exit');
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
