import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkGfmWithoutAutolinks, { needsAutolinkLiterals } from './remark-gfm-without-autolinks.ts';
import { parseWithMarkdownIt } from './markdown-it-mdast.ts';
import { linkLiterals } from './link-literals.ts';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { toString } from 'mdast-util-to-string';
import type { Nodes, Root, RootContent } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseFrontMatter, type FrontMatter } from './frontmatter.ts';
import rehypeToc, { type TocEntry } from './rehype-toc.ts';
import { collectLinks, type ContentLink } from './collect-links.ts';
import { readingStats } from './count-words.ts';
import type { Highlighter } from './rehype-highlight.ts';
import rehypeHighlight from './rehype-highlight.ts';

export interface MarkdownOptions {
  minHeadingLevel: number;
  maxHeadingLevel: number;
  highlighter?: Highlighter;
}

/** One Markdown file compiled: front matter, HTML, and what the graph needs to check and link it. */
export interface CompiledMarkdown {
  frontMatter: FrontMatter;
  /** Text of a leading `# heading`, removed from the HTML because the page renders the title. */
  contentTitle?: string;
  html: string;
  /** HTML before `<!-- truncate -->`, when the marker is present. */
  excerptHtml?: string;
  toc: TocEntry[];
  anchors: string[];
  links: ContentLink[];
  readingTimeMinutes: number;
  words: number;
  /** Plain text of the body, for search and descriptions. */
  text: string;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).freeze();
const fastParser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfmWithoutAutolinks).freeze();
const TRUNCATE = /^<!--\s*truncate\s*-->$/;

export type MarkdownCompiler = (source: string, file: string) => Promise<{ value: CompiledMarkdown; diagnostics: Diagnostic[] }>;

/**
 * Parses as micromark with full GFM does, with markdown-it where it gives the same tree (see
 * markdown-it-mdast.ts), some twenty times faster.
 */
export function parseMarkdown(source: string): Root {
  const tree = parseWithMarkdownIt(source);
  if (!tree) return parseWithMicromark(source);
  return !needsAutolinkLiterals(tree) || linkLiterals(tree, source) ? tree : parser.parse(source);
}

/** micromark with full GFM, paying for autolink literals only when the text could hold one. */
export function parseWithMicromark(source: string): Root {
  const tree = fastParser.parse(source);
  return needsAutolinkLiterals(tree) ? parser.parse(source) : tree;
}

/** Builds the unified pipelines once; the returned function compiles one file. */
export function createMarkdownCompiler(options: MarkdownOptions, parse: (source: string) => Root = parseMarkdown): MarkdownCompiler {
  const toHast = unified()
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeToc, options)
    .use(rehypeHighlight, { highlighter: options.highlighter })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze();
  const render: Renderer = {
    run: async (children, path) => {
      const file = new VFile({ path });
      const hast = await toHast.run({ type: 'root', children } as Root, file);
      return { hast, toc: file.data.toc ?? [], anchors: file.data.anchors ?? [] };
    },
    stringify: (hast) => oneByte(toHast.stringify(hast)),
  };
  return (source, file) => compile(source, file, render, parse);
}

const NON_LATIN1 = /[^\x00-\xff]/;

/**
 * Shiki's tokens come out of WebAssembly as two-byte strings, and one of them makes V8 store the
 * whole page's HTML at two bytes a character. Decoding it again as Latin-1 gives a one-byte copy:
 * half the memory for every page the graph holds (about 100 MB at 10,000 pages).
 */
function oneByte(html: string): string {
  return NON_LATIN1.test(html) ? html : Buffer.from(html, 'latin1').toString('latin1');
}

/** The Markdown AST to HTML half of the compiler: ids, TOC and highlighting, then serialising. */
interface Renderer {
  run(children: RootContent[], path: string): Promise<{ hast: HastRoot; toc: TocEntry[]; anchors: string[] }>;
  stringify(hast: HastRoot): string;
}

async function compile(source: string, file: string, render: Renderer, parse: (source: string) => Root): Promise<{ value: CompiledMarkdown; diagnostics: Diagnostic[] }> {
  const tree = parse(source);
  const diagnostics: Diagnostic[] = [];
  let frontMatter: FrontMatter = { data: {}, lines: {} };
  const first = tree.children[0];
  if (first?.type === 'yaml') {
    const parsed = parseFrontMatter(first.value, file, (first.position?.start.line ?? 1) + 1);
    frontMatter = parsed.value;
    diagnostics.push(...parsed.diagnostics);
    tree.children.shift();
  }
  let contentTitle: string | undefined;
  const lead = tree.children[0];
  if (lead?.type === 'heading' && lead.depth === 1) {
    contentTitle = toString(lead).trim();
    tree.children.shift();
  }
  const links = collectLinks(tree);
  const text = toString(tree);
  const stats = readingStats(text);
  const marker = tree.children.findIndex((node) => node.type === 'html' && TRUNCATE.test(node.value.trim()));
  const body = await render.run(tree.children, file);
  let excerptHtml: string | undefined;
  if (marker >= 0) {
    const before = tree.children.slice(0, marker);
    const shared = before.some(refersElsewhere) ? undefined : leadingChildren(body.hast);
    excerptHtml = render.stringify(shared ?? (await render.run(before, file)).hast);
  }
  return {
    value: {
      frontMatter,
      contentTitle,
      html: render.stringify(body.hast),
      excerptHtml,
      toc: body.toc,
      anchors: body.anchors,
      links,
      readingTimeMinutes: stats.minutes,
      words: stats.words,
      text,
    },
    diagnostics,
  };
}

/**
 * The body's HAST before the truncate marker (a `raw` node at the top level), without the newline
 * remark-rehype puts between blocks: what compiling the blocks before the marker on their own gives,
 * with the same heading ids and highlighting, at no cost.
 */
function leadingChildren(hast: HastRoot): HastRoot | undefined {
  const index = hast.children.findIndex((node) => node.type === 'raw' && TRUNCATE.test(node.value.trim()));
  if (index < 0) return undefined;
  if (index === 0) return { type: 'root', children: [] };
  const before = hast.children[index - 1];
  if (before.type !== 'text' || before.value !== '\n') return undefined;
  return { type: 'root', children: hast.children.slice(0, index - 1) };
}

/**
 * A reference or footnote call resolves against the whole file in the body but only against the
 * excerpt when the excerpt is compiled on its own, which then shows e.g. `[text][ref]` whose
 * definition comes after the marker as text, and lists its own footnotes.
 */
function refersElsewhere(node: Nodes): boolean {
  if (node.type === 'linkReference' || node.type === 'imageReference' || node.type === 'footnoteReference') return true;
  return 'children' in node && node.children.some(refersElsewhere);
}
