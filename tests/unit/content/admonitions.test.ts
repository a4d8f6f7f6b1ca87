import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';
import { titlesAsLabels } from '../../../cli/content/remark-admonition-titles.ts';
import { remarkMicromarkOnly } from '../../support/markdown.ts';

const options = { minHeadingLevel: 2, maxHeadingLevel: 3 };
const compile = createMarkdownCompiler(options);
const micromarkOnly = createMarkdownCompiler({ ...options, remarkPlugins: [remarkMicromarkOnly] });

/** The page's admonitions: type, heading text and content HTML, from the markup admonition-element.ts writes. */
function admonitions(html: string) {
  const found = [...html.matchAll(/<div class="admonition admonition-(\w+) theme-admonition theme-admonition-\1 alert alert--(\w+)" role="note"><div class="admonition__heading"><span class="admonition__icon"><svg [^>]*aria-hidden="true"[^>]*>.*?<\/svg><\/span>(.*?)<\/div>/gs)];
  return found.map(([, type, tone, heading]) => ({ type, tone, heading }));
}

describe('admonitions', () => {
  it('renders every Docusaurus type with its label, tone and an icon hidden from screen readers', async () => {
    const types = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];
    const { value, diagnostics } = await compile(types.map((type) => `:::${type}\n\nSome *content*.\n\n:::\n`).join('\n'), 'a.md');
    expect(diagnostics).toEqual([]);
    expect(admonitions(String(value.html))).toEqual([
      { type: 'note', tone: 'secondary', heading: 'Note' },
      { type: 'tip', tone: 'success', heading: 'Tip' },
      { type: 'info', tone: 'info', heading: 'Info' },
      { type: 'warning', tone: 'warning', heading: 'Warning' },
      { type: 'danger', tone: 'danger', heading: 'Danger' },
      { type: 'caution', tone: 'warning', heading: 'Caution' },
    ]);
    expect(value.html).toContain('<div class="admonition__content">\n<p>Some <em>content</em>.</p>\n</div>');
    expect(value.html).not.toContain(':::');
  });

  it('takes its title from the label, the older `:::note Title` form, or a title attribute', async () => {
    const source = ':::note[Your Title **with** `code`]\nA\n:::\n\n:::tip Older title form\nB\n:::\n\n:::info{title="From attribute"}\nC\n:::\n\n:::danger[]\nD\n:::\n';
    const { value } = await compile(source, 'a.md');
    expect(admonitions(String(value.html)).map((a) => a.heading)).toEqual(['Your Title <strong>with</strong> <code>code</code>', 'Older title form', 'From attribute', 'Danger']);
  });

  it('nests admonitions whose outer fences have more colons, holding lists and code', async () => {
    const source = ':::::info[Parent]\nParent\n\n::::danger[Child]\n- one\n- two\n\n:::tip\n```js title="deep.js"\nx();\n```\n:::\n::::\n:::::\n';
    const { value, diagnostics } = await compile(source, 'a.md');
    expect(diagnostics).toEqual([]);
    expect(admonitions(String(value.html)).map((a) => a.type)).toEqual(['info', 'danger', 'tip']);
    expect(value.html).toMatch(/admonition-danger.*<ul>\n<li>one<\/li>\n<li>two<\/li>\n<\/ul>.*admonition-tip.*<div class="code-block__title">deep\.js<\/div>.*<\/div><\/div>\n<\/div><\/div>\n<\/div><\/div>$/s);
  });

  it('warns at its line about an unknown type, showing its content without a box', async () => {
    const { value, diagnostics } = await compile('Intro.\n\n:::foo[Label]\nKept **content**.\n:::\n', 'docs/a.md');
    expect(value.html).toBe('<p>Intro.</p>\n<p>Label</p>\n<p>Kept <strong>content</strong>.</p>');
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'UnknownAdmonitionType', severity: 'warning', file: 'docs/a.md', line: 3, message: expect.stringContaining('`:::foo` is not an admonition type') }),
    ]);
  });

  it('warns about an admonition left open and about `:::` lines that close nothing, which leave the page', async () => {
    const { value, diagnostics } = await compile('Text\n:::\n\nMore\n\n::::\n\n:::warning\nNever closed.\n', 'a.md');
    expect(value.html).not.toContain(':::');
    expect(value.html).toMatch(/^<p>Text<\/p>\n<p>More<\/p>\n<div class="admonition admonition-warning /);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['StrayAdmonitionFence', 2],
      ['StrayAdmonitionFence', 6],
      ['UnclosedAdmonition', 8],
    ]);
  });

  it('warns about `:::` ending a line of text, which closes nothing, and leaves it out', async () => {
    const { value, diagnostics } = await compile(':::caution[Third-party code]\nChange the configuration, not the sources. :::\n\nLater text.\n', 'a.md');
    expect(value.html).not.toContain(':::');
    expect(value.html).toContain('<p>Change the configuration, not the sources.</p>');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['UnclosedAdmonition', 1],
      ['StrayAdmonitionFence', 2],
    ]);
    expect((await compile('Ratios like a ::: b stay.\n', 'a.md')).diagnostics).toEqual([]);
  });

  it('tells of the outer admonition a nested one closed, when both have three colons', async () => {
    const { diagnostics } = await compile(':::note\nOuter\n:::tip\nInner\n:::\nAfter\n:::\n', 'a.md');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['UnclosedAdmonition', 3],
      ['StrayAdmonitionFence', 7],
    ]);
  });

  it('leaves directives a site plugin handles, and the older title form in code, alone', async () => {
    const remarkYoutube = () => (tree: import('mdast').Root) => {
      for (const node of tree.children) if (node.type === 'containerDirective' && node.name === 'youtube') node.data = { hName: 'figure', hProperties: { className: ['video'] } };
    };
    const withPlugin = createMarkdownCompiler({ ...options, remarkPlugins: [remarkYoutube] });
    const { value, diagnostics } = await withPlugin(':::youtube\nA video.\n:::\n\n```md\n:::note Title\n```\n', 'a.md');
    expect(diagnostics).toEqual([]);
    expect(value.html).toMatch(/^<figure class="video"><p>A video.<\/p><\/figure>/);
    expect(value.html).toContain(':::note Title');
    expect(titlesAsLabels('```\n:::note Title\n```\n> :::tip My title\n')).toBe('```\n:::note Title\n```\n> :::tip[My title]\n');
  });

  it('gives the same page whichever parser reads it', async () => {
    const source = ':::note[A *title*]\n\n- a\n- b\n\n:::\n\n:::tip Older\nText [link](/x).\n:::\n\n:::foo\nx\n:::\n\nStray\n:::\n\n:::::info\n::::danger\nDeep\n::::\n:::::\n';
    expect(await compile(source, 'a.md')).toEqual(await micromarkOnly(source, 'a.md'));
  });
});
