import type { Root, Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkElements } from './walk-elements.ts';
import { LRUCache } from 'lru-cache';
import type { BlockHighlighter, HighlightedBlock } from './highlighter.ts';
import { codeBlockElement, copyButtonHtml, type CodeBlockMarkup } from './code-block-element.ts';
import type { LineClassNames } from './code-block-options.ts';

export type Highlighter = BlockHighlighter;

export interface RehypeHighlightOptions {
  /** Without one, code blocks stay plain `<pre><code>`. */
  highlighter?: Highlighter;
  /** The locale's copy button labels by Docusaurus' id (`theme.CodeBlock.*`); English for those it lacks. */
  themeStrings?: Readonly<Record<string, string>>;
}

/**
 * Replaces fenced code blocks with Shiki's markup carrying both themes' colours as CSS variables,
 * so the colour mode switches in CSS and no highlighting code ships to the browser, and frames
 * every block (code-block-element.ts): its title, highlighted lines, line numbers and copy button.
 */
export default function rehypeHighlight(options: RehypeHighlightOptions = {}) {
  const highlighter = options.highlighter;
  const cache = highlightCache();
  const copyButton = copyButtonHtml(options.themeStrings);
  return async (tree: Root) => {
    const blocks: Array<{ node: Element; index: number; parent: Root | Element; lang?: string; text: string; markup: CodeBlockMarkup }> = [];
    walkElements(tree, (node, parent, index) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const lang = languageOf(code);
      node.properties = { ...node.properties, tabIndex: 0, dataLanguage: lang ?? 'text' };
      blocks.push({ node, index, parent, lang, text: toString(code).replace(/\n$/, ''), markup: takeMarkup(code, lang) });
      return false;
    });
    // All at once: with a highlighter on another thread, a page's blocks travel together.
    const highlighted = await Promise.all(blocks.map(({ lang, text }) => (highlighter && lang ? highlight(highlighter, cache, lang, text) : undefined)));
    blocks.forEach(({ node, parent, index, markup }, i) => {
      parent.children[index] = codeBlockElement(highlighted[i] ?? node, markup, copyButton);
    });
  };
}

async function highlight(highlighter: Highlighter, cache: ReturnType<typeof highlightCache>, lang: string, text: string): Promise<HighlightedBlock | undefined> {
  const key = `${lang}\0${text}`;
  let pre = cache.get(key);
  if (!pre) {
    pre = await highlighter.highlight(text, lang);
    if (!pre) return undefined;
    cache.set(key, pre);
  }
  return pre;
}

/** The block's options, which remark-code-blocks.ts left on its `<code>`, taken off it. */
function takeMarkup(code: Element, lang: string | undefined): CodeBlockMarkup {
  const { dataCodeTitle: title, dataLineClassNames: lines, dataLineNumbers: start, ...properties } = code.properties;
  code.properties = properties;
  return {
    lang,
    title: typeof title === 'string' ? title : undefined,
    lineClassNames: typeof lines === 'string' ? (JSON.parse(lines) as LineClassNames) : {},
    lineNumbersStart: typeof start === 'number' ? start : undefined,
  };
}

/**
 * Shiki's markup of recently used code blocks by language and text, so that a block met again (the
 * page being edited in watch mode, a snippet shared by many pages) is not tokenized again. Trees
 * share the cached nodes, which is safe because nothing after this plugin changes them (they are
 * only stringified). Shiki's HAST takes about 60 bytes per character of code, so the cache holds
 * 256 K characters (some 15 MB) and forgets the least recently used blocks first.
 */
const highlightCache = () => new LRUCache<string, HighlightedBlock>({ maxSize: 256 * 1024, sizeCalculation: (_pre, key) => Math.max(1, key.length) });

function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes : [];
  const match = list.map(String).find((c) => c.startsWith('language-'));
  return match?.slice('language-'.length).toLowerCase();
}
