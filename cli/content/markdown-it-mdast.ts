import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type { RuleInline } from 'markdown-it/lib/parser_inline.mjs';
import link from 'markdown-it/lib/rules_inline/link.mjs';
import image from 'markdown-it/lib/rules_inline/image.mjs';
import autolink from 'markdown-it/lib/rules_inline/autolink.mjs';
import backticks from 'markdown-it/lib/rules_inline/backticks.mjs';
import type { AlignType, BlockContent, DefinitionContent, ListItem, Nodes, PhrasingContent, Root, RootContent, TableCell, TableRow, Text } from 'mdast';
import type { Point } from 'unist';
import { containerDirectives, type ContainerDirectiveMeta } from './markdown-it-container-directive.ts';
import { trimTrailingSpaces } from './trim-spaces.ts';

/**
 * markdown-it parses CommonMark some twenty times faster than micromark. This module turns its
 * tokens into the mdast tree micromark (with GFM, YAML front matter and container directives) gives, for the documents
 * where the two are known to agree, and returns undefined for the others so that micromark parses
 * them: GFM footnotes, strikethrough (any `~` in text) and task lists, link reference definitions, carriage returns,
 * NUL characters, deep nesting, directives unclosed, quoted or with attributes, and a link whose place
 * in the source it cannot find. The tree only has the positions sitegen reads: the front matter's,
 * where each link and image starts, and each directive's lines.
 * tests/unit/content/markdown-it-mdast.test.ts holds it to micromark on the CommonMark spec,
 * generated documents and the sites in the repository.
 */
