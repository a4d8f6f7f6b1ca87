import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import rehypeStringify from 'rehype-stringify';
import type { Element } from 'hast';
import { codeBlockOptions } from '../../../cli/content/code-block-options.ts';
import { markLines } from '../../../cli/content/code-block-element.ts';
import { createHighlighter } from '../../../cli/content/highlighter.ts';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';

describe('codeBlockOptions', () => {
  it('reads the title, line range and line numbers from the meta string', () => {
    expect(codeBlockOptions('a', 'js', 'title="/src/a.js" {1,3-5} showLineNumbers')).toEqual({ code: 'a', title: '/src/a.js', highlighted: [0, 2, 3, 4], lineNumbersStart: 1 });
    expect(codeBlockOptions('a', 'js', "showLineNumbers=5 title='b.js'")).toEqual({ code: 'a', title: 'b.js', highlighted: [], lineNumbersStart: 5 });
    expect(codeBlockOptions('a', null, null)).toEqual({ code: 'a', highlighted: [] });
  });

  it('takes magic comments out, highlighting the next line or the lines between start and end', () => {
    const code = ['a()', '// highlight-next-line', 'b()', 'c()', '  // highlight-start', 'd()', 'e()', '/* highlight-end */', 'f()'].join('\n');
    expect(codeBlockOptions(code, 'ts', null)).toEqual({ code: 'a()\nb()\nc()\nd()\ne()\nf()', highlighted: [1, 3, 4] });
  });

  it('reads the comment styles of each language, as Docusaurus does', () => {
    expect(codeBlockOptions('# highlight-next-line\nx = 1', 'python', null)).toEqual({ code: 'x = 1', highlighted: [0] });
    expect(codeBlockOptions('<!-- highlight-next-line -->\n<p></p>', 'html', null)).toEqual({ code: '<p></p>', highlighted: [0] });
    expect(codeBlockOptions('{/* highlight-next-line */}\n<p />', 'jsx', null)).toEqual({ code: '<p />', highlighted: [0] });
    expect(codeBlockOptions('-- highlight-next-line\nSELECT 1', 'sql', null)).toEqual({ code: 'SELECT 1', highlighted: [0] });
    // Python has no `//` comments; YAML, any other language, gets the popular styles.
    expect(codeBlockOptions('// highlight-next-line\nx = 1', 'python', null).highlighted).toEqual([]);
    expect(codeBlockOptions('# highlight-next-line\na: 1', 'yaml', null)).toEqual({ code: 'a: 1', highlighted: [0] });
  });

  it('leaves magic comments in place with a line range, or without a language, or beside code', () => {
    const code = '// highlight-next-line\nx()';
    expect(codeBlockOptions(code, 'js', '{2}')).toEqual({ code, highlighted: [1] });
    expect(codeBlockOptions(code, undefined, null)).toEqual({ code, highlighted: [] });
    expect(codeBlockOptions('x(); // highlight-next-line\ny()', 'js', null)).toEqual({ code: 'x(); // highlight-next-line\ny()', highlighted: [] });
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
    expect(value.text).toBe('const a = 1;\nconst b = 2;');
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
    const pre = (await shiki.highlight('a()\n\nb()\nc()', 'js'))!;
    const html = (tree: Element) => unified().use(rehypeStringify).stringify({ type: 'root', children: [tree] });
    const fromTree = markLines(pre, [0, 1, 3]) as Element;
    const fromRaw = markLines({ type: 'raw', value: html(pre) }, [0, 1, 3]);
    expect(fromRaw).toEqual({ type: 'raw', value: html(fromTree) });
    expect(html(fromTree).match(/theme-code-block-highlighted-line/g)).toHaveLength(3);
    // The cached tree is not changed.
    expect(html(pre)).not.toContain('highlighted');
  });
});
