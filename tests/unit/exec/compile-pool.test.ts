import { describe, expect, it } from 'vitest';
import { createCompilePool, startCompileWorkers } from '../../../cli/exec/compile-pool.ts';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';
import { createHighlighter } from '../../../cli/content/highlighter.ts';

const source = (n: number) => `---\ntitle: Page ${n}\n---\n\n## Part ${n}\n\nSee [the guide](/guide) and https://example.com/${n}.\n\n\`\`\`ts\nconst n = ${n};\n\`\`\`\n`;
const options = { minHeadingLevel: 2, maxHeadingLevel: 3 };

// The pool's worker is bundled from cli/exec/workers/ when the tests run from the sources (exec/worker-script.ts).
describe('the Markdown compile pool', () => {
  it('gives the results of the main-thread compiler, in the caller’s order', async () => {
    const inline = createMarkdownCompiler({ ...options, highlighter: await createHighlighter() });
    const pool = createCompilePool(2, options);
    try {
      const files = Array.from({ length: 12 }, (_, n) => [source(n), `/site/content/p${n}.md`] as const);
      const pooled = await Promise.all(files.map(([text, file]) => pool.compile(text, file)));
      const expected = await Promise.all(files.map(([text, file]) => inline(text, file)));
      expect(pooled).toEqual(expected);
      expect(pooled[3].value.html).toContain('shiki');
    } finally {
      await pool.close();
    }
  });

  it('compiles on the main thread once a worker dies, here of a heap too small to start', async () => {
    const pool = createCompilePool(1, { ...options, heapMb: 1 });
    try {
      const results = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => pool.compile(source(n), `/p${n}.md`)));
      expect(results.map((r) => r.value.toc[0]?.value)).toEqual(['Part 0', 'Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5']);
    } finally {
      await pool.close();
    }
  });

  it('compiles on the main thread when a worker cannot set up, here as the config module it imports throws', async () => {
    const pluginModule = { root: process.cwd(), code: "throw new Error('the config threw');\n", hash: 'throws', packages: [] };
    const pool = createCompilePool(1, { ...options, pluginModule });
    try {
      const results = await Promise.all([0, 1, 2].map((n) => pool.compile(source(n), `/p${n}.md`)));
      expect(results.map((r) => r.value.toc[0]?.value)).toEqual(['Part 0', 'Part 1', 'Part 2']);
    } finally {
      await pool.close();
    }
  });
});

describe('workers started before their pool', () => {
  it('are the pool’s workers once it is made, told then how to compile; one ended before is replaced, one too many stopped', async () => {
    const started = startCompileWorkers(3, undefined);
    let answered = 0;
    started[0].worker.on('message', () => answered++);
    const ended = new Promise((resolve) => started[1].worker.once('exit', resolve));
    await started[1].worker.terminate();
    await ended;
    expect(started.map((s) => s.exited)).toEqual([false, true, false]);
    const stopped = new Promise((resolve) => started[2].worker.once('exit', resolve));
    const pool = createCompilePool(2, options, started);
    try {
      await stopped;
      const inline = createMarkdownCompiler({ ...options, highlighter: await createHighlighter() });
      const files = Array.from({ length: 8 }, (_, n) => [source(n), `/site/content/p${n}.md`] as const);
      const pooled = await Promise.all(files.map(([text, file]) => pool.compile(text, file)));
      expect(pooled).toEqual(await Promise.all(files.map(([text, file]) => inline(text, file))));
      // Least busy first: the first worker started takes half the files.
      expect(answered).toBe(4);
    } finally {
      await pool.close();
    }
  });
});

describe('closing the compile pool', () => {
  it('stops its workers once, however many times it is closed', async () => {
    const pool = createCompilePool(2, options);
    await pool.compile(source(0), '/p0.md');
    await expect(Promise.all([pool.close(), pool.close()])).resolves.toEqual([undefined, undefined]);
  });
});
