import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { htmlToText, splitSections } from '../../../cli/search/extract.ts';

/** The extraction as plain regular expressions do it, which scan to the end again for every tag left open. */
function referenceText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(?:address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|img|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function referenceSections(html: string) {
  const sections = [];
  let current = { anchor: '', heading: '', text: '' };
  let last = 0;
  for (const match of html.matchAll(/<h([2-6])\b([^>]*)>([\s\S]*?)<\/h\1>/gi)) {
    const id = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(match[2]);
    if (!id) continue;
    current.text = referenceText(html.slice(last, match.index));
    sections.push(current);
    current = { anchor: id[1] ?? id[2], heading: referenceText(match[3]), text: '' };
    last = match.index + match[0].length;
  }
  current.text = referenceText(html.slice(last));
  sections.push(current);
  return sections;
}

describe('search text extraction', () => {
  const piece = fc.constantFrom('<h2 id="a">', '<H3 id=\'b\'>', '</h2>', '</H3>', '<h4>', '<script>', '</SCRIPT>', '<style x>', '</style>', '<!--', '-->', '<p>', '</p>', '<b>', '<', '>', 'text', ' ', '\n', '\t', '\u00a0', '\u2028', '&amp;', '<template>', '</template>');
  const html = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));

  it('finds what the regular expressions find, on generated HTML', () => {
    fc.assert(
      fc.property(html, (source) => {
        expect(htmlToText(source)).toBe(referenceText(source));
        expect(splitSections(source)).toEqual(referenceSections(source));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a page of tags left open in time in proportion to it', () => {
    const page = '<h2 id="a">x\n<!-- y\n<script>z\n<a '.repeat(50_000);
    const start = process.cpuUsage();
    splitSections(page);
    const used = process.cpuUsage(start);
    // The regular expressions take minutes on this (each open tag scans the rest of the page).
    expect((used.user + used.system) / 1000).toBeLessThan(5_000);
  });
});
