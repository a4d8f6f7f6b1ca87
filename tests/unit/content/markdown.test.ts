import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';
import { createHighlighter } from '../../../cli/content/highlighter.ts';
import { visit } from 'unist-util-visit';
import type { Processor } from 'unified';
import type { Root as MdastRoot, Text } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import type { Extension as MicromarkExtension, State } from 'micromark-util-types';

const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3 });

describe('the Markdown pipeline', () => {
  it('supports every GFM feature in a file with no bare URL', async () => {
    const { value } = await compile('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~gone~~ and a note[^1]\n\n[^1]: The note.\n', 'f.md');
    expect(value.html).toContain('<table>');
    expect(value.html).toContain('<input type="checkbox" checked disabled>');
    expect(value.html).toContain('<del>gone</del>');
    expect(value.html).toContain('data-footnote-ref');
  });

  it('links bare URLs and e-mail addresses', async () => {
    const { value } = await compile('See www.example.com, https://example.com/x and mail@example.com.\n', 'f.md');
    expect(value.html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(value.html).toContain('<a href="https://example.com/x">https://example.com/x</a>');
    expect(value.html).toContain('<a href="mailto:mail@example.com">mail@example.com</a>');
  });

  it('splits the excerpt at the truncate marker and records a TOC within the levels', async () => {
    const { value } = await compile('Intro.\n\n<!-- truncate -->\n\n## Two\n\n### Three\n\n#### Four\n', 'f.md');
    expect(value.excerptHtml).toBe('<p>Intro.</p>');
    expect(value.toc).toEqual([
      { id: 'two', value: 'Two', level: 2 },
      { id: 'three', value: 'Three', level: 3 },
    ]);
    expect(value.anchors).toEqual(['two', 'three', 'four']);
  });

  it('keeps of the plain text only the description it gives a page, not the text of the whole page', async () => {
    const words = Array.from({ length: 400 }, (_, n) => `word${n}`).join(' ');
    const { value } = await compile(`A first sentence.\n\n${words}\n`, 'long.md');
    expect(value.summary).toMatch(/^A first sentence\.word0 word1 .*…$/);
    expect(value.summary.length).toBeLessThanOrEqual(160);
    expect(value.words).toBeGreaterThan(400);
    // Only the HTML holds the body: all pages' results are alive at once until the graph is built.
    const { html: _html, ...rest } = value;
    expect(JSON.stringify(rest)).not.toContain('word399');
  });
});

describe('the excerpt', () => {
  const highlighted = createHighlighter().then((highlighter) => createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, highlighter }));

  it('is the body up to the marker: same heading ids, same highlighting', async () => {
    const before = 'Intro *with* `code`.\n\n## Setup\n\n```ts\nconst a = 1;\n```\n\n## Setup\n\n- a\n- b';
    const source = `---\ntitle: T\n---\n\n# Title\n\n${before}\n\n<!--  truncate -->\n\n## Setup\n\nMore.\n`;
    const compileHighlighted = await highlighted;
    const { value } = await compileHighlighted(source, 'f.md');
    expect(value.excerptHtml).toBe((await compileHighlighted(`# Title\n\n${before}\n`, 'f.md')).value.html);
    expect(value.excerptHtml).toContain('<h2 id="setup-1">');
    expect(value.excerptHtml).toContain('class="shiki shiki-themes github-light github-dark"');
    expect(String(value.html).startsWith(`${value.excerptHtml}\n<!--  truncate -->\n`)).toBe(true);
    expect(value.html).toContain('<h2 id="setup-2">');
  });

  it('is empty when the marker comes first, and absent without one', async () => {
    expect((await compile('<!-- truncate -->\n\nBody.\n', 'f.md')).value.excerptHtml).toBe('');
    expect((await compile('Body.\n\n<!-- truncate, not -->\n', 'f.md')).value.excerptHtml).toBeUndefined();
  });

  it('compiles the blocks before the marker on their own when they use references or footnotes', async () => {
    // Long-standing behaviour, kept: the excerpt resolves references against its own blocks only.
    const { value } = await compile('See [docs][ref] and a note[^1].\n\n<!-- truncate -->\n\n[ref]: /docs\n\n[^1]: The note.\n', 'f.md');
    expect(value.excerptHtml).toMatch(/^<p>See \[docs\]\[ref\] and a note<sup><a href="#user-content-fn-1"[^>]*>1<\/a><\/sup>\.<\/p>$/);
    expect(value.html).toContain('<a href="/docs">docs</a>');
  });

  it('is what the blocks before the marker compile to, on generated documents', async () => {
    const compileHighlighted = await highlighted;
    const inline = fc.constantFrom('word', 'Setup', '*em*', '**strong**', '`code`', '[a link](/x)', '~~gone~~', 'a & b', '<b>html</b>', 'www.example.com', 'é');
    const text = fc.array(inline, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    const block = fc.oneof(
      text,
      text.map((t) => `## ${t}`),
      fc.constantFrom('Setup', 'Setup', 'Other').map((t) => `### ${t}`),
      fc.array(text, { minLength: 1, maxLength: 3 }).map((items) => items.map((t) => `- ${t}`).join('\n')),
      text.map((t) => `> ${t}`),
      fc.tuple(fc.constantFrom('ts', 'bash', 'nolang', ''), text).map(([lang, t]) => `\`\`\`${lang}\nconst x = "${t}";\n\`\`\``),
      text.map((t) => `| a | b |\n| - | - |\n| ${t} | 1 |`),
      fc.constantFrom('<!-- note -->', '* * *', '<div>\nblock\n</div>'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(block, { maxLength: 6 }), fc.array(block, { maxLength: 3 }), async (before, after) => {
        const { value } = await compileHighlighted([...before, '<!-- truncate -->', ...after].join('\n\n') + '\n', 'f.md');
        const alone = await compileHighlighted(before.join('\n\n') + '\n', 'f.md');
        expect(value.excerptHtml).toBe(alone.value.html);
      }),
      { numRuns: 150 },
    );
  });
});

