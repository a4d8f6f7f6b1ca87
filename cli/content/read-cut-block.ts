import type Token from 'markdown-it/lib/token.mjs';
import type { Heading, List, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent, Table } from 'mdast';
import type { Position } from 'unist';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { depthOf, MAX_NESTING, type TopLevelBlock } from './deep-blocks.ts';
import { literalsLinkable } from './link-literals.ts';
import { alignOf, altText, infoString, locator, point, withoutFinalNewline } from './markdown-it-mdast.ts';

const [linkLiteralsInText] = gfmAutolinkLiteralFromMarkdown().transforms!;

/** A top-level block read into mdast with nothing deeper than MAX_NESTING. */
export interface CutBlock {
  nodes: RootContent[];
  /** The first line (from 1) where something deeper was cut, if anything was. */
  cutLine?: number;
}

/**
 * Reads a top-level block from markdown-it's tokens, for one that micromark would read in time
 * growing with the square of its depth or length, keeping it as it is down to MAX_NESTING. Below,
 * a block (and a list or table whose items or cells would lie below) is shown as its source lines,
 * as written, in a paragraph; emphasis and links are shown as their text. GFM autolink literals
 * are linked (unless a text holds too many, see literalsLinkable); other GFM syntax
 * (strikethrough, footnotes, task lists) is left as text in such a block. One pass, no recursion.
 */
export function readCutBlock(tokens: Token[], block: TopLevelBlock, lines: string[]): CutBlock {
  const root: Root = { type: 'root', children: [] };
  const stack: Parent[] = [root];
  let cutLine: number | undefined;
  for (let i = block.from; i < block.to; i++) {
    const token = tokens[i];
    const parent = stack[stack.length - 1];
    if (TRANSPARENT.has(token.type)) continue;
    if (token.nesting === -1) {
      stack.pop();
      continue;
    }
    const map = token.map ?? [block.lines[0], block.lines[0] + 1];
    if (token.type === 'inline') {
      if (readInline(token, parent, lines)) cutLine ??= map[0] + 1;
      continue;
    }
    if (token.nesting === 1 && depthOf(token) + (SPAN[token.type] ?? 0) > MAX_NESTING) {
      cutLine ??= map[0] + 1;
      parent.children.push(asWritten(lines, map));
      i = closing(tokens, i);
      continue;
    }
    const node = blockNode(token, map);
    // markdown-it hides the paragraphs of a tight list's items: one shown makes the list loose.
    if (token.type === 'paragraph_open' && !token.hidden && parent.type === 'listItem') (stack[stack.length - 2] as List).spread = true;
    if (parent.type === 'table' && node.type === 'tableRow' && (parent as Table).children.length === 0) (parent as Table).align = headerAlign(tokens, i);
    parent.children.push(node as RootContent);
    if (token.nesting === 1) stack.push(node as Parent);
  }
  if (literalsLinkable(root)) linkLiteralsInText(root);
  return { nodes: root.children, cutLine };
}

/** Tokens that make no node of their own. */
const TRANSPARENT = new Set(['thead_open', 'thead_close', 'tbody_open', 'tbody_close']);
/** Levels below a token that its node needs to be of any use: a list's items, a table's rows and cells. */
const SPAN: Record<string, number> = { bullet_list_open: 1, ordered_list_open: 1, table_open: 3 };

function blockNode(token: Token, map: [number, number]): Nodes {
  const position = { start: point(map[0] + 1, 1), end: point(map[1], 1) };
  switch (token.type) {
    case 'paragraph_open':
      return { type: 'paragraph', children: [], position };
    case 'heading_open':
      return { type: 'heading', depth: Number(token.tag.slice(1)) as Heading['depth'], children: [], position };
    case 'blockquote_open':
      return { type: 'blockquote', children: [], position };
    case 'bullet_list_open':
    case 'ordered_list_open': {
      const ordered = token.type === 'ordered_list_open';
      return { type: 'list', ordered, start: ordered ? Number(token.attrGet('start') ?? 1) : null, spread: false, children: [], position };
    }
    case 'list_item_open':
      return { type: 'listItem', spread: false, checked: null, children: [], position };
    case 'table_open':
      return { type: 'table', align: [], children: [], position };
    case 'tr_open':
      return { type: 'tableRow', children: [], position };
    case 'th_open':
    case 'td_open':
      return { type: 'tableCell', children: [], position };
    case 'fence':
      return { type: 'code', ...infoString(token.info), value: withoutFinalNewline(token.content), position };
    case 'code_block':
      return { type: 'code', lang: null, meta: null, value: withoutFinalNewline(token.content), position };
    case 'html_block':
      return { type: 'html', value: withoutFinalNewline(token.content), position };
    case 'hr':
      return { type: 'thematicBreak', position };
    default:
      // Nothing else comes out of markdown-it as configured (`inline` is read into its parent).
      return { type: 'paragraph', children: [], position };
  }
}

