import { unified, type PluggableList, type Preset } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { Nodes, Root } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontMatter } from './frontmatter.ts';
import remarkMarkdownIt from './remark-markdown-it.ts';
import remarkSafeLinks from './remark-safe-links.ts';
import remarkReadFrontMatter from './remark-read-front-matter.ts';
import remarkContentTitle from './remark-content-title.ts';
import remarkPageSummary from './remark-page-summary.ts';
import rehypeToc, { type TocEntry } from './rehype-toc.ts';
import type { ContentLink } from './collect-links.ts';
import type { Highlighter } from './rehype-highlight.ts';
import rehypeHighlight from './rehype-highlight.ts';
import { createListItemHandler } from './list-item-handler.ts';

export interface MarkdownOptions {
  minHeadingLevel: number;
  maxHeadingLevel: number;
  highlighter?: Highlighter;
  /** The site's remark plugins, run on the parsed Markdown before sitegen's own transforms. @default [] */
  remarkPlugins?: PluggableList;
  /** The site's rehype plugins, run on the HTML tree before sitegen's heading ids, TOC and highlighting. @default [] */
  rehypePlugins?: PluggableList;
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

export type MarkdownCompiler = (source: string, file: string) => Promise<{ value: CompiledMarkdown; diagnostics: Diagnostic[] }>;

/**
 * The parse step: Markdown with GFM and YAML front matter to mdast, as micromark reads it, with
 * markdown-it standing in where it gives the same tree (remark-markdown-it.ts).
 */
export const markdownSyntax: Preset = {
  plugins: [remarkParse, [remarkFrontmatter, ['yaml']], remarkGfm, remarkMarkdownIt],
};

const TRUNCATE = /^<!--\s*truncate\s*-->$/;

/**
 * Builds the one pipeline once: parse → the site's remark plugins → sitegen's transforms → HTML
 * tree → the site's rehype plugins → heading ids, TOC and highlighting → HTML. The returned
 * function compiles one file.
 */
export function createMarkdownCompiler(options: MarkdownOptions): MarkdownCompiler {
  const toHtml: Preset = {
    plugins: [
      [remarkRehype, { allowDangerousHtml: true, handlers: { listItem: createListItemHandler() } }],
      ...(options.rehypePlugins ?? []),
      [rehypeToc, { minHeadingLevel: options.minHeadingLevel, maxHeadingLevel: options.maxHeadingLevel }],
      [rehypeHighlight, { highlighter: options.highlighter }],
      [rehypeStringify, { allowDangerousHtml: true }],
    ],
  };
  const pipeline = unified()
    .use(markdownSyntax)
    .use(options.remarkPlugins ?? [])
    .use(remarkReadFrontMatter)
    .use(remarkSafeLinks)
    .use(remarkContentTitle)
    .use(remarkPageSummary)
    .use(toHtml)
    .freeze();
  // An excerpt that cannot share the body's HTML compiles its blocks alone, from mdast on.
  const excerptPipeline = unified().use(toHtml).freeze();
  return async (source, path) => {
    const file = new VFile({ path, value: source });
    const tree = pipeline.parse(file) as Root;
    const hast = (await pipeline.run(tree, file)) as HastRoot;
    const { data } = file;
    let excerptHtml: string | undefined;
    const marker = tree.children.findIndex((node) => node.type === 'html' && TRUNCATE.test(node.value.trim()));
    if (marker >= 0) {
      const before = tree.children.slice(0, marker);
      const shared = before.some(refersElsewhere) ? undefined : leadingChildren(hast);
      const excerptFile = new VFile({ path });
      const excerpt = shared ?? ((await excerptPipeline.run({ type: 'root', children: before } as Root, excerptFile)) as HastRoot);
      excerptHtml = oneByte(String(excerptPipeline.stringify(excerpt, excerptFile)));
    }
    return {
      value: {
        frontMatter: data.frontMatter ?? { data: {}, lines: {} },
        contentTitle: data.contentTitle,
        html: oneByte(String(pipeline.stringify(hast, file))),
        excerptHtml,
        toc: data.toc ?? [],
        anchors: data.anchors ?? [],
        links: data.links ?? [],
        readingTimeMinutes: data.readingStats?.minutes ?? 0,
        words: data.readingStats?.words ?? 0,
        text: data.text ?? '',
      },
      diagnostics: data.diagnostics ?? [],
    };
  };
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
