import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { diagnostic } from '../diagnostics/diagnostic.ts';
import { parseMarkdownIt, parseWithMarkdownIt, type MarkdownItParse } from './markdown-it-mdast.ts';
import { linkLiterals } from './link-literals.ts';
import { blocksHolding, MAX_MICROMARK_MARKERS, MAX_MICROMARK_TEXT, MAX_NESTING, nestsTooDeep, tooLongForMicromark, type TopLevelBlock } from './deep-blocks.ts';
import { readCutBlock } from './read-cut-block.ts';
import { putBack, setAside } from './set-aside.ts';

/**
 * Stands in front of remark-parse (micromark), which must be used before it with the syntax it
 * serves (remark-frontmatter for YAML, remark-gfm): parses with markdown-it, some twenty times
 * faster, where that gives micromark's tree (see markdown-it-mdast.ts and link-literals.ts), and
 * hands the document to micromark everywhere else. It steps aside for every document once a later
 * plugin has added syntax of its own (a micromark or mdast-util-from-markdown extension, MDX's
 * included), which only micromark can read, and for a processor whose data says `micromarkOnly`
 * (the site's plugins expect micromark's positions on every node).
 *
 * markdown-it's time stays in proportion to the document, whatever it holds; micromark's does
 * not. So markdown-it reads the top-level blocks that nest deeper than MAX_NESTING, cut there
 * (nothing after the parse meets a deeper tree), and, where micromark reads the rest, those with a
 * paragraph longer than MAX_MICROMARK_TEXT or holding more than MAX_MICROMARK_MARKERS; each with a warning.
 */
export default function remarkMarkdownIt(this: Processor) {
  const self = this;
  const micromark = self.parser;
  if (!micromark) throw new TypeError('remark-markdown-it: use remark-parse before it');
  const syntax = [...(self.data('micromarkExtensions') ?? [])];
  const trees = [...(self.data('fromMarkdownExtensions') ?? [])];
  self.parser = (document, file) => {
    const served = self.data('micromarkOnly') !== true && sameList(self.data('micromarkExtensions'), syntax) && sameList(self.data('fromMarkdownExtensions'), trees);
    const parsed = parseMarkdownIt(document);
    const deep = blocksHolding(parsed.tokens, nestsTooDeep);
    const fast = served && parseAround(document, parsed, deep, (source) => parseFast(source, deep.length ? undefined : parsed), file);
    if (fast) return fast;
    const aside = blocksHolding(parsed.tokens, (token) => nestsTooDeep(token) || tooLongForMicromark(token) !== undefined);
    for (const block of aside) warnIfLong(file, parsed, block);
    return parseAround(document, parsed, aside, (source) => micromark(source, file) as Root, file)!;
  };
}

/**
 * Parses the document with `parse` but for `blocks`, which markdown-it's tokens give (cut where
 * they nest too deep), or gives undefined if `parse` does.
 */
function parseAround(document: string, parsed: MarkdownItParse, blocks: TopLevelBlock[], parse: (source: string) => Root | undefined, file: VFile): Root | undefined {
  if (!blocks.length) return parse(document);
  const aside = setAside(document, blocks.map((block) => block.lines));
  const tree = parse(aside.source);
  if (!tree) return undefined;
  const lines = parsed.body.split(/\r\n|\r|\n/);
  const read = blocks.map((block) => readCutBlock(parsed.tokens, block, lines));
  putBack(tree, aside, read.map((block) => block.nodes));
  for (const { cutLine } of read) {
    if (cutLine === undefined) continue;
    const message = `Markdown nests deeper than ${MAX_NESTING} levels here: what lies deeper (block quotes, list items, emphasis, links) is shown as plain text.`;
    (file.data.diagnostics ??= []).push(diagnostic('NestingTooDeep', message, { file: file.path, line: cutLine }));
  }
  return tree;
}

function warnIfLong(file: VFile, { tokens }: MarkdownItParse, block: TopLevelBlock): void {
  const long = tokens.slice(block.from, block.to).find(tooLongForMicromark);
  if (!long?.map) return;
  const why =
    tooLongForMicromark(long) === 'characters'
      ? `is longer than ${MAX_MICROMARK_TEXT.toLocaleString('en')} characters`
      : `holds more than ${MAX_MICROMARK_MARKERS} lines and emphasis, strikethrough or link markers (* _ ~ [ ])`;
  const message = `This paragraph ${why}: it is read by the faster parser, which shows GFM strikethrough, footnote references, task list items and syntax added by plugins in it as written.`;
  (file.data.diagnostics ??= []).push(diagnostic('ParagraphTooLong', message, { file: file.path, line: long.map[0] + 1 }));
}

/** markdown-it's tree with GFM's autolink literals linked, or undefined when only micromark can say. */
function parseFast(document: string, parsed?: MarkdownItParse): Root | undefined {
  const tree = parseWithMarkdownIt(document, parsed);
  return tree && linkLiterals(tree, document) ? tree : undefined;
}

function sameList(list: readonly unknown[] | undefined, known: readonly unknown[]): boolean {
  const current = list ?? [];
  return current.length === known.length && current.every((item, i) => item === known[i]);
}

declare module 'unified' {
  interface Data {
    /** Parse every document with micromark, which gives every node its position. */
    micromarkOnly?: boolean;
  }
}
