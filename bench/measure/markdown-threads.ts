import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler } from '../../cli/content/markdown.ts';
import { createHighlighter } from '../../cli/content/highlighter.ts';

export interface ThreadsResult {
  /** 0: on the main thread, as `sitegen build` does today. */
  threads: number;
  wallMs: number;
}

/** Compiles files with sitegen's own Markdown pipeline (a fresh highlighter, as each worker would need). */
async function compileAll(files: string[]): Promise<number> {
  const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, highlighter: await createHighlighter() });
  let bytes = 0;
  for (const file of files) bytes += (await compile(readFileSync(file, 'utf8'), file)).value.html.length;
  return bytes;
}

/** The worker side: lib/bench.js started as a worker thread runs only this. */
export async function markdownWorker(): Promise<void> {
  parentPort?.postMessage(await compileAll(workerData as string[]));
}

/**
 * Whether worker threads would pay for the Markdown stage: the same files compiled on the main
 * thread, then split round-robin over 2 (and more) workers, each with its own highlighter.
 */
export async function markdownThreads(contentDir: string, workerScript: URL, counts: number[]): Promise<ThreadsResult[]> {
  const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  const results: ThreadsResult[] = [];
  for (const threads of counts) {
    const started = performance.now();
    if (threads === 0) await compileAll(files);
    else {
      const parts = Array.from({ length: threads }, (_, i) => files.filter((_, j) => j % threads === i));
      await Promise.all(
        parts.map(
          (part) =>
            new Promise((resolve, reject) => {
              const worker = new Worker(workerScript, { workerData: part, argv: ['markdown-worker'] });
              worker.once('message', resolve);
              worker.once('error', reject);
            }),
        ),
      );
    }
    results.push({ threads, wallMs: performance.now() - started });
  }
  return results;
}
