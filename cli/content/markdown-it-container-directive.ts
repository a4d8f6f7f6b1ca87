import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';

/**
 * The opening line of a container directive as markdown-it-mdast.ts reads it: colons, a name of
 * ASCII letters, digits, `-` and `_`, and a label without brackets or backslashes. Every other
 * line starting with `:::` (attributes, other names or labels) becomes a paragraph, which the
 * tree builder leaves to micromark.
 */
const OPENING = /^(:{3,})([A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?)(?:\[([^[\]\\]*)\])?[ \t]*$/;
const CLOSING = /^(:{3,})[ \t]*$/;

/** What the opening token of a directive carries: its label's text, if it has one. */
export interface ContainerDirectiveMeta {
  label?: string;
}

/**
 * A markdown-it block rule for remark-directive's container directives, as micromark reads
 * them, for the cases the two are known to agree on: an opening line at the indentation of its
 * container, closed by a line of at least as many colons before that container ends. It pushes
 * `container_directive_open` (name in `info`, label in `meta`), an inline token for the label,
 * the content's blocks and `container_directive_close`. An unclosed directive is no directive
 * here: its opening line becomes a paragraph, and the document goes to micromark.
 */
export function containerDirectives(md: MarkdownIt): void {
  md.block.ruler.after('fence', 'container_directive', containerDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
}

function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] !== state.blkIndent) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src.charCodeAt(start) !== 0x3a) return false;
  const opening = OPENING.exec(state.src.slice(start, state.eMarks[startLine]));
  if (!opening) return false;
  const [, colons, name, label] = opening;
  const close = closingLine(state, startLine, endLine, colons.length);
  if (close < 0) return false;
  if (silent) return true;

  const lineMax = state.lineMax;
  state.lineMax = close;
  const open = state.push('container_directive_open', 'div', 1);
  open.markup = colons;
  open.info = name;
  open.map = [startLine, close + 1];
  open.meta = { label } satisfies ContainerDirectiveMeta;
  if (label !== undefined) {
    const inline = state.push('inline', '', 0);
    inline.content = label;
    inline.map = [startLine, startLine + 1];
    inline.children = [];
  }
  state.md.block.tokenize(state, startLine + 1, close);
  state.push('container_directive_close', 'div', -1).markup = colons;
  state.lineMax = lineMax;
  state.line = close + 1;
  return true;
}

/**
 * The line that closes the directive: at least `size` colons, at most three spaces in. micromark
 * looks for it before reading each line's content, so a `:::` inside a code block closes it too.
 * -1 when the directive's container (a list item, a quote, the document) ends first.
 */
function closingLine(state: StateBlock, startLine: number, endLine: number, size: number): number {
  for (let line = startLine + 1; line < endLine; line++) {
    const first = state.bMarks[line] + state.tShift[line];
    const end = state.eMarks[line];
    if (first < end && state.sCount[line] < state.blkIndent) return -1;
    const fence = CLOSING.exec(state.src.slice(first, end));
    if (!fence || state.sCount[line] - state.blkIndent > 3) continue;
    // Tabs before it count as columns differently in the two parsers.
    if (state.src.slice(state.bMarks[line], first).includes('\t')) return -1;
    if (fence[1].length >= size) return line;
  }
  return -1;
}
