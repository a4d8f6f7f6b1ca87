import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { startHighlightThread } from '../../../cli/exec/highlight-thread.ts';
import { createHighlighter, type HighlightedBlock } from '../../../cli/content/highlighter.ts';


/** A block as the page shows it: the thread's HTML, or a `<pre>` serialised as the pipeline does. */
function markup(block: HighlightedBlock | undefined): string | undefined {
  if (!block) return undefined;
  if (block.type === 'raw') return block.value;
  return toHtml(block, { allowDangerousHtml: true });
}

const blocks: Array<[code: string, lang: string]> = [
  ['const n: number = 1;\nexport default n;', 'ts'],
  ['echo "$HOME" | grep -v x', 'bash'],
  ['a: 1\nb: [x, y] # c', 'yaml'],
  ['def f(x):\n    return x', 'python'],
];

// The thread runs lib/highlight-worker.js, compiled by `npm test` before the tests run.
describe('the highlight thread', () => {
  it('gives what the highlighter on this thread gives, and nothing for an unknown language', async () => {
    const here = await createHighlighter();
    const thread = startHighlightThread();
    try {
      const remote = await Promise.all(blocks.map(([code, lang]) => thread.highlight(code, lang)));
      const local = await Promise.all(blocks.map(([code, lang]) => here.highlight(code, lang)));
      expect(remote.map(markup)).toEqual(local.map(markup));
      // Serialised on the thread: the page copies it as it is.
      expect(remote[0]!.type).toBe('raw');
      expect(markup(remote[0])).toContain('--shiki-dark');
      expect(markup(remote[0])).toContain('data-language="ts"');
      expect(await thread.highlight('x', 'no-such-language')).toBeUndefined();
    } finally {
      await thread.close();
    }
  });

  it('answers the blocks it read ahead from the files given (views of a larger buffer) with their own markup, placeholders expanded', async () => {
    const here = await createHighlighter();
    const variants: Array<[code: string, lang: string]> = [...blocks, ['const m = "other";', 'ts'], ['x', 'no-such-language']];
    // In reverse order of the requests, one file per block, and one block never asked for.
    const texts = variants.map(([code, lang]) => `# Page\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`).reverse();
    texts.push('```yaml\nnever: asked\n```\n', '```bash\necho {{brand}}\n```\n');
    const thread = startHighlightThread();
    try {
      // Views of one larger buffer, as a build reads its sources (source-slabs.ts): each is sent as a copy, the buffer left whole.
      const slab = Buffer.from(`unread${texts.join('')}unread`);
      let at = 'unread'.length;
      const views = texts.map((text) => slab.subarray(at, (at += Buffer.byteLength(text))));
      thread.highlightAhead(views, { brand: 'Acme', product: 'acme', email: 'a@example.com', phone: '1' });
      expect(slab.toString()).toBe(`unread${texts.join('')}unread`);
      // Time to work through the files, so that the answers below come from what was done ahead.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const asked: Array<[code: string, lang: string]> = [...variants, ['echo Acme', 'bash']];
      const remote = await Promise.all(asked.map(([code, lang]) => thread.highlight(code, lang)));
      const local = await Promise.all(asked.map(([code, lang]) => here.highlight(code, lang)));
      expect(remote.map(markup)).toEqual(local.map(markup));
      expect(remote[variants.length - 1]).toBeUndefined();
      // A block asked for twice is highlighted again the second time.
      expect(markup(await thread.highlight(blocks[0][0], blocks[0][1]))).toBe(markup(local[0]));
    } finally {
      await thread.close();
    }
  });

  it('highlights on this thread once the worker is gone, the blocks in flight included', async () => {
    const here = await createHighlighter();
    const thread = startHighlightThread();
    const inFlight = thread.highlight(blocks[0][0], blocks[0][1]);
    await thread.close();
    const later = thread.highlight(blocks[1][0], blocks[1][1]);
    expect(markup(await inFlight)).toBe(markup(await here.highlight(blocks[0][0], blocks[0][1])));
    expect(markup(await later)).toBe(markup(await here.highlight(blocks[1][0], blocks[1][1])));
  });
});
