import type Token from 'markdown-it/lib/token.mjs';

/**
 * How deep Markdown may nest: block quotes, lists and their items (two levels a list), tables,
 * emphasis and links. Deeper, micromark's time grows with the square of the depth and every tree
 * walk (to HAST, to HTML, to text) recurses once a level, so what lies deeper is cut (see
 * read-cut-block.ts). The README documents it.
 */
export const MAX_NESTING = 32;

/**
 * The most micromark is given in one paragraph, heading or table cell: characters, and markers it
 * must pair (`*`, `_`, `~`, `[`, `]`) or lines it must join. Its time there grows with the square of
 * either, or faster, for some input (a `]` after many words, runs of unmatched `~`, hundreds of lazy
 * lines in a quote): two seconds and more at 10,000 characters. Within both bounds one paragraph
 * costs at most a few tens of milliseconds, so a document's time stays in proportion to its length.
 */
export const MAX_MICROMARK_TEXT = 10_000;
export const MAX_MICROMARK_MARKERS = 250;

/** A top-level block of a document, as markdown-it reads it: its tokens and its lines. */
export interface TopLevelBlock {
  /** Index of its first token and one past its last. */
  from: number;
  to: number;
  /** Its first line and one past its last, counted from 0. */
  lines: [number, number];
}

/**
 * How deep the node a token stands for lies in the tree (a top-level block is 1), from markdown-it's
 * levels: an inline token's children count from the block holding them.
 */
export function depthOf(token: Token, inline?: Token): number {
  return inline ? inline.level + token.level + 1 : token.level + 1;
}

/** Whether a token opens a node with children (a block quote, a list, emphasis…) deeper than MAX_NESTING, or holds one. */
export function nestsTooDeep(token: Token): boolean {
  if (token.nesting === 1) return depthOf(token) > MAX_NESTING;
  return token.type === 'inline' && (token.children ?? []).some((child) => child.nesting === 1 && depthOf(child, token) > MAX_NESTING);
}

/** Why micromark must not read an inline token (see MAX_MICROMARK_TEXT), or undefined when it may. */
export function tooLongForMicromark(token: Token): 'characters' | 'markers' | undefined {
  if (token.type !== 'inline') return undefined;
  if (token.content.length > MAX_MICROMARK_TEXT) return 'characters';
  return markersIn(token.content) > MAX_MICROMARK_MARKERS ? 'markers' : undefined;
}

function markersIn(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // * _ ~ [ ] and line feeds.
    if (code === 42 || code === 95 || code === 126 || code === 91 || code === 93 || code === 10) count++;
  }
  return count;
}

/** The top-level blocks holding a token for which `test` holds, in document order. One pass, no recursion. */
export function blocksHolding(tokens: Token[], test: (token: Token) => boolean): TopLevelBlock[] {
  const found: TopLevelBlock[] = [];
  let from = 0;
  let holds = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.level === 0 && token.nesting >= 0) {
      from = i;
      holds = false;
    }
    holds ||= test(token);
    const map = tokens[from].map;
    if (holds && map && token.level === 0 && token.nesting <= 0) found.push({ from, to: i + 1, lines: [map[0], map[1]] });
  }
  return found;
}
