import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { builtinTranslations } from './builtin-translations.ts';
import { parseCodeJson } from './code-json.ts';
import { themeString } from './theme-strings.ts';

/** Where Docusaurus keeps a locale's theme and site strings. */
export function codeJsonPath(root: string, locale: string): string {
  return join(root, 'i18n', locale, 'code.json');
}

/**
 * The strings of the locale being built, by id: the built-in translations, overridden by the
 * site's `i18n/<locale>/code.json`. Only those that differ from the English default are kept,
 * so an English site (or a code.json that repeats the defaults) has none.
 */
export function readSiteTranslations(root: string, locale: string): StageResult<Record<string, string>> {
  const file = codeJsonPath(root, locale);
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      return { value: {}, diagnostics: [diagnostic('UnreadableFile', `Cannot read ${file}: ${(error as Error).message}`, { file })] };
    }
  }
  const site = text === undefined ? { value: {}, diagnostics: [] } : parseCodeJson(text, file);
  const merged = new Map(Object.entries(builtinTranslations(locale)));
  for (const [id, entry] of Object.entries(site.value)) merged.set(id, entry.message);
  const value = Object.fromEntries([...merged].filter(([id, message]) => themeString(id)?.message !== message));
  return { value, diagnostics: site.diagnostics };
}
