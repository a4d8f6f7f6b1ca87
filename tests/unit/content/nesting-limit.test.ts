import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';
import { MAX_MICROMARK_MARKERS, MAX_NESTING } from '../../../cli/content/deep-blocks.ts';
import { putBack, setAside } from '../../../cli/content/set-aside.ts';
import { remarkMicromarkOnly } from '../../support/markdown.ts';
import type { Root } from 'mdast';

const options = { minHeadingLevel: 2, maxHeadingLevel: 3 };
/** The two ways a document is parsed: markdown-it where it serves, and micromark, as with a plugin adding syntax. */
const compilers = {
  'the markdown-it parser': createMarkdownCompiler(options),
  micromark: createMarkdownCompiler({ ...options, remarkPlugins: [remarkMicromarkOnly] }),
};

/** How deep the elements of an HTML fragment nest (void elements and comments aside). */
function htmlDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, close, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>/g)) {
    if (['br', 'hr', 'img', 'input'].includes(name)) continue;
    depth += close ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** Deep Markdown to put on line 3, and the line where it goes deeper than MAX_NESTING. */
const DEEP: Array<[string, (depth: number) => string, number]> = [
  ['block quotes', (n) => `${'>'.repeat(n)} deepest`, 3],
  // The 32nd quote opens on line 34; the paragraph in it is the 33rd level.
  ['block quotes over lines', (n) => Array.from({ length: n }, (_, i) => `${'> '.repeat(i + 1)}deepest`).join('\n'), 34],
  ['lists on one line', (n) => `${'- '.repeat(n)}deepest`, 3],
  // A list and its item are two levels: the paragraph of the 16th item is the 33rd.
  ['indented lists', (n) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}- deepest`).join('\n'), 18],
  ['ordered lists', (n) => Array.from({ length: n }, (_, i) => `${'   '.repeat(i)}1. deepest`).join('\n'), 18],
  ['lists in block quotes', (n) => `${'> - '.repeat(n)}deepest`, 3],
  ['emphasis', (n) => `${'*'.repeat(n)}deepest${'*'.repeat(n)}`, 3],
  ['emphasis over words', (n) => `${'_a '.repeat(n)}deepest${' a_'.repeat(n)}`, 3],
  ['a table in block quotes', (n) => `${'> '.repeat(n)}| deepest |\n${'> '.repeat(n)}| - |`, 3],
];

describe('Markdown nested deeper than MAX_NESTING', () => {
  for (const [name, parse] of Object.entries(compilers)) {
    describe(`read by ${name}`, () => {
      it.each(DEEP)('cuts %s 3,000 deep there, keeps what lies deeper as text and warns at the line', async (_, deep, line) => {
        const source = `Before [a](/a).\n\n${deep(3000)}\n\nAfter [b](/b).\n`;
        const { value, diagnostics } = await parse(source, 'f.md');
        // Where micromark reads the rest, a block on one line this long also has a ParagraphTooLong warning.
        const nesting = diagnostics.filter((d) => d.code !== 'ParagraphTooLong');
        expect(nesting.map((d) => [d.code, d.severity, d.line])).toEqual([['NestingTooDeep', 'warning', line]]);
        expect(nesting[0].message).toContain(`deeper than ${MAX_NESTING} levels`);
        const depth = htmlDepth(String(value.html));
        expect(depth).toBeLessThanOrEqual(MAX_NESTING + 1);
        expect(depth).toBeGreaterThan(MAX_NESTING / 2);
        expect(String(value.html)).toContain('deepest');
        expect(String(value.html).startsWith('<p>Before <a href="/a">a</a>.</p>\n')).toBe(true);
        expect(String(value.html).endsWith('\n<p>After <a href="/b">b</a>.</p>')).toBe(true);
        expect(value.links.map((l) => [l.url, l.line])).toEqual([
          ['/a', 1],
          ['/b', source.split('\n').length - 1],
        ]);
        // Block quotes over 3,000 lines are 9 MB of text: a loaded machine runs past vitest's 30 s default.
      }, 120_000);
    });
  }

  it('leaves Markdown nested to the limit as micromark reads it, and cuts one level more', async () => {
    // 30 block quotes, the paragraph in them and the emphasis and link in it: 32 levels.
    const atLimit = `${'>'.repeat(MAX_NESTING - 2)} *a* [b](/b)\n`;
    const fast = await compilers['the markdown-it parser'](atLimit, 'f.md');
    expect(fast).toEqual(await compilers.micromark(atLimit, 'f.md'));
    expect(fast.diagnostics).toEqual([]);
    expect(htmlDepth(String(fast.value.html))).toBe(MAX_NESTING);
    const over = await compilers['the markdown-it parser'](`>${atLimit}`, 'f.md');
    expect(over.diagnostics.map((d) => d.code)).toEqual(['NestingTooDeep']);
    expect(over.value.html).toContain(`${'<blockquote>\n'.repeat(MAX_NESTING - 1)}<p>a b</p>`);
  });

  it('reads links in links as CommonMark does, without nesting: only the innermost is a link', async () => {
    const { value, diagnostics } = await compilers['the markdown-it parser'](`${'['.repeat(3000)}a${'](/x)'.repeat(3000)}\n`, 'f.md');
    expect(diagnostics).toEqual([]);
    expect(value.links).toHaveLength(1);
  });

  it('keeps the GFM of the rest of the document, and links bare URLs in the cut block', async () => {
    const source = `~~gone~~ and a note[^1]\n\n${'> '.repeat(40)}see www.example.com\n\n[^1]: The note.\n`;
    const { value } = await compilers['the markdown-it parser'](source, 'f.md');
    expect(value.html).toContain('<del>gone</del>');
    expect(value.html).toContain('data-footnote-ref');
    expect(value.html).toContain('<a href="http://www.example.com">www.example.com</a>');
  });
});

describe('a paragraph longer than micromark reads in linear time', () => {
  const long = `[open ${'word '.repeat(4000)}\n`;

  it('is read by markdown-it, with a warning, where micromark reads the rest', async () => {
    const { value, diagnostics } = await compilers['the markdown-it parser'](`~~gone~~\n\n${long}`, 'f.md');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['ParagraphTooLong', 3]]);
    expect(value.html).toContain('<del>gone</del>');
    expect(String(value.html)).toContain('[open word word');
  });

  it('is no matter where markdown-it reads everything', async () => {
    expect((await compilers['the markdown-it parser'](long, 'f.md')).diagnostics).toEqual([]);
  });
});

describe('a paragraph holding more markers than micromark pairs in linear time', () => {
  const marked = `${'~a '.repeat(130)}${'a~ '.repeat(130)}\n`;

  it('is read by markdown-it, with a warning naming what it holds, where micromark reads the rest', async () => {
    const { value, diagnostics } = await compilers['the markdown-it parser'](`~~gone~~\n\n${marked}\nA note[^1].\n\n[^1]: Here.\n`, 'f.md');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['ParagraphTooLong', 3]]);
    expect(diagnostics[0].message).toContain(`more than ${MAX_MICROMARK_MARKERS} lines and emphasis, strikethrough or link markers`);
    expect(value.html).toContain('<del>gone</del>');
    expect(value.html).toContain('data-footnote-ref');
    expect(String(value.html)).toContain('~a ~a');
  });

  it('is read by micromark below the limit', async () => {
    const { value, diagnostics } = await compilers['the markdown-it parser'](`~~gone~~\n\n${'~a~ '.repeat(MAX_MICROMARK_MARKERS / 2)}\n`, 'f.md');
    expect(diagnostics).toEqual([]);
    expect(value.html).toContain('<del>a</del> <del>a</del>');
  });
});

describe('setting blocks aside', () => {
  it('keeps every line where it was, and puts each block back where its placeholder ended up', () => {
    const source = 'a\r\nb\n\nc\rd\n';
    const aside = setAside(source, [
      [1, 2],
      [3, 5],
    ]);
    // Line 4, emptied between `\r` and `\n`, keeps a space so that they stay two line endings.
    expect(aside.source.split(/\r\n|\r|\n/)).toEqual(['a', `###### ${aside.marker}0`, '', `###### ${aside.marker}1`, ' ', '']);
    const placeholder = (n: number) => ({ type: 'heading' as const, depth: 6 as const, children: [{ type: 'text' as const, value: `${aside.marker}${n}` }] });
    const tree: Root = { type: 'root', children: [{ type: 'blockquote', children: [placeholder(0)] }] };
    putBack(tree, aside, [[{ type: 'thematicBreak' }], [{ type: 'html', value: 'x' }]]);
    // The second placeholder is missing: its block is kept at the end rather than lost.
    expect(tree.children).toEqual([{ type: 'blockquote', children: [{ type: 'thematicBreak' }] }, { type: 'html', value: 'x' }]);
  });

  it('picks a marker the document does not hold', () => {
    const { marker } = setAside('\uE000sitegen-set-aside\uE000\n', []);
    expect(marker).toBe('\uE000sitegen-set-aside\uE000\uE000');
  });
});
