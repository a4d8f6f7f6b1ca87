import { describe, expect, it } from 'vitest';
import { Executor } from '../../../cli/exec/executor.ts';
import { compileHere } from '../../../cli/content/compile-markdown.ts';

const OPTIONS = { minHeadingLevel: 2, maxHeadingLevel: 3 };
const sources = [
  { file: '/site/content/a.md', text: '# A\n\n## One\n\n```js\nconst a = 1;\n```\n' },
  { file: '/site/content/b.md', text: 'Plain *text* with a [link](/a).\n' },
];

describe('Executor', () => {
  it('gives what compiling on this thread gives, on the main thread or on two workers', async () => {
    const expected = await compileHere(sources, OPTIONS);
    for (const threads of [0, 2]) {
      const executor = new Executor({ threads });
      try {
        expect(await executor.compileMarkdown(sources, OPTIONS)).toEqual(expected);
      } finally {
        await executor.close();
      }
    }
  });

  it('compiles again only the files whose text or options changed since the last call', async () => {
    const executor = new Executor({ threads: 0 });
    const [a1, b1] = await executor.compileMarkdown(sources, OPTIONS);
    const edited = [sources[0], { ...sources[1], text: 'Edited.\n' }];
    const [a2, b2] = await executor.compileMarkdown(edited, OPTIONS);
    expect(a2).toBe(a1);
    expect(b2).not.toBe(b1);
    expect(b2.value.html).toBe('<p>Edited.</p>');
    const [a3] = await executor.compileMarkdown(edited, { ...OPTIONS, maxHeadingLevel: 2 });
    expect(a3).not.toBe(a1);
    await executor.close();
  });
});
