import { describe, expect, it } from 'vitest';
import CodeBlock from '../../../../../runtime/theme/mdx/CodeBlock.tsx';
import { codeLines, lineRanges } from '../../../../../runtime/theme/mdx/code-lines.ts';
import { parseHtml, select, selectAll, texts } from '../../pages/html-query.ts';
import { renderInTheme } from '../render.tsx';

describe('codeLines', () => {
  it('drops the magic comments and highlights what they mark', () => {
    const code = ['a', '// highlight-next-line', 'b', 'c', '# highlight-start', 'd', 'e', '<!-- highlight-end -->', 'f', '{/* highlight-next-line */}', 'g', ''].join('\n');
    const { lines, highlighted } = codeLines(code);
    expect(lines).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect([...highlighted].sort()).toEqual([1, 3, 4, 6]);
  });

  it("adds the metastring's line ranges, which count the lines shown", () => {
    expect(lineRanges('{1,3-5} title="x"')).toEqual([0, 2, 3, 4]);
    expect(lineRanges('title="x"')).toEqual([]);
    expect([...codeLines('// highlight-next-line\na\nb\nc', '{3}').highlighted].sort()).toEqual([0, 2]);
  });

  it('keeps comments that only mention highlighting', () => {
    expect(codeLines('// highlight-next-line please\nx').lines).toEqual(['// highlight-next-line please', 'x']);
  });
});

describe('<CodeBlock>', () => {
  const block = (node: React.ReactNode) => select(parseHtml(renderInTheme(node)), '.code-block');

  it("has a fenced block's markup: plain lines in a focusable <pre> labelled with its language, and a copy button", () => {
    const html = renderInTheme(<CodeBlock language="js">{'const a = 1;\nb(a);\n'}</CodeBlock>);
    expect(html).toMatch(
      /^<div class="code-block theme-code-block language-js"><div class="code-block__content"><pre tabindex="0" data-language="js"><code><span class="line">const a = 1;<\/span>\n<span class="line">b\(a\);<\/span><\/code><\/pre><button type="button" class="code-block__copy clean-btn" aria-label="Copy code to clipboard" title="Copy"><svg/,
    );
    expect(selectAll(block(<CodeBlock>x</CodeBlock>), '.code-block__title')).toHaveLength(0);
    expect(select(block(<CodeBlock>x</CodeBlock>), 'pre').attrs['data-language']).toBe('text');
  });

  it("takes the language from className, and title, numbers and highlights from props or Docusaurus' metastring", () => {
    const fromProps = block(
      <CodeBlock className="language-py wide" title="app.py" showLineNumbers={10}>
        {'# highlight-next-line\nprint(1)\nprint(2)'}
      </CodeBlock>,
    );
    expect(fromProps.attrs).toMatchObject({ class: 'code-block theme-code-block language-py code-block--line-numbers wide', style: 'counter-reset:line-number 9' });
    expect(texts(selectAll(fromProps, '.code-block__title'))).toEqual(['app.py']);
    expect(texts(selectAll(fromProps, '.theme-code-block-highlighted-line'))).toEqual(['print(1)']);

    const fromMeta = block(<CodeBlock language="sh" metastring={'title="run.sh" {2} showLineNumbers'}>{'a\nb'}</CodeBlock>);
    expect(texts(selectAll(fromMeta, '.code-block__title'))).toEqual(['run.sh']);
    expect(fromMeta.attrs).toMatchObject({ class: 'code-block theme-code-block language-sh code-block--line-numbers' });
    expect(fromMeta.attrs.style).toBeUndefined();
    expect(texts(selectAll(fromMeta, '.line.theme-code-block-highlighted-line'))).toEqual(['b']);
  });

  it("uses the compiler's highlighted lines and Shiki's <pre> when they match the code", () => {
    const highlighted = {
      className: 'shiki shiki-themes github-light github-dark',
      style: { backgroundColor: '#fff', '--shiki-dark-bg': '#24292e' },
      lines: ['<span style="color:#D73A49;--shiki-dark:#F97583">let</span> a', 'b'],
    };
    const root = block(<CodeBlock language="js" highlighted={highlighted}>{'let a\nb'}</CodeBlock>);
    expect(select(root, 'pre').attrs).toMatchObject({ class: 'shiki shiki-themes github-light github-dark', style: 'background-color:#fff;--shiki-dark-bg:#24292e' });
    expect(select(root, '.line span').attrs.style).toBe('color:#D73A49;--shiki-dark:#F97583');
    expect(texts(selectAll(root, '.line'))).toEqual(['let a', 'b']);
    const stale = block(<CodeBlock language="js" highlighted={{ ...highlighted, lines: ['x'] }}>{'let a\nb'}</CodeBlock>);
    expect(select(stale, 'pre').attrs.class).toBeUndefined();
  });
});
