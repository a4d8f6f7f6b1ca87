import type { Root, Element, ElementContent } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { HIGHLIGHT_THEMES } from './highlighter.ts';

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
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const lang = languageOf(code);
      node.properties = { ...node.properties, tabIndex: 0, dataLanguage: lang ?? 'text' };
      if (!highlighter || !lang || !highlighter.getLoadedLanguages().includes(lang)) return SKIP;
      const text = toString(code).replace(/\n$/, '');
      const result = highlighter.codeToHast(text, { lang, themes: HIGHLIGHT_THEMES, defaultColor: 'light' });
      const pre = result.children[0] as Element;
      pre.properties = { ...pre.properties, dataLanguage: lang };
      parent.children[index] = pre as ElementContent;
      return SKIP;
    });
  };
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes : [];
  const match = list.map(String).find((c) => c.startsWith('language-'));
  return match?.slice('language-'.length).toLowerCase();
}
