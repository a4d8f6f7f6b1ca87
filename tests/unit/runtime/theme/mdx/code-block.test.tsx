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

  it('shows the code as plain lines in a focusable <pre> labelled with its language', () => {
    const root = block(<CodeBlock language="js">{'const a = 1;\nb(a);\n'}</CodeBlock>);
    expect(root.attrs['data-language']).toBe('js');
    expect(select(root, 'pre').attrs).toMatchObject({ tabindex: '0', 'data-language': 'js' });
    expect(texts(selectAll(root, '.code-block__line'))).toEqual(['const a = 1;', 'b(a);']);
    expect(selectAll(root, '.code-block__title')).toHaveLength(0);
  });

  it("takes the language from className, and title, numbers and highlights from props or Docusaurus' metastring", () => {
    const fromProps = block(
      <CodeBlock className="language-py" title="app.py" showLineNumbers={10}>
        {'# highlight-next-line\nprint(1)\nprint(2)'}
      </CodeBlock>,
    );
    expect(fromProps.attrs).toMatchObject({ 'data-language': 'py', class: 'code-block code-block--line-numbers language-py' });
    expect(texts(selectAll(fromProps, '.code-block__title'))).toEqual(['app.py']);
    expect(select(fromProps, 'code').attrs.style).toBe('counter-reset:line 9');
    expect(texts(selectAll(fromProps, '.code-block__line--highlighted'))).toEqual(['print(1)']);

    const fromMeta = block(<CodeBlock language="sh" metastring={'title="run.sh" {2} showLineNumbers'}>{'a\nb'}</CodeBlock>);
    expect(texts(selectAll(fromMeta, '.code-block__title'))).toEqual(['run.sh']);
    expect(fromMeta.attrs.class).toBe('code-block code-block--line-numbers');
    expect(select(fromMeta, 'code').attrs.style).toBeUndefined();
    expect(texts(selectAll(fromMeta, '.code-block__line--highlighted'))).toEqual(['b']);
  });

  it("uses the compiler's highlighted lines when they match the code", () => {
    const lines = ['<span style="color:#D73A49;--shiki-dark:#F97583">let</span> a', 'b'];
    const root = block(<CodeBlock language="js" highlightedLines={lines}>{'let a\nb'}</CodeBlock>);
    expect(select(root, 'pre').attrs.class).toBe('code-block__pre code-block__pre--highlighted');
    expect(select(root, '.code-block__line span').attrs.style).toBe('color:#D73A49;--shiki-dark:#F97583');
    expect(texts(selectAll(root, '.code-block__line'))).toEqual(['let a', 'b']);
    const stale = block(<CodeBlock language="js" highlightedLines={['x']}>{'let a\nb'}</CodeBlock>);
    expect(select(stale, 'pre').attrs.class).toBe('code-block__pre');
  });

  it('renders no copy button on the server, where it could not work', () => {
    expect(selectAll(block(<CodeBlock>x</CodeBlock>), 'button')).toHaveLength(0);
  });
});
