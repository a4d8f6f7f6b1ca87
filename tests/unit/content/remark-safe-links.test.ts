import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';

const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3 });

describe('links that would run code', () => {
  it('are published as their text, with a warning at their line', async () => {
    const source = 'Intro.\n\n[click](javascript:alert(1)) and [tab](java&#9;script:x) and [v](VBScript:msgbox) and [page](data:text/html,<b>x</b>)\n';
    const { value, diagnostics } = await compile(source, 'f.md');
    expect(value.html).toBe('<p>Intro.</p>\n<p>click and tab and v and page</p>');
    expect(diagnostics.map((d) => [d.code, d.severity, d.file, d.line])).toEqual([
      ['UnsafeLink', 'warning', 'f.md', 3],
      ['UnsafeLink', 'warning', 'f.md', 3],
      ['UnsafeLink', 'warning', 'f.md', 3],
      ['UnsafeLink', 'warning', 'f.md', 3],
    ]);
    expect(value.links).toEqual([]);
  });

  it('catches a reference to an unsafe definition and an entity-encoded scheme', async () => {
    const { value, diagnostics } = await compile('[ref][x] and [enc](javascript&#58;alert(1))\n\n[x]: vbscript:run\n', 'f.md');
    expect(value.html).toBe('<p>ref and enc</p>');
    expect(diagnostics).toHaveLength(2);
  });

  it('finds them however deep they are nested, and lets an unsafe definition nothing refers to be', async () => {
    const nested = await compile('> - a list\n>   - in a quote with *[a link](javascript:x)*\n', 'f.md');
    expect(nested.value.html).not.toContain('<a');
    expect(nested.diagnostics.map((d) => [d.code, d.line])).toEqual([['UnsafeLink', 2]]);
    const unused = await compile('Text with [a safe link](/docs).\n\n[x]: javascript:x\n', 'f.md');
    expect(unused.diagnostics).toEqual([]);
    expect(unused.value.html).toBe('<p>Text with <a href="/docs">a safe link</a>.</p>');
  });

  it('keeps safe links, data: images and raw HTML, which is the author’s', async () => {
    const source = '[docs](https://example.com) [home](/) ![dot](data:image/png;base64,iVBORw0KGgo=)\n\n<a href="javascript:void(0)">raw</a>\n';
    const { value, diagnostics } = await compile(source, 'f.md');
    expect(diagnostics).toEqual([]);
    expect(value.html).toContain('<a href="https://example.com">docs</a>');
    expect(value.html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">');
    expect(value.html).toContain('<a href="javascript:void(0)">raw</a>');
  });
});