/** The alignment of each column, from the header row's cells that follow the row at `row`. */
function headerAlign(tokens: Token[], row: number): Table['align'] {
  const align: Table['align'] = [];
  for (let i = row + 1; i < tokens.length && tokens[i].type !== 'tr_close'; i++) if (tokens[i].type === 'th_open') align.push(alignOf(tokens[i]));
  return align;
}

/** The index of the token closing the one opened at `open`. */
function closing(tokens: Token[], open: number): number {
  const { level } = tokens[open];
  let i = open + 1;
  while (i < tokens.length && !(tokens[i].nesting === -1 && tokens[i].level === level)) i++;
  return i;
}

/** The lines of `map` as written, in a paragraph. */
function asWritten(lines: string[], [start, end]: [number, number]): Paragraph {
  const text = lines.slice(start, end).join('\n').trimEnd();
  return { type: 'paragraph', children: [{ type: 'text', value: text }], position: { start: point(start + 1, 1), end: point(end, 1) } };
}

type Where = (token: Token) => Position;

/**
 * Reads an inline token's children into `into`; emphasis and links below MAX_NESTING become their
 * text. Returns whether any did.
 */
function readInline(inline: Token, into: Parent, lines: string[]): boolean {
  const locate = locator(inline.content, inline.map ? inline.map[0] : -1, lines);
  const where: Where = (token) => {
    const start = (typeof token.meta?.start === 'number' && locate(token.meta.start)) || point((inline.map?.[0] ?? 0) + 1, 1);
    return { start, end: start };
  };
  const stack: Parent[] = [into];
  // Open tokens shown as their text: their close tokens are skipped too.
  let flattened = 0;
  let cut = false;
  for (const token of inline.children ?? []) {
    const parent = stack[stack.length - 1];
    if (token.nesting === 1) {
      if (flattened > 0 || depthOf(token, inline) > MAX_NESTING) {
        flattened++;
        cut = true;
      } else {
        const node = inlineNode(token, where);
        parent.children.push(node);
        stack.push(node);
      }
    } else if (token.nesting === -1) {
      if (flattened > 0) flattened--;
      else stack.pop();
    } else {
      readLeaf(token, parent, where);
    }
  }
  return cut;
}

function readLeaf(token: Token, parent: Parent, where: Where): void {
  switch (token.type) {
    case 'softbreak':
      return text(parent, '\n');
    case 'hardbreak':
      return void parent.children.push({ type: 'break' });
    case 'code_inline':
      return void parent.children.push({ type: 'inlineCode', value: token.content });
    case 'html_inline':
      return void parent.children.push({ type: 'html', value: token.content });
    case 'image':
      return void parent.children.push({ type: 'image', url: token.attrGet('src') ?? '', title: token.attrGet('title'), alt: altText(token.children ?? []), position: where(token) });
    default:
      // `text` and `text_special`.
      return text(parent, token.content);
  }
}

function inlineNode(token: Token, where: Where): Parent & PhrasingContent {
  switch (token.type) {
    case 'strong_open':
      return { type: 'strong', children: [] };
    case 'link_open':
      return { type: 'link', url: token.attrGet('href') ?? '', title: token.attrGet('title'), children: [], position: where(token) };
    default:
      return { type: 'emphasis', children: [] };
  }
}

function text(parent: Parent, value: string): void {
  if (!value) return;
  const last = parent.children[parent.children.length - 1];
  if (last?.type === 'text') last.value += value;
  else parent.children.push({ type: 'text', value });
}
