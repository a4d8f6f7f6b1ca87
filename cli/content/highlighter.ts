import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Element, Root } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import type { HighlighterCore } from 'shiki/core';
import { bundledLanguagesInfo } from 'shiki/langs';

/** Shiki's options for our markup: both themes' colours as CSS variables, the light one as plain `color`. */
export const HIGHLIGHT_OPTIONS = { themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light' } as const;

/** A highlighted block: Shiki's `<pre>`, or (from another thread) that `<pre>` already serialised, its language labelled. */
export type HighlightedBlock = Element | Raw;

/** What the rehype plugin asks of a highlighter, here or on another thread. */
export interface BlockHighlighter {
  /** The block's Shiki `<pre>`, or undefined when Shiki has no grammar for `lang`. */
  highlight(code: string, lang: string): Promise<HighlightedBlock | undefined>;
}

export interface Highlighter extends BlockHighlighter {
  highlight(code: string, lang: string): Promise<Element | undefined>;
  shiki: HighlighterCore;
  /** `shiki.codeToHast(code, { lang, ...HIGHLIGHT_OPTIONS })` with one tokenization for both themes; `lang` must be loaded. */
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

/**
 * Shiki with the Oniguruma (WebAssembly) engine, which compiles grammars faster than the
 * JavaScript engine. Grammars load on first use, so a site pays only for the languages it has.
 */
export async function createHighlighter(): Promise<Highlighter> {
  const [{ createHighlighterCore }, { createOnigurumaEngine }, { createDualThemeHighlighter }] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/oniguruma'),
    import('./dual-theme-highlight.ts'),
  ]);
  const shiki = await createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [],
    engine: createOnigurumaEngine({ instantiator: instantiateOniguruma }),
  });
  const codeToHast = createDualThemeHighlighter(shiki, HIGHLIGHT_OPTIONS);
  return {
    shiki,
    codeToHast,
    highlight: async (code, lang) => ((await ensureLanguage(shiki, lang)) ? (codeToHast(code, lang).children[0] as Element) : undefined),
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
