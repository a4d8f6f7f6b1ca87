import { fencedLineReader } from './fenced-lines.ts';

/** Docusaurus' `markdown.format`: how a content file is read. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** What only MDX reads on a line: an ESM line, a JSX component opening it, an MDX comment. */
const MDX_LINE = /^(?:(?:import|export)[\s{*]|[ \t]*<[A-Z])|\{\/\*/;

/**
 * Whether a file is read as MDX. With 'detect', a `.mdx` file always is and a `.md` file when a
 * line outside its fenced code blocks holds ESM, a JSX component or an MDX comment: Docusaurus
 * content that imports `@theme/Tabs` reads as MDX, a page of raw HTML stays CommonMark.
 */
export function readsAsMdx(file: string, source: string, format: MarkdownFormat): boolean {
  if (format !== 'detect') return format === 'mdx';
  if (file.endsWith('.mdx')) return true;
  return hasMdxLine(source);
}

// First characters of the lines that can be MDX (import, export, `<X`, indented or not) or a fence (`` ` ``, `~`, indented).
const CANDIDATE_START = new Set(['i', 'e', ' ', '\t', '<', '`', '~'].map((char) => char.charCodeAt(0)));

/**
 * Reads only the lines that can matter: by their first character, or an MDX comment in them.
 * A regular expression over the whole text, then each line, cost a large site's /llms-full.txt
 * more than half a second; this finds the same lines without taking the others out of the text.
 */
function hasMdxLine(source: string): boolean {
  const fenced = fencedLineReader();
  let comment = source.indexOf('{/*');
  for (let start = 0; start <= source.length; ) {
    let end = source.indexOf('\n', start);
    if (end === -1) end = source.length;
    if (comment !== -1 && comment < start) comment = source.indexOf('{/*', start);
    if (CANDIDATE_START.has(source.charCodeAt(start)) || (comment !== -1 && comment < end)) {
      const line = source.slice(start, end);
      if (!fenced(line) && MDX_LINE.test(line)) return true;
    }
    start = end + 1;
  }
  return false;
}
