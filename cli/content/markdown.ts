import { unified, type PluggableList, type Preset, type Processor } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { Nodes, Root } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontMatter } from './frontmatter.ts';
import { markdownSyntax } from './markdown-syntax.ts';
import { readsAsMdx, type MarkdownFormat } from './mdx/format.ts';
import { htmlCommentsAsMdx } from './mdx/html-comments.ts';
import type { PageBody } from './mdx/page-body.ts';
import type { MdxSite } from './mdx/docusaurus-modules.ts';
import type { MagicComment } from '../config/magic-comments.ts';
import remarkSafeLinks from './remark-safe-links.ts';
import remarkAdmonitions from './remark-admonitions.ts';
import remarkCodeBlocks from './remark-code-blocks.ts';
import remarkHeadingIds from './remark-heading-ids.ts';
import { admonitionHandler } from './admonition-element.ts';
import remarkFileReferences, { type FileReference } from './remark-file-references.ts';
import remarkReadFrontMatter from './remark-read-front-matter.ts';
import remarkContentTitle from './remark-content-title.ts';
import remarkPageSummary from './remark-page-summary.ts';
import rehypeToc, { type TocEntry } from './rehype-toc.ts';
import type { ContentLink } from './collect-links.ts';
import type { Highlighter } from './rehype-highlight.ts';
import rehypeHighlight from './rehype-highlight.ts';
import { createListItemHandler } from './list-item-handler.ts';
import { describe } from './describe.ts';
import { pluginFailureDiagnostic, reportingPlugins, SitePluginFailure, type SitePlugins } from './site-plugins.ts';

export interface MarkdownOptions extends SitePlugins {
  minHeadingLevel: number;
  maxHeadingLevel: number;
  highlighter?: Highlighter;
  /** Which files read as MDX (config `markdown.format`). @default 'detect' */
  format?: MarkdownFormat;
  /** The site's folder, which `@site/` imports in MDX name. @default the current folder */
  siteRoot?: string;
  /** What MDX's `useBaseUrl()` and `useDocusaurusContext()` know of the site. @default a site at `/` with no title */
  site?: MdxSite;
  /** Config `prism.magicComments`. @default Docusaurus' highlight-next-line, highlight-start and highlight-end */
  magicComments?: readonly MagicComment[];
  /** Components every MDX file may use without importing them (src/theme/MDXComponents), by name: their modules. @default none */
  providedComponents?: Readonly<Record<string, string>>;
  /** The locale's texts of the theme strings written here (admonition titles, copy buttons), by Docusaurus' id; English for those it lacks. @default none */
  themeStrings?: Readonly<Record<string, string>>;
}

/** What one file may need besides its own text. */
export interface CompileContext {
  /** The text of the JSON and Markdown files an MDX file may import, by absolute path (import-candidates.ts). */
  sources?: ReadonlyMap<string, string>;
  /** Read as CommonMark whatever the format says (the home page). */
  commonMark?: boolean;
}

/** One Markdown file compiled: front matter, HTML, and what the graph needs to check and link it. */
export interface CompiledMarkdown {
  frontMatter: FrontMatter;
  /** Text of a leading `# heading`, removed from the HTML because the page renders the title. */
  contentTitle?: string;
  /** The body: HTML, or the tree of an MDX page that uses components. */
  html: PageBody;
  /** The body before `<!-- truncate -->` (or MDX's `{/* truncate *\/}`), when the marker is present. */
  excerptHtml?: PageBody;
  toc: TocEntry[];
  anchors: string[];
  links: ContentLink[];
  /** URLs naming content files, whose placeholders in the HTML the graph stage fills in. */
  references: FileReference[];
  readingTimeMinutes: number;
  words: number;
  /** The description of a page whose front matter has none: the start of its plain text (describe.ts). */
  summary: string;
}

export type MarkdownCompiler = (source: string, file: string, context?: CompileContext) => Promise<{ value: CompiledMarkdown; diagnostics: Diagnostic[] }>;

export { markdownSyntax };

const TRUNCATE = /^<!--\s*truncate\s*-->$/;
const NO_SITE: MdxSite = { title: '', tagline: '', url: '', baseUrl: '/' };

/**
 * Builds the one pipeline once: parse → front matter → the site's `beforeDefaultRemarkPlugins` →
 * sitegen's transforms (heading ids, code block options, the leading title) → the site's
 * `remarkPlugins` → admonition checks, safe links, file references, links, text and words → HTML tree → the
 * site's rehype plugins → heading ids, TOC, highlighting and code block frames → HTML. The site's
 * plugins take Docusaurus' places, and what they add is linked, checked, searched and listed in
 * the table of contents like what was written. An MDX file takes
 * the same pipeline with MDX's syntax and its static reading (mdx/) first, built on the first
 * such file. The returned function compiles one file.
 */
