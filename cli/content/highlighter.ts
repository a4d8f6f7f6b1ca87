import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Element, Root } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import type { HighlighterCore } from 'shiki/core';
import { bundledLanguagesInfo } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { DEFAULT_CODE_THEMES, themeName, type CodeTheme, type CodeThemes } from '../config/code-themes.ts';

/** Shiki's options for our markup: both themes' colours as CSS variables, the light one as plain `color`. */
export const highlightOptions = (themes: CodeThemes) => ({ themes: { light: themeName(themes.light), dark: themeName(themes.dark) }, defaultColor: 'light' as const });

/** A highlighted block: Shiki's `<pre>`, or (from another thread) that `<pre>` already serialised, its language labelled. */
export type HighlightedBlock = Element | Raw;

/** What the rehype plugin asks of a highlighter, here or on another thread. */
export interface BlockHighlighter {
  /** The block's Shiki `<pre>`, labelled with its language (labelLanguage()), or undefined when Shiki has no grammar for `lang`. */
  highlight(code: string, lang: string): Promise<HighlightedBlock | undefined>;
}

export interface Highlighter extends BlockHighlighter {
  shiki: HighlighterCore;
  /** `shiki.codeToHast(code, { lang, ...highlightOptions(themes) })` with one tokenization for both themes; `lang` must be loaded. */
  codeToHast(code: string, lang: string): Root;
}

/**
 * Oniguruma's WebAssembly from Shiki's `.wasm` file. `shiki/wasm` inlines it as base64, which
 * costs a decode, and touching Node's global `Response` to check its input loads the whole fetch
 * implementation: together about 60 ms before the first block of a small site.
 */
async function instantiateOniguruma(imports?: WebAssembly.Imports): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  const bytes = await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
  return WebAssembly.instantiate(bytes, imports);
}

/** A theme by name from Shiki's bundle (the config checked the name), or the site's theme object as it is. */
const loadTheme = (theme: CodeTheme) => (typeof theme === 'string' ? bundledThemes[theme as keyof typeof bundledThemes]() : theme);

/**
 * Shiki with the Oniguruma (WebAssembly) engine, which compiles grammars faster than the
 * JavaScript engine. Grammars load on first use, so a site pays only for the languages it has.
 */
export async function createHighlighter(themes: CodeThemes = DEFAULT_CODE_THEMES): Promise<Highlighter> {
  const [{ createHighlighterCore }, { createOnigurumaEngine }, { createDualThemeHighlighter, createDualThemeHtml }] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/oniguruma'),
    import('./dual-theme-highlight.ts'),
  ]);
  const shiki = await createHighlighterCore({
    themes: [loadTheme(themes.light), loadTheme(themes.dark)] as Parameters<typeof createHighlighterCore>[0]['themes'],
    langs: [],
    engine: createOnigurumaEngine({ instantiator: instantiateOniguruma }),
  });
  const codeToHast = createDualThemeHighlighter(shiki, highlightOptions(themes));
  const codeToHtml = createDualThemeHtml(shiki, highlightOptions(themes));
  const block = (code: string, lang: string): HighlightedBlock => {
    const html = codeToHtml(code, lang);
    if (html !== undefined) return { type: 'raw', value: html };
    const pre = codeToHast(code, lang).children[0] as Element;
    labelLanguage(pre, lang);
    return pre;
  };
  return {
    shiki,
    codeToHast,
    highlight: async (code, lang) => ((await ensureLanguage(shiki, lang)) ? block(code, lang) : undefined),
  };
}

const known = new Map<string, (typeof bundledLanguagesInfo)[number]>();
for (const info of bundledLanguagesInfo) {
  known.set(info.id, info);
  for (const alias of info.aliases ?? []) known.set(alias, info);
}

/** Loads the grammar of `lang` if Shiki bundles one; false for unknown languages, shown as plain text. */
export async function ensureLanguage(highlighter: HighlighterCore, lang: string): Promise<boolean> {
  if (highlighter.getLoadedLanguages().includes(lang)) return true;
  const info = known.get(lang);
  if (!info) return false;
  await highlighter.loadLanguage(info.import);
  return highlighter.getLoadedLanguages().includes(lang);
}

/** Marks Shiki's `<pre>` with its language, for the CSS and the copy button. */
export function labelLanguage(pre: Element, lang: string): void {
  // Shiki's <pre> already carries tabindex="0" (as `tabindex`), which keeps long lines keyboard-scrollable.
  pre.properties = { ...pre.properties, dataLanguage: lang };
}