describe('heading ids and the table of contents', () => {
  const reference = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeSlug).use(rehypeStringify, { allowDangerousHtml: true });

  it('gives headings the ids rehype-slug gives, and lists those in range', async () => {
    const heading = fc.constantFrom('Setup', 'setup', 'Set up', 'Setup 1', 'Setup-1', '`code` *em*', 'Ünïcödé', '日本', '🎉 Party', 'a_b', 'C++ & C#', '', '  ');
    const document = fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), heading), { maxLength: 8 }).map((hs) =>
      ['Intro.', ...hs.map(([level, text]) => `${'#'.repeat(level)} ${text}`), 'Note[^1].', '[^1]: A note.'].join('\n\n') + '\n',
    );
    await fc.assert(
      fc.asyncProperty(document, async (source) => {
        const { value } = await compile(source, 'f.md');
        expect(value.html).toBe(String(await reference.process(source)));
        // Every heading is an anchor, the footnotes' label (`<h2 class="sr-only" id="footnote-label">`) too.
        const headings = [...String(value.html).matchAll(/<h([1-6])[^>]* id="([^"]*)"/g)];
        expect(value.anchors.filter((id) => headings.some((h) => h[2] === id))).toEqual(headings.map((h) => h[2]));
        // The label, hidden but for screen readers, is no entry of the table of contents.
        const listed = headings.filter((h) => +h[1] >= 2 && +h[1] <= 3 && h[2] !== 'footnote-label');
        expect(value.toc.map((entry) => [entry.level, entry.id])).toEqual(listed.map((h) => [+h[1], h[2]]));
      }),
      { numRuns: 200 },
    );
  });
});

describe('highlighting', () => {
  it('gives a code block met again the same markup', async () => {
    const compileHighlighted = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, highlighter: await createHighlighter() });
    const source = '```ts\nconst a: number = 1;\n```\n\nText.\n\n```ts\nconst a: number = 1;\n```\n';
    const first = await compileHighlighted(source, 'a.md');
    const second = await compileHighlighted(source, 'b.md');
    expect(second.value.html).toBe(first.value.html);
    const [one, two] = String(first.value.html).split('\n<p>Text.</p>\n');
    expect(two).toBe(one);
    expect(one).toMatch(/^<div class="code-block [^"]*"><div class="code-block__content"><pre class="shiki [^"]*"[^>]*data-language="ts"[^>]*><code><span class="line">/);
  });
});

describe('the site’s plugins', () => {
  /** A site remark plugin: upper-cases the text. */
  const remarkShout = () => (tree: MdastRoot) => {
    visit(tree, 'text', (node: Text) => {
      node.value = node.value.toUpperCase();
    });
  };
  /** A site rehype plugin: marks every paragraph. */
  const rehypeMark = () => (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'p') node.properties.dataSite = 'yes';
    });
  };
  /** A site remark plugin adding syntax: `%word` becomes an emphasised word, as micromark reads it. */
  function remarkPercent(this: Processor) {
    const data = this.data();
    (data.micromarkExtensions ??= []).push(percentSyntax);
    (data.fromMarkdownExtensions ??= []).push({
      enter: { percent(token) { this.enter({ type: 'emphasis', children: [{ type: 'text', value: this.sliceSerialize(token).slice(1) }] }, token); } },
      exit: { percent(token) { this.exit(token); } },
    });
  }

  it('run in Docusaurus’ order: the remark plugin after sitegen’s transforms (the title is read before it) but before links and text are, the rehype plugin before heading ids', async () => {
    const compileWithPlugins = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, remarkPlugins: [remarkShout], rehypePlugins: [rehypeMark] });
    const { value } = await compileWithPlugins('# Title\n\nSome [text](/a).\n\n## Setup\n', 'f.md');
    expect(value.contentTitle).toBe('Title');
    expect(value.html).toBe('<p data-site="yes">SOME <a href="/a">TEXT</a>.</p>\n<h2 id="setup">SETUP</h2>');
    expect(value.summary).toBe('SOME TEXT.SETUP');
    expect(value.toc).toEqual([{ id: 'setup', value: 'SETUP', level: 2 }]);
  });

  it('with new syntax, parse with micromark: the markdown-it parser steps aside', async () => {
    const compileWithSyntax = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, remarkPlugins: [remarkPercent] });
    const { value } = await compileWithSyntax('A %word and www.example.com.\n', 'f.md');
    expect(value.html).toBe('<p>A <em>word</em> and <a href="http://www.example.com">www.example.com</a>.</p>');
    expect((await compile('A %word.\n', 'f.md')).value.html).toBe('<p>A %word.</p>');
  });
});

/** `%` then letters, as one token (a micromark text construct). */
const percentSyntax: MicromarkExtension = {
  text: {
    37: {
      name: 'percent',
      tokenize(effects, ok, nok) {
        const letter = (code: number | null) => code !== null && ((code >= 65 && code <= 90) || (code >= 97 && code <= 122));
        const rest: State = (code) => {
          if (letter(code)) {
            effects.consume(code);
            return rest;
          }
          effects.exit('percent' as never);
          return ok(code);
        };
        return (code) => {
          effects.enter('percent' as never);
          effects.consume(code);
          return (next) => (letter(next) ? rest(next) : nok(next));
        };
      },
    },
  },
};
