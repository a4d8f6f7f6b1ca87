import { fencedLineReader } from './fenced-lines.ts';

/** Docusaurus' `markdown.format`: how a content file is read. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** What only MDX reads: an ESM line, an MDX comment, a JSX component opening a line. */
const MDX_HINT = /^(?:import|export)[\s{*]|\{\/\*|^[ \t]*<[A-Z]/m;
const MDX_LINE = /^(?:(?:import|export)[\s{*]|[ \t]*<[A-Z])|\{\/\*/;

/**
 * Whether a file is read as MDX. With 'detect', a `.mdx` file always is and a `.md` file when a
 * line outside its fenced code blocks holds ESM, a JSX component or an MDX comment: Docusaurus
 * content that imports `@theme/Tabs` reads as MDX, a page of raw HTML stays CommonMark. Most
 * files are settled by one regular expression; only those it matches are read line by line.
 */
export function readsAsMdx(file: string, source: string, format: MarkdownFormat): boolean {
  if (format !== 'detect') return format === 'mdx';
  if (file.endsWith('.mdx')) return true;
  if (!MDX_HINT.test(source)) return false;
  const fenced = fencedLineReader();
  for (const line of source.split('\n')) if (!fenced(line) && MDX_LINE.test(line)) return true;
  return false;
}
