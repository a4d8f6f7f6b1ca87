import type { Processor } from 'unified';

/** Container markers a line may start with: quotes, list items, indentation. */
const PREFIX = String.raw`((?:[ \t]*(?:>[ \t]?|(?:[-*+]|\d{1,9}[.)])[ \t]+))*[ \t]*)`;
/** `:::note Some title`, the title after spaces: Docusaurus' older admonition title. */
const TITLED = new RegExp(String.raw`^${PREFIX}(:{3,}[A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?)[ \t]+(\S.*?)[ \t]*$`);
const ANY_TITLED = new RegExp(TITLED.source, 'm');
const FENCE = new RegExp(String.raw`^${PREFIX}(\`{3,}|~{3,})`);

/**
 * Reads Docusaurus' older admonition form `:::note Title` as remark-directive's `:::note[Title]`,
 * as Docusaurus does before parsing (its `admonitionTitleToDirectiveLabel`), for any directive
 * name: an unknown one then gets its warning instead of showing as text. Unlike Docusaurus it
 * leaves fenced code alone, so a page can show the syntax. Wraps whichever parser runs, so it is
 * used after remark-markdown-it.
 */
export default function remarkAdmonitionTitles(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new TypeError('remark-admonition-titles: use a parser before it');
  this.parser = (document, file) => parse(titlesAsLabels(document), file);
}

/** The document with each `:::name Title` line outside fenced code written `:::name[Title]`; lines keep their numbers. */
export function titlesAsLabels(document: string): string {
  if (!document.includes(':::') || !ANY_TITLED.test(document)) return document;
  const lines = document.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      fence = opening[2];
      continue;
    }
    const titled = TITLED.exec(line);
    if (titled) lines[i] = `${titled[1]}${titled[2]}[${titled[3]}]`;
  }
  return lines.join('\n');
}

/** A line of the fence's character, at least as long, after the same kind of prefix. */
function closesFence(line: string, fence: string): boolean {
  const closing = FENCE.exec(line);
  return closing !== null && closing[2][0] === fence[0] && closing[2].length >= fence.length && line.slice(closing[0].length).trim() === '';
}
