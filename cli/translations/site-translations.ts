import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import type { LocaleData } from '../config/i18n-schema.ts';
import { diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { builtinTranslations } from './builtin-translations.ts';
import { parseCodeJson } from './code-json.ts';
import { themeString } from './theme-strings.ts';

/** Where Docusaurus keeps a locale's theme and site strings: `<i18n.path>/<locale path>/code.json`. */
export function codeJsonPath(config: Pick<ResolvedConfig, 'root' | 'site'>, locale: LocaleData): string {
  return join(resolve(config.root, config.site.i18n?.path ?? 'i18n'), locale.path, 'code.json');
}

/**
 * The strings of the locale being built, by id: the built-in translations, overridden by the
 * site's `i18n/<locale>/code.json`. Only those that differ from the English default are kept,
 * so an English site (or a code.json that repeats the defaults) has none.
 */
export function readSiteTranslations(config: Pick<ResolvedConfig, 'root' | 'site' | 'locale'>): StageResult<Record<string, string>> {
  const file = codeJsonPath(config, config.locale);
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      return { value: {}, diagnostics: [diagnostic('UnreadableFile', `Cannot read ${file}: ${(error as Error).message}`, { file })] };
    }
  }
  const site = text === undefined ? { value: {}, diagnostics: [] } : parseCodeJson(text, file);
  const merged = new Map(Object.entries(builtinTranslations(config.locale.code)));
  for (const [id, entry] of Object.entries(site.value)) merged.set(id, entry.message);
  const value = Object.fromEntries([...merged].filter(([id, message]) => themeString(id)?.message !== message));
  return { value, diagnostics: site.diagnostics };
}
