import { interpolate, type TranslateValues } from './interpolate.ts';
import { selectPlural } from './plural-form.ts';
import { lookup, renderingSite, type TranslateMessage } from './translate.tsx';

export { selectPlural };

/**
 * Plural forms and the page's language, for the pages that count and date things (the blog's):
 * apart from translate.tsx, so the other pages' first-load JavaScript goes without them.
 */

/** The language of the page being rendered (its locale's htmlLang), for plurals and dates; English elsewhere. */
export function currentLocale(): string {
  return renderingSite()?.site.locale.htmlLang ?? 'en';
}

/** translate() of a plural message, with `{count}` (or the values' own placeholder) filled in. */
export function translatePlural(descriptor: TranslateMessage, count: number, values?: TranslateValues): string {
  const site = renderingSite();
  return interpolate(selectPlural(lookup(descriptor, site), count, site?.site.locale.htmlLang ?? 'en'), { count, ...values });
}