export function createMarkdownCompiler(options: MarkdownOptions): MarkdownCompiler {
  const toHtml: Preset = {
    plugins: [
      [remarkRehype, { allowDangerousHtml: true, handlers: { containerDirective: admonitionHandler(options.themeStrings), listItem: createListItemHandler() } }],
      ...reportingPlugins(options.beforeDefaultRehypePlugins, 'beforeDefaultRehypePlugins'),
      ...reportingPlugins(options.rehypePlugins, 'rehypePlugins'),
      [rehypeToc, { minHeadingLevel: options.minHeadingLevel, maxHeadingLevel: options.maxHeadingLevel }],
      [rehypeHighlight, { highlighter: options.highlighter, themeStrings: options.themeStrings }],
      [rehypeStringify, { allowDangerousHtml: true }],
    ],
  };
  const beforeDefaultRemarkPlugins = reportingPlugins(options.beforeDefaultRemarkPlugins, 'beforeDefaultRemarkPlugins');
  const remarkPlugins = reportingPlugins(options.remarkPlugins, 'remarkPlugins');
  // The site's plugins may report at any node's place, which only micromark's tree always has.
  const micromarkOnly = [beforeDefaultRemarkPlugins, remarkPlugins, options.beforeDefaultRehypePlugins ?? [], options.rehypePlugins ?? []].some((list) => list.length > 0);
  const pipeline = (syntax: Preset, mdx: PluggableList = []) =>
    unified()
      .data('micromarkOnly', micromarkOnly)
      .use(syntax)
      .use(mdx)
      .use(remarkReadFrontMatter)
      .use(beforeDefaultRemarkPlugins)
      .use(remarkHeadingIds)
      .use(remarkCodeBlocks, { magicComments: options.magicComments })
      .use(remarkContentTitle)
      .use(remarkPlugins)
      // After the site's plugins, as Docusaurus' unused-directives warning: a directive one of them handles is not reported.
      .use(remarkAdmonitions)
      .use(remarkSafeLinks)
      .use(remarkFileReferences)
      .use(remarkPageSummary)
      .use(toHtml)
      .freeze();
  const markdown = pipeline(markdownSyntax);
  // An excerpt that cannot share the body's HTML compiles its blocks alone, from mdast on.
  const excerptPipeline = unified().use(toHtml).freeze();
  const format = options.format ?? 'detect';
  let mdx: Promise<MdxCompiling> | undefined;
  const loadMdx = () =>
    (mdx ??= import('./mdx/mdx-syntax.ts').then(({ mdxSyntax, remarkCutDeepJsx, remarkMdxStatic, toBodyTree }) => {
      const parsePartial = (text: string, file: string) => {
        const mdx = readsAsMdx(file, text, format);
        return (mdx ? processor : markdown).parse(new VFile({ path: file, value: mdx ? htmlCommentsAsMdx(text) : text })) as Root;
      };
      const processor: Processor = pipeline(mdxSyntax, [remarkCutDeepJsx, [remarkMdxStatic, { siteRoot: options.siteRoot ?? process.cwd(), parsePartial, site: options.site ?? NO_SITE, provided: options.providedComponents }]]);
      return { processor, toBodyTree };
    }));

  const compileFile: MarkdownCompiler = async (source, path, context = {}) => {
    const isMdx = !context.commonMark && readsAsMdx(path, source, format);
    const compiling = isMdx ? await loadMdx() : undefined;
    const processor = compiling?.processor ?? markdown;
    const file = new VFile({ path, value: isMdx ? htmlCommentsAsMdx(source) : source });
    if (context.sources) file.data.mdxSources = context.sources;
    let tree: Root;
    try {
      tree = processor.parse(file) as Root;
    } catch (error) {
      if (!isMdx) throw error;
      // Read as CommonMark too, for its front matter: the one error to show is the MDX's.
      const { value } = await compileFile(source, path, { commonMark: true });
      return { value, diagnostics: [syntaxError(error, path)] };
    }
    const { data } = file;
    const body = (root: HastRoot, rootFile: VFile): PageBody =>
      (compiling && data.mdxComponents?.length ? compiling.toBodyTree(root, data.toc ?? []) : undefined) ?? oneByte(String(processor.stringify(root, rootFile)));
    let hast: HastRoot;
    let excerptHtml: PageBody | undefined;
    try {
      hast = (await processor.run(tree, file)) as HastRoot;
      const marker = tree.children.findIndex((node) => node.type === 'html' && TRUNCATE.test(node.value.trim()));
      if (marker >= 0) {
        const before = tree.children.slice(0, marker);
        const shared = before.some(refersElsewhere) ? undefined : leadingChildren(hast);
        const excerptFile = new VFile({ path });
        const excerpt = shared ?? ((await excerptPipeline.run({ type: 'root', children: before } as Root, excerptFile)) as HastRoot);
        excerptHtml = body(excerpt, excerptFile);
      }
    } catch (error) {
      if (!(error instanceof SitePluginFailure)) throw error;
      // The page is left empty: the build fails on the error, and the front matter, read first, spares the other checks.
      hast = { type: 'root', children: [] };
      (data.diagnostics ??= []).push(pluginFailureDiagnostic(error, path));
    }
    return {
      value: {
        frontMatter: data.frontMatter ?? { data: {}, lines: {} },
        contentTitle: data.contentTitle,
        html: body(hast, file),
        excerptHtml,
        toc: data.toc ?? [],
        anchors: data.anchors ?? [],
        links: data.links ?? [],
        references: data.references ?? [],
        readingTimeMinutes: data.readingStats?.minutes ?? 0,
        words: data.readingStats?.words ?? 0,
        summary: describe(data.text ?? ''),
      },
      diagnostics: data.diagnostics ?? [],
    };
  };
  return compileFile;
}

interface MdxCompiling {
  processor: Processor;
  toBodyTree: (root: HastRoot, toc: TocEntry[]) => PageBody | undefined;
}

/** MDX that does not parse, at the line micromark names: its message already says what to write instead. */
function syntaxError(error: unknown, file: string): Diagnostic {
  const { reason, line, column } = error as { reason?: string; line?: number; column?: number };
  return diagnostic('MdxSyntaxError', reason ?? String(error), { file, line: line ?? undefined, column: column ?? undefined });
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
