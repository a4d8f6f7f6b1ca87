import type { HighlighterCore } from 'shiki/core';

export const HIGHLIGHT_LANGUAGES = [
  'bash', 'shellscript', 'yaml', 'json', 'python', 'dockerfile', 'typescript', 'javascript', 'tsx', 'jsx',
  'html', 'css', 'ini', 'toml', 'sql', 'diff', 'markdown',
] as const;

export const HIGHLIGHT_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** Shiki with a fixed grammar set and the JavaScript regex engine: no WebAssembly start-up, all at build time. */
export async function createHighlighter(): Promise<HighlighterCore> {
  const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
  ]);
  return createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: HIGHLIGHT_LANGUAGES.map((lang) => import(`shiki/langs/${lang}.mjs`)),
    engine: createJavaScriptRegexEngine(),
  });
}
