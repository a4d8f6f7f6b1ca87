import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../cli/content/markdown.ts';
import { createHighlighter } from '../../cli/content/highlighter.ts';
import { createCompilePool } from '../../cli/exec/compile-pool.ts';
import { mapPool } from '../../cli/exec/map-pool.ts';

export interface ThreadsResult {
  /** 0: on the main thread, as `sitegen build --threads 0` does. */
  threads: number;
  wallMs: number;
}

const OPTIONS = { minHeadingLevel: 2, maxHeadingLevel: 3 };

/**
 * Whether worker threads pay for the Markdown stage: the same files compiled on the main thread,
 * then by sitegen's own compile pool (cli/exec/compile-pool.ts) with 2 (and more) workers,
 * start-up included, as `sitegen build` pays it.
 */
export async function markdownThreads(contentDir: string, counts: number[]): Promise<ThreadsResult[]> {
  const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  const sources = files.map((file) => [readFileSync(file, 'utf8'), file] as const);
  const compileAll = (compile: MarkdownCompiler) => mapPool(sources, 16, ([source, file]) => compile(source, file));
  const results: ThreadsResult[] = [];
  for (const threads of counts) {
    const started = performance.now();
    if (threads === 0) await compileAll(createMarkdownCompiler({ ...OPTIONS, highlighter: await createHighlighter() }));
    else {
      const pool = createCompilePool(threads, OPTIONS);
      await compileAll(pool.compile);
      await pool.close();
    }
    results.push({ threads, wallMs: performance.now() - started });
  }
  return results;
}
