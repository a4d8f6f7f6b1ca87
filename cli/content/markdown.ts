import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkGfmWithoutAutolinks, { mayHaveAutolinks } from './remark-gfm-without-autolinks.ts';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { toString } from 'mdast-util-to-string';
import readingTime from 'reading-time';
import type { Root, RootContent } from 'mdast';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseFrontMatter, type FrontMatter } from './frontmatter.ts';
import rehypeToc, { type TocEntry } from './rehype-toc.ts';
import { collectLinks, type ContentLink } from './collect-links.ts';
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

/** Builds the unified pipelines once; the returned function compiles one file. */
export function createMarkdownCompiler(options: MarkdownOptions): MarkdownCompiler {
  const toHast = unified()
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeSlug)
    .use(rehypeToc, options)
    .use(rehypeHighlight, { highlighter: options.highlighter })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze();
  const toHtml = async (children: RootContent[], path: string) => {
    const file = new VFile({ path });
    const hast = await toHast.run({ type: 'root', children } as Root, file);
    return { html: toHast.stringify(hast, file), toc: file.data.toc ?? [], anchors: file.data.anchors ?? [] };
  };
  return (source, file) => compile(source, file, toHtml);
}

async function compile(
  source: string,
  file: string,
  toHtml: (children: RootContent[], path: string) => Promise<{ html: string; toc: TocEntry[]; anchors: string[] }>,
): Promise<{ value: CompiledMarkdown; diagnostics: Diagnostic[] }> {
  const tree = (mayHaveAutolinks(source) ? parser : fastParser).parse(source) as Root;
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
  const stats = readingTime(text);
  const marker = tree.children.findIndex((node) => node.type === 'html' && TRUNCATE.test(node.value.trim()));
  const body = await toHtml(tree.children, file);
  return {
    value: {
      frontMatter,
      contentTitle,
      html: body.html,
      excerptHtml: marker >= 0 ? (await toHtml(tree.children.slice(0, marker), file)).html : undefined,
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
