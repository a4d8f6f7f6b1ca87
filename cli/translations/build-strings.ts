import { interpolate, type TranslateValues } from '../../runtime/theme/interpolate.ts';
import { selectPlural } from '../../runtime/theme/plural-form.ts';
import { themeString } from './theme-strings.ts';

/**
 * The theme strings of the locale being built, for those the build writes into the HTML itself
 * (admonition titles, copy buttons, tag page titles, category cards): plain data, resolved once
 * per locale, so it can travel into the content stage's options and so into its cache key.
 */
export interface LocaleStrings {
  /** The locale's htmlLang, which picks plural forms. */
  lang: string;
  /** Translated texts by id, only those that differ from English (site-translations.ts). */
  translated: Readonly<Record<string, string>>;
}

const ENGLISH: LocaleStrings = { lang: 'en', translated: {} };

/** The text of a theme string in the locale, its placeholders filled; English without a locale. */
export function localeText(strings: LocaleStrings | undefined, id: string, values?: TranslateValues): string {
  return interpolate(textOf(strings ?? ENGLISH, id), values);
}

/** A plural theme string ("1 item|{count} items") in the form that suits `count`, `{count}` filled. */
export function localePlural(strings: LocaleStrings | undefined, id: string, count: number, values?: TranslateValues): string {
  const locale = strings ?? ENGLISH;
  return interpolate(selectPlural(textOf(locale, id), count, locale.lang), { count, ...values });
}

function textOf({ translated }: LocaleStrings, id: string): string {
  if (Object.hasOwn(translated, id)) return translated[id]!;
  const theme = themeString(id);
  if (!theme) throw new Error(`sitegen: "${id}" is not a theme string (cli/translations/theme-strings.ts).`);
  return theme.message;
}

/** The content stage's strings (admonition titles, copy buttons) that the locale translates; none for English, so its compile options stay as they were. */
export function contentStrings(translated: Readonly<Record<string, string>>): Record<string, string> | undefined {
  const own = Object.entries(translated).filter(([id]) => id.startsWith('theme.admonition.') || id.startsWith('theme.CodeBlock.'));
  return own.length > 0 ? Object.fromEntries(own) : undefined;
}
