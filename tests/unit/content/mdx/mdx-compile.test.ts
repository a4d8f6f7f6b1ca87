import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../../cli/content/markdown.ts';
import { readsAsMdx } from '../../../../cli/content/mdx/format.ts';
import type { MdxTree } from '../../../../cli/content/mdx/page-body.ts';

const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, siteRoot: '/site' });

describe('which files read as MDX', () => {
  it("follows markdown.format; 'detect' reads .mdx, and .md with ESM, a JSX component or an MDX comment outside code", () => {
    expect(readsAsMdx('a.md', 'text', 'mdx')).toBe(true);
    expect(readsAsMdx('a.mdx', 'text', 'md')).toBe(false);
    expect(readsAsMdx('a.mdx', 'text', 'detect')).toBe(true);
    expect(readsAsMdx('a.md', "import X from '@theme/Tabs';\n", 'detect')).toBe(true);
    expect(readsAsMdx('a.md', 'Text {/* note */}\n', 'detect')).toBe(true);
    expect(readsAsMdx('a.md', '<Tabs>\n', 'detect')).toBe(true);
    expect(readsAsMdx('a.md', 'Raw <div>html</div> and <br>\n<!-- comment -->\n', 'detect')).toBe(false);
    expect(readsAsMdx('a.md', "```js\nimport x from 'y';\n```\n\n~~~~\n<Tabs>\n~~~~\n", 'detect')).toBe(false);
  });
});

describe('MDX compiled to static content', () => {
  it('gives a page without components an HTML string', async () => {
    const { value, diagnostics } = await compile("import data from './d.json';\n\n# Title\n\n{/* gone */}\n\nA {data.a} and {'b'}.\n", '/site/content/p.mdx', {
      sources: new Map([['/site/content/d.json', '{"a": "value"}']]),
    });
    expect(diagnostics).toEqual([]);
    expect(value.contentTitle).toBe('Title');
    expect(value.html).toBe('<p>A value and b.</p>');
    expect(value.summary).toBe('A value and b.');
  });

  it('gives a page with components a tree: HTML kept as HTML, components as nodes with JSON props, toc put in', async () => {
    const source = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport TOCInline from '@theme/TOCInline';\n\n## First\n\n<TOCInline toc={toc} />\n\n<div className=\"box\">\n  <Tabs groupId=\"os\">\n    <TabItem value=\"mac\" label=\"macOS\">\n      Use `brew`.\n    </TabItem>\n  </Tabs>\n</div>\n";
    const { value, diagnostics } = await compile(source, '/site/content/p.mdx');
    expect(diagnostics).toEqual([]);
    const tree = value.html as MdxTree;
    expect(tree.components).toEqual(['@theme/TOCInline', '@theme/TabItem', '@theme/Tabs']);
    expect(tree.nodes).toEqual([
      { type: 'html', tag: 'h2', props: { id: 'first' }, html: 'First' },
      '\n',
      { type: 'component', name: '@theme/TOCInline', props: { toc: [{ id: 'first', value: 'First', level: 2 }] }, children: [], at: { file: 'content/p.mdx', line: 7, column: 1 } },
      '\n',
      {
        type: 'element',
        tag: 'div',
        props: { className: 'box' },
        children: [
          {
            type: 'component',
            name: '@theme/Tabs',
            props: { groupId: 'os' },
            at: { file: 'content/p.mdx', line: 10, column: 3 },
            children: [
              { type: 'component', name: '@theme/TabItem', props: { value: 'mac', label: 'macOS' }, at: { file: 'content/p.mdx', line: 11, column: 5 }, children: [{ type: 'html', tag: 'p', props: {}, html: 'Use <code>brew</code>.' }] },
            ],
          },
        ],
      },
    ]);
    expect(value.summary).toContain('Use brew.');
  });

  it("binds a package's components, by name or default, to the site components that re-export them; refuses what is not a component", async () => {
    const source = [
      "import { Tweet } from 'react-tweet';",
      "import Embed from '@scope/embed/dist/index.js';",
      "import * as Everything from 'react-tweet';",
      "import 'react-tweet/theme.css';",
      "import Original from '@theme-original/Tabs';",
      '',
      '<Tweet id="1" />',
      '',
      '<Embed />',
      '',
    ].join('\n');
    const { value, diagnostics } = await compile(source, '/site/content/p.mdx');
    expect((value.html as MdxTree).components).toEqual(['@site/.sitegen/packages/@scope/embed/dist/index.js/default', '@site/.sitegen/packages/react-tweet/Tweet']);
    expect(diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['MdxUnknownImport', 3, "`react-tweet` is imported whole; import the component by its name: `import { Name } from 'react-tweet'`."],
      ['MdxUnknownImport', 4, "`react-tweet/theme.css` is imported for what it does when loaded (a stylesheet?), which an MDX page does not run: import it from a component of the site, or a stylesheet from the site's CSS."],
      ['MdxUnknownImport', 5, "`@theme-original/Tabs` is an alias of Docusaurus' own build, which sitegen does not serve to MDX."],
    ]);
  });

  it('inlines partials, and reports a partial that imports itself', async () => {
    const sources = new Map([
      ['/site/content/_a.mdx', "import B from './_b.mdx';\n\nA says {props.word}. <B />\n"],
      ['/site/content/_b.mdx', "import A from './_a.mdx';\n\n<A word=\"again\" />\n"],
    ]);
    const { value, diagnostics } = await compile("import A from './_a.mdx';\n\n<A word=\"hello\" />\n", '/site/content/p.mdx', { sources });
    expect(value.html).toBe('<p>A says hello. </p>');
    expect(diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['MdxUnknownImport', '/site/content/_b.mdx', 3]]);
    expect(diagnostics[0].message).toContain('imports itself');
  });

  it("keeps a partial's admonitions, checked in the partial's own text", async () => {
    const sources = new Map([['/site/content/_tip.mdx', ':::tip\nThis report supports CSV export.\n:::\n']]);
    const page = "---\ntitle: Report\n---\n\nimport Tip from '@site/content/\\_tip.mdx';\n\n<Tip />\n";
    const { value, diagnostics } = await compile(page, '/site/content/report.mdx', { sources });
    expect(diagnostics).toEqual([]);
    expect(value.html).toContain('<div class="admonition admonition-tip');
    expect(value.html).toContain('This report supports CSV export.');
  });

  it('cuts JSX nested deeper than the limit, with a warning at its line, and crashes at no depth', async () => {
    const depth = 5000;
    const source = `import Details from '@theme/Details';\n\n${'<div>'.repeat(depth)}<Details>deepest</Details>${'</div>'.repeat(depth)}\n\nAfter.\n`;
    const { value, diagnostics } = await compile(source, '/site/content/deeper.mdx');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['NestingTooDeep', 3]]);
    expect(value.summary).toContain('deepest');
    expect(value.summary).toContain('After.');
  });

  it('keeps components nested as deep as the limit allows', async () => {
    const depth = 30;
    const source = `import Details from '@theme/Details';\n\n${'<div>'.repeat(depth)}<Details>deep</Details>${'</div>'.repeat(depth)}\n`;
    const { value, diagnostics } = await compile(source, '/site/content/deep.mdx');
    expect(diagnostics).toEqual([]);
    expect((value.html as MdxTree).components).toEqual(['@theme/Details']);
  });
});
