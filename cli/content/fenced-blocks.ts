import { codeBlockOptions } from './code-block-options.ts';

/** A fenced code block as the Markdown parser will see it: its language and its text. */
export interface FencedBlock {
  lang: string;
  code: string;
}

const FENCE = /^( {0,3})(`{3,}|~{3,})/;
const LANG = /^[ \t]*([^\s`]*)/;

/**
 * The fenced code blocks of a Markdown text that have a language, found line by line without
 * parsing: a guess for highlighting ahead of the parser. Blocks inside quotes or deep lists are
 * missed, and a fence inside an HTML block is taken for one; a guess that differs from the parsed
 * block only costs the highlighting done for nothing.
 */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  // A final newline ends the last line; it does not start another.
  if (lines.at(-1) === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    // The info string is read apart from the fence: in one pattern, a long line failing on a backtick
    // at its end would be tried at every split between them.
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const info = lines[i].slice(open[0].length);
    // Tilde fences may have backticks in their info string; the rare one is simply missed.
    if (info.includes('`')) continue;
    const [, indent, fence] = open;
    const [head, lang] = LANG.exec(info)!;
    const meta = info.slice(head.length);
    const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !closing.test(lines[j]); j++) body.push(stripIndent(lines[j], indent.length));
    // The code as highlighted: without its magic comments (remark-code-blocks.ts).
    if (lang) blocks.push({ lang: lang.toLowerCase(), code: codeBlockOptions(body.join('\n'), lang, meta.trim()).code });
    i = j;
  }
  return blocks;
}

/** CommonMark removes up to the opening fence's indentation from each line of its content. */
function stripIndent(line: string, width: number): string {
  let n = 0;
  while (n < width && line[n] === ' ') n++;
  return line.slice(n);
}
