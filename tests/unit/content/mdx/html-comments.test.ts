import { describe, expect, it } from 'vitest';
import { htmlCommentsAsMdx } from '../../../../cli/content/mdx/html-comments.ts';
import { createMarkdownCompiler } from '../../../../cli/content/markdown.ts';

describe('htmlCommentsAsMdx', () => {
  it('turns HTML comments into MDX comments outside fenced code, keeping the lines', () => {
    const source = ['<!--', 'Note: *x*', '-->', '', 'Text <!-- inline --> here.', '', '```html', '<!-- kept -->', '```'].join('\n');
    expect(htmlCommentsAsMdx(source)).toBe(['{/*', 'Note: *x*', '*/}', '', 'Text {/* inline */} here.', '', '```html', '<!-- kept -->', '```'].join('\n'));
  });

  it('lets an MDX page with HTML comments compile, as Docusaurus 3 reads it', async () => {
    const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, format: 'detect' });
    const { value, diagnostics } = await compile('import Tabs from "@theme/Tabs";\n\n<!--\nsecret note\n-->\n\nShown.\n\n```html\n<!-- shown -->\n```\n', 'page.mdx');
    expect(diagnostics).toEqual([]);
    const html = JSON.stringify(value.html);
    expect(html).toContain('Shown.');
    expect(html).not.toContain('secret note');
    expect(html).toContain('&#x3C;!-- shown -->');
  });
});
