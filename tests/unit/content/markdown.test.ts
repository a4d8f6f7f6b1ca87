import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';

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
});
