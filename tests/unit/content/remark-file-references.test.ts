import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';
import { remarkMicromarkOnly } from '../../support/markdown.ts';

const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3 });
const compileWithMicromark = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, remarkPlugins: [remarkMicromarkOnly] });
const PLACEHOLDER = /^sitegen-ref:[0-9a-f]{8}\.\d+$/;

describe('URLs naming content files', () => {
  it('stand as placeholders in the HTML, recorded with what they name and where', async () => {
    const { value } = await compile('Intro.\n\n[install](./install.md#steps) and ![a](img/a.png) and [guide](../files/guide.pdf?v=2#page=2)\n', 'docs/f.md');
    expect(value.references.map(({ placeholder, ...rest }) => rest)).toEqual([
      { url: './install.md#steps', path: './install.md', suffix: '#steps', target: 'markdown', kind: 'link', line: 3, column: 1 },
      { url: 'img/a.png', path: 'img/a.png', suffix: '', target: 'file', kind: 'image', line: 3, column: 35 },
      { url: '../files/guide.pdf?v=2#page=2', path: '../files/guide.pdf', suffix: '?v=2#page=2', target: 'file', kind: 'link', line: 3, column: 55 },
    ]);
    for (const { placeholder } of value.references) {
      expect(placeholder).toMatch(PLACEHOLDER);
      expect(value.html).toContain(`"${placeholder}"`);
    }
    expect(new Set(value.references.map((r) => r.placeholder)).size).toBe(3);
    expect(value.links).toEqual([]);
  });

  it('leave routes, static files, folders, anchors and other sites alone', async () => {
    const source = '[a](/guides/install) [b](./guides/) [c](#top) [d](https://example.com/x.md) ![e](/img/logo.svg) [f](install) [g](page.html)\n';
    const { value } = await compile(source, 'f.md');
    expect(value.references).toEqual([]);
    expect(value.html).not.toContain('sitegen-ref');
    expect(value.links.map((l) => l.url)).toEqual(['/guides/install', './guides/', '#top', '/img/logo.svg', 'install', 'page.html']);
  });

  it('cover definitions, so references to them resolve too', async () => {
    const { value } = await compile('See [the guide][g].\n\n[g]: ./guide.md\n', 'f.md');
    expect(value.references).toMatchObject([{ url: './guide.md', target: 'markdown', kind: 'link', line: 3 }]);
    expect(value.html).toBe(`<p>See <a href="${value.references[0].placeholder}">the guide</a>.</p>`);
  });

  it('cover src of media and href of links to files in raw HTML, at their line on either parser', async () => {
    const source = 'Text.\n\n<figure>\n  <img alt="x" src=\'./a b.png\'>\n  <a href="./guide.pdf">guide</a> <a href="./page.md">page</a> <a href="https://example.com/x.png">site</a>\n</figure>\n';
    for (const compiler of [compile, compileWithMicromark]) {
      const { value } = await compiler(source, 'f.md');
      expect(value.references.map((r) => [r.url, r.path, r.target, r.kind, r.line])).toEqual([
        ['./a b.png', './a b.png', 'file', 'html', 4],
        ['./guide.pdf', './guide.pdf', 'file', 'html', 5],
      ]);
      expect(value.html).toContain(`<img alt="x" src="${value.references[0].placeholder}">`);
      expect(value.html).toContain('<a href="./page.md">page</a> <a href="https://example.com/x.png">site</a>');
    }
  });

  it('are unique to the file: the same text in another file gets other placeholders', async () => {
    const [a, b] = await Promise.all([compile('[x](./x.md)\n', 'a.md'), compile('[x](./x.md)\n', 'b.md')]);
    expect(a.value.references[0].placeholder).not.toBe(b.value.references[0].placeholder);
  });
});
