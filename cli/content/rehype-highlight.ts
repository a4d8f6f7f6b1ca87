import type { Root, Element, ElementContent } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { HIGHLIGHT_THEMES, ensureLanguage } from './highlighter.ts';

export type Highlighter = HighlighterCore;

export interface RehypeHighlightOptions {
  /** Without one, code blocks stay plain `<pre><code>`. */
  highlighter?: Highlighter;
}

/**
 * Replaces fenced code blocks with Shiki's markup carrying both themes' colours as CSS variables,
 * so the colour mode switches in CSS and no highlighting code ships to the browser.
 */
export default function rehypeHighlight(options: RehypeHighlightOptions = {}) {
  const highlighter = options.highlighter;
  return async (tree: Root) => {
    const blocks: Array<{ node: Element; index: number; parent: Root | Element; lang?: string; text: string }> = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const lang = languageOf(code);
      node.properties = { ...node.properties, tabIndex: 0, dataLanguage: lang ?? 'text' };
      blocks.push({ node, index, parent, lang, text: toString(code).replace(/\n$/, '') });
      return SKIP;
    });
    if (!highlighter) return;
    for (const block of blocks) {
      if (!block.lang || !(await ensureLanguage(highlighter, block.lang))) continue;
      const result = highlighter.codeToHast(block.text, { lang: block.lang, themes: HIGHLIGHT_THEMES, defaultColor: 'light' });
      const pre = result.children[0] as Element;
      // Shiki's <pre> already carries tabindex="0" (as `tabindex`), which keeps long lines keyboard-scrollable.
      pre.properties = { ...pre.properties, dataLanguage: block.lang };
      block.parent.children[block.index] = pre as ElementContent;
    }
  };
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes : [];
  const match = list.map(String).find((c) => c.startsWith('language-'));
  return match?.slice('language-'.length).toLowerCase();
}