export function parseWithMarkdownIt(source: string, parsed: MarkdownItParse = parseMarkdownIt(source)): Root | undefined {
  const { front, body, tokens } = parsed;
  if (UNSUPPORTED_SOURCE.test(source) || front === null || parsed.references) return undefined;
  try {
    const reader = new BlockReader(tokens, body.split('\n'));
    const children = reader.blocks();
    if (reader.tables !== countDelimiterRows(body)) return undefined;
    if (front) children.unshift({ type: 'yaml', value: front.value, position: { start: point(1, 1), end: point(front.lines, 4) } });
    return { type: 'root', children };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** markdown-it's tokens of a document, read with its front matter (as micromark finds it) blanked out. */
export interface MarkdownItParse {
  /** The front matter; undefined without one, null when unsure (then the body is the whole document). */
  front: FrontMatter | undefined | null;
  /** The document with its front matter lines left empty: what the tokens' line numbers count in. */
  body: string;
  tokens: Token[];
  /** Whether the document defines link references, which markdown-it resolves and micromark keeps as nodes. */
  references: boolean;
}

export function parseMarkdownIt(source: string): MarkdownItParse {
  const front = frontMatter(source);
  const body = front ? '\n'.repeat(front.lines) + source.slice(front.length) : source;
  const env: { references?: object } = {};
  const tokens = md.parse(body, env);
  return { front, body, tokens, references: env.references !== undefined };
}

/**
 * `\r` and NUL are normalised by markdown-it, `[^` may start a GFM footnote, and a tab after a
 * block quote or list marker counts as different columns in the two.
 */
const UNSUPPORTED_SOURCE = /[\r\0]|\[\^|^[ \t>]*(?:>|[-+*]|\d+[.)]) *\t/m;
/** A blank line, but for the markers of the block quotes it is in. */
const BLANK = /^[ \t>]*$/;
/**
 * A line of a paragraph or heading starting with `:::`: a directive's opening line that markdown-it
 * did not read as one (see markdown-it-container-directive.ts), or a stray closing line; or one
 * ending with three colons or more. They are reported with their place, which only micromark's tree has.
 */
const COLON_LINE = /(?:^|\n)[ \t]*:::|[ \t]:{3,}[ \t]*(?:\n|$)/;
/** markdown-it drops what is nested deeper than its maxNesting; micromark has no limit. */
const MAX_LEVEL = 40;

class Unsupported extends Error {}

const md = new MarkdownIt('default', { html: true, linkify: false, typographer: false }).disable('strikethrough').use(containerDirectives);
// mdast keeps URLs as written (escapes and references decoded); mdast-util-to-hast encodes them later.
md.normalizeLink = (url) => url;
md.normalizeLinkText = (text) => text;
md.validateLink = () => true;
for (const [name, rule] of [['link', link], ['image', image], ['autolink', autolink], ['backticks', backticks]] as const) md.inline.ruler.at(name, recordingSource(rule));
/**
 * At its maxNesting, markdown-it skips the rest of the container it is in, which for a list item
 * is the rest of the document: the blocks after a list nested that deep would vanish. This skips
 * the item's own lines only (the empty ones and those indented as its content), so what follows
 * reads as it would have; what was skipped lies deeper than MAX_NESTING and is shown as written.
 */
/** markdown-it's maxNesting in its default preset (its types leave the option out). */
const MARKDOWN_IT_MAX_NESTING = 100;
const tokenizeBlocks = md.block.tokenize.bind(md.block);
md.block.tokenize = (state, startLine, endLine) => {
  if (state.level < MARKDOWN_IT_MAX_NESTING) return tokenizeBlocks(state, startLine, endLine);
  let line = startLine;
  while (line < endLine && (state.isEmpty(line) || state.sCount[line] >= state.blkIndent)) line++;
  state.line = line;
};

/**
 * Wraps an inline rule so that the link, image or code token it pushes carries where it began in
 * the inline text and, for code, its text as written: markdown-it turns its line endings into
 * spaces, mdast keeps them.
 */
function recordingSource(rule: RuleInline): RuleInline {
  return (state, silent) => {
    const start = state.pos;
    const count = state.tokens.length;
    const matched = rule(state, silent);
    if (!matched || silent) return matched;
    for (let i = count; i < state.tokens.length; i++) {
      const token = state.tokens[i];
      if (token.type === 'link_open' || token.type === 'image') {
        token.meta = { ...token.meta, start };
        break;
      }
      if (token.type === 'code_inline') {
        token.meta = { raw: state.src.slice(start + token.markup.length, state.pos - token.markup.length) };
        break;
      }
    }
    return true;
  };
}

interface FrontMatter {
  value: string;
  /** Characters and lines the front matter takes, its closing fence's line ending included. */
  length: number;
  lines: number;
}

/** YAML front matter at the start of a file, as micromark-extension-frontmatter reads it. */
export const FRONT_MATTER = /^---[ \t]*\n(?:([\s\S]*?)\n)??---[ \t]*(?:\n|$)/;

/** YAML front matter as micromark-extension-frontmatter reads it; undefined without one, null when unsure. */
function frontMatter(source: string): FrontMatter | undefined | null {
  if (!source.startsWith('---')) return undefined;
  const match = FRONT_MATTER.exec(source);
  if (!match) return /^---[ \t]*\n/.test(source) ? null : undefined;
  const text = match[0];
  return { value: match[1] ?? '', length: text.length, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
}

export function point(line: number, column: number): Point {
  return { line, column };
}

/** Reads the block tokens of one document, in order, into mdast nodes. */
class BlockReader {
  private index = 0;
  /** Tables read so far. */
  tables = 0;
  /** The first lines of the list items being read, innermost last. */
  private readonly itemLines: number[] = [];
  /** List openers whose items' paragraphs markdown-it marked hidden, that is, tight lists. */
  private readonly tightLists: Set<Token>;

  constructor(
    private readonly tokens: Token[],
    private readonly lines: string[],
  ) {
    this.tightLists = tightLists(tokens);
  }

  /** The blocks up to the closing token of the current container (consumed) or the end; their lines go to `maps`. */
  blocks(maps?: Array<[number, number] | null>): RootContent[] {
    const nodes: RootContent[] = [];
    while (this.index < this.tokens.length) {
      const token = this.tokens[this.index];
      if (token.nesting === -1) {
        this.index++;
        break;
      }
      maps?.push(token.map);
      nodes.push(this.block(token));
    }
    return nodes;
  }

  /**
   * Whether a blank line stands between the blocks of `maps` (each block's trailing blank lines
   * included, blank lines inside a block not): micromark's `spread` of a list item, or, for the
   * items of a list, of the list.
   */
  private blankBetween(maps: Array<[number, number] | null>): boolean {
    for (let i = 1; i < maps.length; i++) {
      const before = maps[i - 1];
      const next = maps[i];
      if (!before || !next) throw new Unsupported();
      let end = before[1];
      while (end > before[0] && BLANK.test(this.lines[end - 1])) end--;
      if (end < next[0]) return true;
    }
    return false;
  }

  private block(token: Token): RootContent {
    if (token.level > MAX_LEVEL) throw new Unsupported();
    this.index++;
    switch (token.type) {
      case 'paragraph_open':
        if (token.level > 0 && this.continuesWithHtml(token.map)) throw new Unsupported();
        return { type: 'paragraph', children: this.inlineThenClose(token.map) };
      case 'heading_open':
        return { type: 'heading', depth: Number(token.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6, children: this.inlineThenClose(token.map) };
      case 'list_item_open': {
        // `-    a`: with more than one space after the marker, the parsers may disagree on the item's indentation.
        if (!token.map || /^[ \t]*(?:[-+*]|\d+[.)])(?: [ \t]|\t)/.test(this.lines[token.map[0]].replace(/^(?:[ \t]*>)*/, ''))) throw new Unsupported();
        this.itemLines.push(token.map[0]);
        const maps: Array<[number, number] | null> = [];
        const children = this.blocks(maps) as BlockContent[];
        this.itemLines.pop();
        // The parsers disagree on where an empty item (a bare marker) may start, e.g. in `1. *`;
        // one opening with `[ ]`, `[x]`… is a GFM task, which markdown-it does not read.
        if (!children.length || looksLikeTask(children[0])) throw new Unsupported();
        return { type: 'listItem', spread: this.blankBetween(maps), checked: null, children };
      }
      case 'blockquote_open':
        if (this.hasLazyLine(token)) throw new Unsupported();
        return { type: 'blockquote', children: this.blocks() as BlockContent[] };
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(token);
      case 'fence':
        if (!this.closedFence(token)) throw new Unsupported();
        return { type: 'code', ...infoString(token.info), value: withoutFinalNewline(token.content) };
      case 'code_block':
        if (this.indentedBlankLinesAfter(token.map)) throw new Unsupported();
        return { type: 'code', lang: null, meta: null, value: withoutFinalNewline(token.content) };
      case 'html_block':
        if (unclosed(token.content)) throw new Unsupported();
        return { type: 'html', value: withoutFinalNewline(token.content) };
      case 'hr':
        return { type: 'thematicBreak' };
      case 'container_directive_open':
        return this.containerDirective(token);
      case 'table_open':
        if (!token.map || !plainTable(this.lines[token.map[0]], this.lines[token.map[0] + 1])) throw new Unsupported();
        return this.table();
      default:
        throw new Unsupported();
    }
  }

  /**
   * Whether a paragraph in a list item or a block quote goes on with a line starting with `<`:
   * as a lazy line (`- a⏎<span>`), micromark ends the container there and markdown-it does not.
   */
  private continuesWithHtml(map: [number, number] | null): boolean {
    if (!map) return true;
    for (let line = map[0] + 1; line < map[1]; line++) if (this.lines[line].trimStart().startsWith('<')) return true;
    return false;
  }

  /** A line of a block quote without its `>`, where the parsers disagree on what may go on lazily. */
  private hasLazyLine(quote: Token): boolean {
    if (!quote.map) return true;
    const marker = quote.level === 0 ? /^ {0,3}>/ : /^[ \t]*>/;
    for (let line = quote.map[0]; line < quote.map[1]; line++) if (!marker.test(this.lines[line]) && this.lines[line].trim()) return true;
    return false;
  }

  /** Blank lines indented as code after an indented code block: micromark may keep them in it. */
  private indentedBlankLinesAfter(map: [number, number] | null): boolean {
    if (!map) return true;
    for (let line = map[1]; line < this.lines.length && !this.lines[line].trim(); line++) if (this.lines[line].length >= 4 || this.lines[line].includes('\t')) return true;
    return false;
  }

  /** Whether the line before `line` is not blank, or the last one that is not is indented code. */
  private mayBeInterrupting(line: number): boolean {
    if (this.lines[line - 1]?.trim()) return true;
    let before = line - 1;
    while (before >= 0 && !this.lines[before].trim()) before--;
    return before >= 0 && /^(?: {4}| {0,3}\t)/.test(this.lines[before]);
  }

  /** An unclosed fence runs to the end, where the two parsers disagree on a last blank line. */
  private closedFence(fence: Token): boolean {
    const last = fence.map ? fence.map[1] - 1 : -1;
    const line = this.lines[last]?.trim() ?? '';
    return last > fence.map![0] && line.length >= fence.markup.length && [...line].every((c) => c === fence.markup[0]);
  }

  private inlineThenClose(map: [number, number] | null): PhrasingContent[] {
    const inline = this.tokens[this.index];
    if (COLON_LINE.test(inline.content)) throw new Unsupported();
    this.index += 2;
    return phrasing(inline, locator(inline.content, map ? map[0] : -1, this.lines));
  }

  /**
   * A directive as mdast-util-directive gives it: its label (if any) as a first paragraph marked
   * `directiveLabel`, then its content; placed from its opening line to its closing one, for the
   * admonitions' diagnostics.
   */
  private containerDirective(open: Token): RootContent {
    const [first, after] = open.map!;
    const column = this.lines[first].indexOf(':');
    // In a quote, micromark counts a list followed by a blank line in the directive as loose.
    if (this.lines[first].slice(0, column).includes('>')) throw new Unsupported();
    const children: Array<BlockContent | DefinitionContent> = [];
    if ((open.meta as ContainerDirectiveMeta).label !== undefined) {
      const inline = this.tokens[this.index++];
      children.push({ type: 'paragraph', data: { directiveLabel: true }, children: phrasing(inline, locator(inline.content, first, this.lines)) });
    }
    children.push(...(this.blocks() as Array<BlockContent | DefinitionContent>));
    const last = this.lines[after - 1];
    const position = { start: point(first + 1, column + 1), end: point(after, last.trimEnd().length + 1) };
    return { type: 'containerDirective', name: open.info, attributes: {}, children, position };
  }

  private list(open: Token): RootContent {
    const ordered = open.type === 'ordered_list_open';
    const start = ordered ? Number(open.attrGet('start') ?? 1) : null;
    // Where a list may interrupt a paragraph (only a bullet list or one counting from 1 may), micromark
    // also holds to it on its item's line (`1. 2) a`) and after an indented code block.
    if (!open.map || this.itemLines[this.itemLines.length - 1] === open.map[0]) throw new Unsupported();
    if (start !== null && start !== 1 && this.mayBeInterrupting(open.map[0])) throw new Unsupported();
    const maps: Array<[number, number] | null> = [];
    const items = this.blocks(maps) as ListItem[];
    const spread = this.blankBetween(maps);
    // markdown-it hides the paragraphs of a tight list: the looseness mdast-util-to-hast reads must agree.
    if (this.tightLists.has(open) === (spread || items.some((item) => item.spread))) throw new Unsupported();
    return { type: 'list', ordered, start, spread, children: items };
  }

  private table(): RootContent {
    this.tables++;
    const rows: TableRow[] = [];
    const align: AlignType[] = [];
    let row: TableCell[] | undefined;
    let line = '';
    let cursor = 0;
    let lineIndex = -1;
    for (let token = this.tokens[this.index++]; token.type !== 'table_close'; token = this.tokens[this.index++]) {
      switch (token.type) {
        case 'tr_open':
          row = [];
          lineIndex = token.map ? token.map[0] : -1;
          line = this.lines[lineIndex] ?? '';
          cursor = 0;
          break;
        case 'tr_close':
          // markdown-it pads a short row with empty cells, micromark does not: an empty last cell may be padding.
          if (rows.length > 0 && row!.at(-1)?.children.length === 0) throw new Unsupported();
          rows.push({ type: 'tableRow', children: row! });
          break;
        case 'th_open':
          align.push(alignOf(token));
          break;
        case 'inline': {
          // A cell's text is a piece of its row's line, after the cells before it.
          const at = line.indexOf(token.content, cursor);
          if (at >= 0) cursor = at + token.content.length;
          const locate: Locate = (offset) => (at < 0 || lineIndex < 0 ? undefined : point(lineIndex + 1, at + offset + 1));
          row!.push({ type: 'tableCell', children: phrasing(token, locate) });
          break;
        }
      }
    }
    return { type: 'table', align, children: rows };
  }
}

/** The HTML blocks (kinds 1 to 5) that only their end marker closes, with that marker. */
const CLOSED_BY_MARKER: Array<[RegExp, RegExp]> = [
  [/^<(script|pre|style|textarea)(\s|>|$)/i, /<\/(script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<![A-Za-z]/, />/],
  [/^<!\[CDATA\[/, /\]\]>/],
];

/**
 * Whether an HTML block ends without its end marker (at the end of the document or of its
 * container): micromark then keeps the final line ending in it, markdown-it does not.
 */
function unclosed(html: string): boolean {
  const block = html.trimStart();
  const kind = CLOSED_BY_MARKER.find(([start]) => start.test(block));
  if (!kind) return false;
  const lines = withoutFinalNewline(block).split('\n');
  return !kind[1].test(lines[lines.length - 1]);
}

// Each run of spaces has one place in the pattern, so that a long line costs no backtracking.
const DELIMITER_ROW = /^[ \t]*(?:\|[ \t]*)?:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*(?:\|[ \t]*)?$/gm;

/** Lines that could be a GFM table's delimiter row: each must be one of markdown-it's tables (see plainTable). */
function countDelimiterRows(source: string): number {
  let count = 0;
  // A bare `---` is a setext underline or a thematic break to GFM, `:---` a table's delimiter row.
  for (const match of source.matchAll(DELIMITER_ROW)) if (/[|:]/.test(match[0])) count++;
  return count;
}

/**
 * markdown-it tries a table before any other block, GFM after those a line can start (HTML, a
 * heading, a list…), and without a pipe in its delimiter row GFM reads one column as a setext
 * heading: tables whose header starts with a pipe or a letter, with a pipe below, read the same.
 */
function plainTable(header: string, delimiter: string | undefined): boolean {
  return /^\s*(\||\p{L})/u.test(header) && delimiter?.includes('|') === true;
}

function tightLists(tokens: Token[]): Set<Token> {
  const tight = new Set<Token>();
  const open: Token[] = [];
  for (const token of tokens) {
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') open.push(token);
    else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') open.pop();
    else if (token.type === 'paragraph_open' && token.hidden && open.length) tight.add(open[open.length - 1]);
  }
  return tight;
}

export function alignOf(cell: Token): AlignType {
  const style = cell.attrGet('style');
  return style ? (style.slice('text-align:'.length) as AlignType) : null;
}

/** micromark splits a fence's info string at the first whitespace into lang and meta, decoded. */
export function infoString(raw: string): { lang: string | null; meta: string | null } {
  const info = md.utils.unescapeAll(raw).trim();
  if (!info) return { lang: null, meta: null };
  const space = info.search(/[ \t]/);
  if (space < 0) return { lang: info, meta: null };
  return { lang: info.slice(0, space), meta: info.slice(space).trim() || null };
}

export function withoutFinalNewline(text: string): string {
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/** Where a character of an inline token's text is in the source, if it can be found. */
export type Locate = (offset: number) => Point | undefined;

/**
 * An inline token's text is its block's lines, each without the container markers and indentation
 * before it (a suffix of the source line) and the whole trimmed, or for an ATX heading the text
 * between its markers. Each line is found in the source once, however many links it holds.
 */
export function locator(content: string, firstLine: number, lines: string[]): Locate {
  let starts: number[] | undefined;
  const columns = new Map<number, number>();
  return (offset) => {
    if (firstLine < 0) return undefined;
    starts ??= lineStarts(content);
    let k = 0;
    for (let high = starts.length - 1; k < high; ) {
      const middle = (k + high + 1) >> 1;
      if (starts[middle] <= offset) k = middle;
      else high = middle - 1;
    }
    let at = columns.get(k);
    if (at === undefined) {
      const text = content.slice(starts[k], k + 1 < starts.length ? starts[k + 1] - 1 : undefined).trimEnd();
      const trimmed = lines[firstLine + k]?.trimEnd() ?? '';
      at = trimmed.endsWith(text) ? trimmed.length - text.length : trimmed.indexOf(text);
      columns.set(k, at);
    }
    return at < 0 ? undefined : point(firstLine + k + 1, at + (offset - starts[k]) + 1);
  };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Reads an inline token's children into phrasing content, joining text and soft line breaks as micromark does. */
function phrasing(inline: Token, locate: Locate): PhrasingContent[] {
  if (hasUnclosedHtmlSpecial(inline.content)) throw new Unsupported();
  const tokens = inline.children ?? [];
  let index = 0;
  const read = (close?: string): PhrasingContent[] => {
    const nodes: PhrasingContent[] = [];
    const text = (value: string) => {
      // markdown-it leaves empty text tokens where delimiters were (`**a**`); micromark makes no node.
      if (!value) return;
      const last = nodes[nodes.length - 1];
      if (last?.type === 'text') last.value += value;
      else nodes.push({ type: 'text', value });
    };
    while (index < tokens.length) {
      const token = tokens[index++];
      if (token.level > MAX_LEVEL) throw new Unsupported();
      switch (token.type) {
        case 'text':
          // A `~` may be GFM strikethrough, which markdown-it here does not parse.
          if (token.content.includes('~')) throw new Unsupported();
          text(token.content);
          break;
        case 'softbreak': {
          // markdown-it strips the spaces before a line ending, micromark tabs too.
          const last = nodes[nodes.length - 1];
          if (last?.type === 'text') last.value = trimTrailingSpaces(last.value);
          text('\n');
          break;
        }
        case 'hardbreak': {
          // A tab before the two spaces: markdown-it reads a hard break, micromark trailing whitespace.
          const last = nodes[nodes.length - 1];
          if (last?.type === 'text' && /[ \t]$/.test(last.value)) throw new Unsupported();
          nodes.push({ type: 'break' });
          break;
        }
        case 'code_inline':
          nodes.push({ type: 'inlineCode', value: codeText(token) });
          break;
        case 'html_inline':
          // Of an indented line inside, micromark keeps only part of the indentation.
          if (/\n[ \t]/.test(token.content)) throw new Unsupported();
          nodes.push({ type: 'html', value: token.content });
          break;
        case 'em_open':
          nodes.push({ type: 'emphasis', children: read('em_close') });
          break;
        case 'strong_open':
          nodes.push({ type: 'strong', children: read('strong_close') });
          break;
        case 'link_open': {
          const position = startOf(token, locate);
          nodes.push({ type: 'link', url: token.attrGet('href') ?? '', title: token.attrGet('title'), children: read('link_close'), position });
          break;
        }
        case 'image': {
          const alt = altText(token.children ?? []);
          if (alt.includes('~')) throw new Unsupported();
          nodes.push({ type: 'image', url: token.attrGet('src') ?? '', title: token.attrGet('title'), alt, position: startOf(token, locate) });
          break;
        }
        default:
          if (token.type === close) return nodes;
          throw new Unsupported();
      }
    }
    return nodes;
  };
  return read();
}

const HTML_SPECIAL = /<(!--|!\[CDATA\[|\?|![A-Za-z])/g;
const TERMINATOR: Record<string, string> = { '!--': '-->', '![CDATA[': ']]>', '?': '?>' };

/**
 * After an unclosed comment, processing instruction, declaration or CDATA section, markdown-it
 * reads no more of them in the paragraph (on purpose, for speed); micromark still does.
 */
function hasUnclosedHtmlSpecial(text: string): boolean {
  if (!text.includes('<!') && !text.includes('<?')) return false;
  for (const match of text.matchAll(HTML_SPECIAL)) {
    if (!text.includes(TERMINATOR[match[1]] ?? '>', match.index + match[0].length)) return true;
  }
  return false;
}

/**
 * The code's text with its line endings, stripped of one space (or line ending) each side when it
 * has one both sides and is not all spaces, as CommonMark says (markdown-it strips all-space code too).
 */
function codeText(token: Token): string {
  const raw: string = token.meta.raw;
  return /^[ \n][^]*[ \n]$/.test(raw) && /[^ \n]/.test(raw) ? raw.slice(1, -1) : raw;
}

function startOf(token: Token, locate: Locate): { start: Point; end: Point } {
  const start = typeof token.meta?.start === 'number' ? locate(token.meta.start) : undefined;
  if (!start) throw new Unsupported();
  // Only where a link starts is read (by the link check); it stands for the end too.
  return { start, end: start };
}

/** An image's alt is the plain text of its description, as mdast-util-to-string gives it, images in it included. */
export function altText(tokens: Token[]): string {
  let alt = '';
  // Without recursion: images may nest as deep as the source's brackets do.
  const pending: Token[][] = [tokens];
  const positions: number[] = [0];
  while (pending.length) {
    const list = pending[pending.length - 1];
    const index = positions[positions.length - 1]++;
    if (index >= list.length) {
      pending.pop();
      positions.pop();
      continue;
    }
    const token = list[index];
    // An image's own tokens miss markdown-it's text_join: escapes are still `text_special` there.
    if (token.type === 'text' || token.type === 'text_special' || token.type === 'code_inline' || token.type === 'html_inline') alt += token.content;
    else if (token.type === 'softbreak') alt += '\n';
    else if (token.type === 'image') {
      pending.push(token.children ?? []);
      positions.push(0);
    }
  }
  return alt;
}

function looksLikeTask(first: Nodes | undefined): boolean {
  if (first?.type !== 'paragraph') return false;
  const text = first.children[0] as Text | undefined;
  return text?.type === 'text' && text.value[0] === '[' && text.value[2] === ']';
}
