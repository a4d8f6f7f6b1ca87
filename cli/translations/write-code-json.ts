import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { builtinTranslations } from './builtin-translations.ts';
import { formatCodeJson, parseCodeJson, type CodeJson } from './code-json.ts';
import { codeJsonPath } from './site-translations.ts';
import { THEME_STRINGS } from './theme-strings.ts';

export interface WriteTranslationsOptions {
  root: string;
  locale: string;
  /** Replace the messages the file has with the defaults, as Docusaurus' `--override`. */
  override?: boolean;
  /** Put before each default message, to spot the strings still to translate (Docusaurus' `--messagePrefix`). */
  messagePrefix?: string;
}

export interface WrittenTranslations {
  file: string;
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

/** `sitegen write-translations`: i18n/<locale>/code.json with every theme string; nothing is written when the file there is malformed. */
export function writeCodeJson(options: WriteTranslationsOptions): StageResult<WrittenTranslations | undefined> {
  const file = codeJsonPath(options.root, options.locale);
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
  const defaults = defaultCodeJson(options.locale, options.messagePrefix);
  const merged = mergeCodeJson(existing.value, defaults, options.override ?? false);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, formatCodeJson(merged.value));
  return { value: { file, total: Object.keys(merged.value).length, kept: merged.kept }, diagnostics: [] };
}
