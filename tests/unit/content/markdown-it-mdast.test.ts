import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import spec from 'commonmark-spec';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';
import { parseWithMarkdownIt } from '../../../cli/content/markdown-it-mdast.ts';
import { linkLiterals } from '../../../cli/content/link-literals.ts';
import { titlesAsLabels } from '../../../cli/content/remark-admonition-titles.ts';
import { micromarkTree, parsedTree, remarkMicromarkOnly, withoutPositions } from '../../support/markdown.ts';

const options = { minHeadingLevel: 2, maxHeadingLevel: 3 };
const compile = createMarkdownCompiler(options);
const reference = createMarkdownCompiler({ ...options, remarkPlugins: [remarkMicromarkOnly] });

/**
 * The parse step gives micromark's tree (but for positions, kept only where sitegen reads them),
 * and everything sitegen keeps of a file (HTML, excerpt, TOC, links with their places, text) is
 * what micromark alone gives.
 */
async function sameAsMicromark(source: string) {
  expect(withoutPositions(parsedTree(source))).toEqual(withoutPositions(micromarkTree(source)));
  const [fast, slow] = await Promise.all([compile(source, 'f.md'), reference(source, 'f.md')]);
  expect(fast).toEqual(slow);
}

const ROOT = join(import.meta.dirname, '../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

describe('parsing with markdown-it into micromark’s tree', () => {
  it('agrees with micromark on every example of the CommonMark spec, taking most of them', async () => {
    let taken = 0;
    for (const example of spec.tests) {
      const source = example.markdown.replace(/→/g, '\t');
      if (parseWithMarkdownIt(source)) taken++;
      await sameAsMicromark(source);
    }
    expect(taken / spec.tests.length).toBeGreaterThan(0.8);
  });

  it('agrees on the pages of the sites in this repository', async () => {
    const files = [...markdownFiles(join(ROOT, 'content')), ...markdownFiles(join(ROOT, 'tests/fixtures'))];
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) await sameAsMicromark(readFileSync(file, 'utf8'));
  });

  it.each([
    ['front matter, a title, links and images', '---\ntitle: A\n---\n# Title\n\nSee [a](./a.md) and ![i](./i.png "t").\n'],
    ['empty front matter', '---\n---\nbody\n'],
    ['links in a heading, a list, a quote and a table', '## To [a](/a) ##\n\n- x [b](/b)\n  [c](/c)\n\n> y [d](/d)\n\n| p | q |\n| - | :-: |\n| [e](/e) | [e](/e) |\n'],
    ['a code span over lines', 'a `b\n  c` d and `  \n`\n'],
    ['a fenced block with a title', '```js title="a.js"\nconst a = 1;\n```\n'],
    ['the truncate marker', 'Intro.\n\n<!-- truncate -->\n\nMore.\n'],
    ['an image inside a link, and escapes in alt text', '[![logo](/l.png)](/) ![\\[x\\]](/x.png)\n'],
    ['hard and soft breaks', 'a  \nb\\\nc \t\nd\n'],
    ['tight and loose lists', '- a\n- b\n\n1. c\n\n2. d\n'],
    ['an admonition holding a list and code', ':::note\n\nSome *text*:\n\n- a\n- b\n\n```js\nx\n```\n\n:::\n'],
    ['an admonition with a title, and one in the older form', ':::tip[The *title* with `code`]\nText [a](/a).\n:::\n\n:::warning Older title\nText.\n:::\n'],
    ['nested admonitions, the outer with more colons', ':::::info\n::::danger\n:::tip\nDeep.\n:::\n::::\n:::::\n'],
    ['admonitions in a list item and after a paragraph', '1. Step\n\n   :::note\n   a\n   :::\n\nPara\n:::info[]\nc\n:::\n'],
  ])('takes %s', async (_, source) => {
    // The parse step reads Docusaurus' older titles first (remark-admonition-titles.ts).
    expect(parseWithMarkdownIt(titlesAsLabels(source))).toBeDefined();
    await sameAsMicromark(source);
  });

  it.each([
    ['a footnote', 'Note[^1].\n\n[^1]: Text.\n'],
    ['strikethrough', '~~gone~~\n'],
    ['a task list', '- [ ] todo\n- [x] done\n'],
    ['a reference link', '[a][b]\n\n[b]: /url\n'],
    ['carriage returns', 'a\r\nb\r\n'],
    ['an unclosed fence', '```\ncode\n'],
    ['an unclosed comment', '<!-- note\n'],
    ['a one-column table without a pipe below', 'a |\n:--\n'],
    ['a lazy HTML line in a list', '- a\n<span>\n'],
    ['a list counting from 2 after indented code', '    code\n\n2. b\n'],
    ['an unclosed admonition', ':::note\ntext\n'],
    ['an admonition with attributes', ':::note{.big}\ntext\n:::\n'],
    ['an indented admonition', ' :::note\n text\n :::\n'],
    ['a stray closing line', 'text\n:::\n'],
    ['four colons ending a line of text', '*> ::::\n'],
    ['brackets in a title', ':::note[a [b] c]\n:::\n'],
    ['a nested admonition closing the outer one', ':::note\n:::tip\nx\n:::\n:::\n'],
    ['a code block closed early by the admonition around it', ':::note\n```\n:::\n'],
    ['a list item holding nothing but an admonition', '- :::note\n  a\n  :::\n'],
    ['an admonition in a quote', '> :::tip\n> - a\n>\n> b\n> :::\n'],
  ])('leaves %s to micromark', async (_, source) => {
    expect(parseWithMarkdownIt(source)).toBeUndefined();
    await sameAsMicromark(source);
  });

  it.each([
    ['addresses and URLs between spaces', 'Write to hello@example.com or see www.example.com/a_b and (https://example.com/x).\n', true],
    ['an address in a table cell', '| Mail |\n| - |\n| me@example.com |\n', true],
    ['a URL running into emphasis', 'See www.example.com/_x_ now.\n', false],
    ['a URL ending in an underscore', 'See www.example.com/path_a_.\n', false],
    ['a URL after code', 'See `x`www.example.com now.\n', false],
    ['an escape inside a URL', 'See www\\.example.com now.\n', false],
    ['a character reference in an address', 'Write to me&#64;example.com.\n', false],
    ['a URL in link text', '[see www.example.com](/x)\n', true],
    ['an address as the text of its mailto link', 'Write to [me@example.com](mailto:me@example.com).\n', true],
    ['a URL in emphasis in link text, and one after the link', '[a *www.a.com*](/x) www.b.com\n', true],
    ['a URL in brackets that make no link', '[www.a.com] and [b] www.c.com\n', false],
    ['a URL in an image alt inside a link', '[![www.a.com](/i.png)](/x)\n', false],
    ['a mailto: address, which the tokenizer links from its `@` word', 'Write to mailto:me@example.com now.\n', false],
  ])('links autolink literals in the tree when sure, for %s', async (_, source, sure) => {
    expect(linkLiterals(parseWithMarkdownIt(source)!, source)).toBe(sure);
    await sameAsMicromark(source);
  });

  it('agrees on generated Markdown', async () => {
    const piece = fc.constantFrom(
      '*', '**', '_', '__', '~', '`', '``', '```', '[', ']', '(', ')', '](', '![', '<', '>', '\\', '&amp;', '&#35;', '"', "'", '|', '\t',
      ' ', ' ', '   ', '\n', '\n', '\n\n', '  \n', '# ', '## ', '- ', '* ', '+ ', '1. ', '2) ', '> ', '| ', ' | ', '\n| - | - |\n', '\n|---|:-:|\n',
      '\n---\n', '\n===\n', '\n```js\n', '\n```\n', '\n~~~\n', '\n    ', '\n  ', '<div>', '</div>', '<span>', '<!-- ', ' -->', '<!-- truncate -->',
      '[a](/b)', '[a](</b c> "t")', '![i](/p.png)', '<http://x.y>', ':', '.', 'a', 'word', 'é', '日本', '---\n', 'title: x\n', '[x]: /u\n', '\\\n',
      'www.', 'https://', 'me@', 'example.com', '/path_a_', '&#64;', 'mailto:',
      ':::', '::::', '\n:::\n', '\n::::\n', ':::note', '\n:::tip\n', '\n::::info\n', ':::danger[T]', '[', 'x]', ' Title', '{.a}', '\t:::',
    );
    // A fixed seed: the run is the same on every machine.
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 40 }), (pieces) => sameAsMicromark(pieces.join(''))),
      { numRuns: 1500, seed: 20261121 },
    );
  });

  it('agrees on generated admonitions, taking many of them', async () => {
    const line = fc.constantFrom('text', 'a *b* [l](/x)', '`c` d', 'x ::: y', '<span>s</span>');
    const { block } = fc.letrec<{ block: string; directive: string }>((tie) => ({
      block: fc.oneof(
        { depthSize: 'small' },
        line,
        fc.array(line, { minLength: 1, maxLength: 3 }).map((items) => items.map((item) => `- ${item}`).join('\n')),
        line.map((code) => `\`\`\`js\n${code}\n\`\`\``),
        line.map((text) => `## ${text}`),
        tie('directive'),
      ),
      directive: fc
        .record({
          open: fc.integer({ min: 3, max: 5 }),
          close: fc.integer({ min: 2, max: 6 }),
          name: fc.constantFrom('note', 'tip', 'danger', 'foo'),
          label: fc.constantFrom('', '[Title]', '[]', '[A *b*]', ' Older title'),
          body: fc.array(tie('block'), { maxLength: 3 }),
          gap: fc.constantFrom('\n', '\n\n'),
        })
        .map(({ open, close, name, label, body, gap }) => [`${':'.repeat(open)}${name}${label}`, ...body, ':'.repeat(close)].join(gap)),
    }));
    const documents = fc.tuple(fc.array(block, { minLength: 1, maxLength: 4 }), fc.constantFrom('', '- ', '> ', '1. ')).map(([blocks, container]) => {
      const text = blocks.join('\n\n');
      // In a list item or a quote, every line after the first carries the container's marker or
      // indentation. (Neither a blank quote line `> ` nor a quote in a quote: after a list in a
      // quote, micromark then counts the list as loose, which markdown-it-mdast.ts does not know.)
      const rest = container === '> ' ? '> ' : ' '.repeat(container.length);
      return `${container}${text.split('\n').map((line, i) => (i === 0 ? line : line ? rest + line : rest.trimEnd())).join('\n')}\n`;
    });
    let taken = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(documents, async (source) => {
        runs++;
        if (parseWithMarkdownIt(titlesAsLabels(source))) taken++;
        await sameAsMicromark(source);
      }),
      { numRuns: 300, seed: 20261125 },
    );
    expect(taken / runs).toBeGreaterThan(0.4);
  }, 90_000);
});
