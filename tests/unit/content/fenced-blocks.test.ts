import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import { VFile } from 'vfile';
import remarkCodeBlocks from '../../../cli/content/remark-code-blocks.ts';
import { fencedBlocks } from '../../../cli/content/fenced-blocks.ts';
import { parsedTree } from '../../support/markdown.ts';
import { generateSite } from '../../../bench/generate-site.ts';

/** What the parser finds: each code block with a language, as rehype-highlight will ask for it (without magic comments). */
function parsedBlocks(markdown: string): Array<{ lang: string; code: string }> {
  const blocks: Array<{ lang: string; code: string }> = [];
  const tree = parsedTree(markdown);
  remarkCodeBlocks()(tree, new VFile(markdown));
  visit(tree, 'code', (node: Code) => {
    if (node.lang) blocks.push({ lang: node.lang.toLowerCase(), code: node.value });
  });
  return blocks;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
}

describe('fencedBlocks', () => {
  it('finds exactly the blocks the parser finds in the repository site and in a generated one', () => {
    const generated = [...generateSite({ pages: 60, seed: 3 })].filter((file) => file.path.endsWith('.md')).map((file) => file.contents);
    const files = [...markdownFiles('content'), ...generated];
    expect(files.length).toBeGreaterThan(90);
    let blocks = 0;
    for (const text of files) {
      const expected = parsedBlocks(text);
      expect(fencedBlocks(text)).toEqual(expected);
      blocks += expected.length;
    }
    expect(blocks).toBeGreaterThan(40);
  });

  it('follows CommonMark fences: tildes, longer closings, indented openings, unclosed blocks', () => {
    const cases = [
      '~~~python\nprint(1)\n~~~\n',
      '````md\n```js\nx()\n```\n````\n',
      '```Bash extra words\nls\n\n  -la\n```\n',
      '  ```yaml\n  a: 1\n    b: 2\n c: 3\n  ```\n',
      '```ts\nconst open = true;\n',
      '```\nno language\n```\n\n```json\n{}\n```\n',
      'text\n```text\n```\n',
      '- item\n\n  ```ts\n  nested();\n  ```\n',
      '> ```ts\n> quoted();\n> ```\n\n```css\na {}\n```\n',
      '```js title="a.js"\n// highlight-next-line\na();\n  # highlight-start\nb();\n```\n\n```js {1}\n// highlight-next-line\n```\n',
    ];
    for (const text of cases) {
      const guessed = fencedBlocks(text);
      const parsed = parsedBlocks(text);
      // Blocks inside quotes are missed; every block found is one the parser finds.
      for (const block of guessed) expect(parsed).toContainEqual(block);
      if (!text.startsWith('>')) expect(guessed).toEqual(parsed);
    }
    expect(fencedBlocks(cases[8])).toEqual([{ lang: 'css', code: 'a {}' }]);
  });
});
