import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import rehypeStringify from 'rehype-stringify';
import type { Element } from 'hast';
import { codeBlockOptions } from '../../../cli/content/code-block-options.ts';
import { markLines } from '../../../cli/content/code-block-element.ts';
import { createHighlighter, ensureLanguage } from '../../../cli/content/highlighter.ts';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';

const HIGHLIGHTED = 'theme-code-block-highlighted-line';
/** Lines with the default magic comment's class. */
const marked = (...lines: number[]) => Object.fromEntries(lines.map((line) => [line, [HIGHLIGHTED]]));

describe('codeBlockOptions', () => {
  it('reads the title, line range and line numbers from the meta string', () => {
    expect(codeBlockOptions('a', 'js', 'title="/src/a.js" {1,3-5} showLineNumbers')).toEqual({ code: 'a', title: '/src/a.js', lineClassNames: marked(0, 2, 3, 4), lineNumbersStart: 1 });
    expect(codeBlockOptions('a', 'js', "showLineNumbers=5 title='b.js'")).toEqual({ code: 'a', title: 'b.js', lineClassNames: marked(), lineNumbersStart: 5 });
    expect(codeBlockOptions('a', null, null)).toEqual({ code: 'a', lineClassNames: marked() });
  });

  it('takes magic comments out, highlighting the next line or the lines between start and end', () => {
    const code = ['a()', '// highlight-next-line', 'b()', 'c()', '  // highlight-start', 'd()', 'e()', '/* highlight-end */', 'f()'].join('\n');
    expect(codeBlockOptions(code, 'ts', null)).toEqual({ code: 'a()\nb()\nc()\nd()\ne()\nf()', lineClassNames: marked(1, 3, 4) });
  });

  it('reads the comment styles of each language, as Docusaurus does', () => {
    expect(codeBlockOptions('# highlight-next-line\nx = 1', 'python', null)).toEqual({ code: 'x = 1', lineClassNames: marked(0) });
    expect(codeBlockOptions('<!-- highlight-next-line -->\n<p></p>', 'html', null)).toEqual({ code: '<p></p>', lineClassNames: marked(0) });
    expect(codeBlockOptions('{/* highlight-next-line */}\n<p />', 'jsx', null)).toEqual({ code: '<p />', lineClassNames: marked(0) });
    expect(codeBlockOptions('-- highlight-next-line\nSELECT 1', 'sql', null)).toEqual({ code: 'SELECT 1', lineClassNames: marked(0) });
    // Python has no `//` comments; YAML, any other language, gets the popular styles.
    expect(codeBlockOptions('// highlight-next-line\nx = 1', 'python', null).lineClassNames).toEqual({});
    expect(codeBlockOptions('# highlight-next-line\na: 1', 'yaml', null)).toEqual({ code: 'a: 1', lineClassNames: marked(0) });
  });

  it('leaves magic comments in place with a line range, or without a language, or beside code', () => {
    const code = '// highlight-next-line\nx()';
    expect(codeBlockOptions(code, 'js', '{2}')).toEqual({ code, lineClassNames: marked(1) });
    expect(codeBlockOptions(code, undefined, null)).toEqual({ code, lineClassNames: marked() });
    expect(codeBlockOptions('x(); // highlight-next-line\ny()', 'js', null)).toEqual({ code: 'x(); // highlight-next-line\ny()', lineClassNames: marked() });
  });
});

describe('magic comments as config prism.magicComments sets them (Docusaurus’ shape)', () => {
  const magicComments = [
    { className: HIGHLIGHTED, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'This will error' },
    { className: 'added', line: 'added-next-line', block: { start: 'added-start', end: 'added-end' } },
  ];

  it('gives each marked line the classes of its comments, and removes the comment lines', () => {
    const code = ['// This will error', 'a()', '// added-start', '// highlight-next-line', 'b()', 'c()', '// added-end', 'd()'].join('\n');
    expect(codeBlockOptions(code, 'js', null, magicComments)).toEqual({ code: 'a()\nb()\nc()\nd()', lineClassNames: { 0: ['code-block-error-line'], 1: [HIGHLIGHTED, 'added'], 2: ['added'] } });
  });

  it('gives a line range the first comment’s class; an empty list leaves code and lines alone', () => {
    expect(codeBlockOptions('a\nb', 'js', '{2}', [magicComments[1]])).toEqual({ code: 'a\nb', lineClassNames: { 1: ['code-block-error-line'] } });
    expect(codeBlockOptions('// highlight-next-line\na', 'js', null, [])).toEqual({ code: '// highlight-next-line\na', lineClassNames: {} });
    expect(codeBlockOptions('a\nb', 'js', '{2}', [])).toEqual({ code: 'a\nb', lineClassNames: {} });
  });

  it('reads a comment with characters that mean something in a regular expression literally', () => {
    expect(codeBlockOptions('# [mark] (1)\nx\n# [mark] 1\ny', 'bash', null, [{ className: 'm', line: '[mark] (1)' }])).toEqual({ code: 'x\n# [mark] 1\ny', lineClassNames: { 0: ['m'] } });
  });
});

describe('code blocks on the page', () => {
  const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, highlighter: undefined });

  it('frame every block with its title and a copy button, number and highlight lines, and show no magic comment', async () => {
    const highlighted = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, highlighter: await createHighlighter() });
    const source = '```js title="a.js" showLineNumbers=5\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n';
    const { value } = await highlighted(source, 'a.md');
    expect(value.html).toMatch(
      /^<div class="code-block theme-code-block language-js code-block--line-numbers" style="counter-reset:line-number 4"><div class="code-block__title">a\.js<\/div><div class="code-block__content"><pre class="shiki [^"]*"[^>]*data-language="js"><code><span class="line">.*<\/span>\n<span class="line theme-code-block-highlighted-line">.*<\/span><\/code><\/pre><button type="button" class="code-block__copy clean-btn" aria-label="Copy code to clipboard" title="Copy"><svg .*<\/button><\/div><\/div>$/s,
    );
    expect(value.html).not.toContain('highlight-next-line');
    expect(value.summary).toBe('const a = 1; const b = 2;');
  });

  it('split plain code into lines only to number or highlight them', async () => {
    expect((await compile('```\nplain\n```\n', 'a.md')).value.html).toMatch(
      /^<div class="code-block theme-code-block"><div class="code-block__content"><pre tabindex="0" data-language="text"><code>plain\n<\/code><\/pre><button /,
    );
    const { value } = await compile('```text {2} showLineNumbers\na\nb\n```\n', 'a.md');
    expect(value.html).toContain('<code class="language-text"><span class="line">a</span>\n<span class="line theme-code-block-highlighted-line">b</span>\n</code>');
  });

  it('mark the same lines in Shiki’s tree and in its serialised HTML', async () => {
    const shiki = await createHighlighter();
    await ensureLanguage(shiki.shiki, 'js');
    const pre = shiki.codeToHast('a()\n\nb()\nc()', 'js').children[0] as Element;
    const html = (tree: Element) => unified().use(rehypeStringify).stringify({ type: 'root', children: [tree] });
    const fromTree = markLines(pre, marked(0, 1, 3)) as Element;
    const fromRaw = markLines({ type: 'raw', value: html(pre) }, marked(0, 1, 3));
    expect(fromRaw).toEqual({ type: 'raw', value: html(fromTree) });
    expect(html(fromTree).match(/theme-code-block-highlighted-line/g)).toHaveLength(3);
    // The cached tree is not changed.
    expect(html(pre)).not.toContain('highlighted');
  });
});
