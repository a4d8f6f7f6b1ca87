import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InternalError } from '../diagnostics/diagnostic.ts';

/**
 * The theme's strings in the languages sitegen ships (builtin/<locale>.json): Docusaurus'
 * translations (@docusaurus/theme-translations 3.10.2, MIT, © Facebook, Inc. and its affiliates)
 * of the ids in theme-strings.ts, without those Docusaurus leaves in English. Read only for the
 * locale being built.
 */
function builtinDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'cli', 'translations', 'builtin'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new InternalError('sitegen: cannot find its cli/translations/builtin/ folder');
    dir = parent;
  }
  return join(dir, 'cli', 'translations', 'builtin');
}

/**
 * The files to try for a locale, as Docusaurus' codeTranslationLocalesToTry: the locale itself,
 * then for a bare language its likeliest region and script (`pt` → pt-BR, `zh` → zh-Hans), else
 * its language (`fr-CA` → fr).
 */
export function localesToTry(locale: string): string[] {
  let intl: Intl.Locale;
  try {
    intl = new Intl.Locale(locale);
  } catch {
    return [locale];
  }
  if (intl.language !== locale) return [locale, intl.language];
  const likely = intl.maximize();
  return [locale, `${likely.language}-${likely.region}`, `${likely.language}-${likely.script}`];
}

/** The built-in translations for a locale, by id: empty for English and for languages sitegen has none of. */
export function builtinTranslations(locale: string): Record<string, string> {
  const dir = builtinDir();
  for (const candidate of localesToTry(locale)) {
    if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*$/.test(candidate)) continue;
    const file = join(dir, `${candidate}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  }
  return {};
}
