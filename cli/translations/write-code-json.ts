import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import type { LocaleData } from '../config/i18n-schema.ts';
import { diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { builtinTranslations } from './builtin-translations.ts';
import { formatCodeJson, parseCodeJson, type CodeJson } from './code-json.ts';
import { codeJsonPath } from './site-translations.ts';
import { THEME_STRINGS } from './theme-strings.ts';
import { footerStrings, navbarStrings } from './theme-config-strings.ts';

export interface WriteTranslationsOptions {
  config: Pick<ResolvedConfig, 'root' | 'site'>;
  locale: LocaleData;
  /** Replace the messages the file has with the defaults, as Docusaurus' `--override`. */
  override?: boolean;
  /** Put before each default message, to spot the strings still to translate (Docusaurus' `--messagePrefix`). */
  messagePrefix?: string;
}

export interface WrittenTranslations {
  /** code.json, then navbar.json and footer.json. */
  files: string[];
  /** Strings the file holds now. */
  total: number;
  /** Theme strings whose message the file had and kept. */
  kept: number;
}

/** Every theme string with its default in the locale: the built-in translation, else English. */
export function defaultCodeJson(locale: string, messagePrefix = ''): CodeJson {
  const builtin = builtinTranslations(locale);
  return Object.fromEntries(
    Object.entries(THEME_STRINGS).map(([id, { message, description }]) => [id, { message: `${messagePrefix}${Object.hasOwn(builtin, id) ? builtin[id] : message}`, description }]),
  );
}

/**
 * Merges the defaults into a code.json as Docusaurus' write-translations does: entries of the
 * file's own stay, a message the file has is kept unless `override`, descriptions are the
 * theme's.
 */
export function mergeCodeJson(existing: CodeJson, defaults: CodeJson, override: boolean): { value: CodeJson; kept: number } {
  const value: CodeJson = { ...existing };
  let kept = 0;
  for (const [id, entry] of Object.entries(defaults)) {
    const keep = !override && Object.hasOwn(existing, id);
    if (keep) kept += 1;
    value[id] = { message: keep ? existing[id]!.message : entry.message, description: entry.description };
  }
  return { value, kept };
}

/** A translation file with the defaults merged in; undefined (and diagnostics) when the file there is malformed. */
function mergedFile(file: string, defaults: CodeJson, override: boolean): StageResult<{ value: CodeJson; kept: number } | undefined> {
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      return { value: undefined, diagnostics: [diagnostic('UnreadableFile', `Cannot read ${file}: ${(error as Error).message}`, { file })] };
    }
  }
  const existing = text === undefined ? { value: {}, diagnostics: [] } : parseCodeJson(text, file);
  if (existing.diagnostics.length > 0) return { value: undefined, diagnostics: existing.diagnostics };
  return { value: mergeCodeJson(existing.value, defaults, override), diagnostics: [] };
}

/**
 * `sitegen write-translations`: the locale's code.json with every theme string, and
 * docusaurus-theme-classic/navbar.json and footer.json with the config's texts. Nothing is
 * written when one of them is malformed.
 */
export function writeCodeJson({ config, locale, override = false, messagePrefix }: WriteTranslationsOptions): StageResult<WrittenTranslations | undefined> {
  const codeJson = codeJsonPath(config, locale);
  const theme = join(dirname(codeJson), 'docusaurus-theme-classic');
  const prefixed = (entries: CodeJson): CodeJson => Object.fromEntries(Object.entries(entries).map(([id, entry]) => [id, { ...entry, message: `${messagePrefix ?? ''}${entry.message}` }]));
  const planned: Array<[string, CodeJson]> = [
    [codeJson, defaultCodeJson(locale.code, messagePrefix)],
    [join(theme, 'navbar.json'), prefixed(navbarStrings(config.site))],
    [join(theme, 'footer.json'), prefixed(footerStrings(config.site))],
  ];
  const merged = planned.map(([file, defaults]) => ({ file, ...mergedFile(file, defaults, override) }));
  const diagnostics = merged.flatMap((m) => m.diagnostics);
  if (diagnostics.length > 0) return { value: undefined, diagnostics };
  for (const { file, value } of merged) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, formatCodeJson(value!.value));
  }
  const [strings] = merged;
  return { value: { files: merged.map((m) => m.file), total: Object.keys(strings!.value!.value).length, kept: strings!.value!.kept }, diagnostics: [] };
}
