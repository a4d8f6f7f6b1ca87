import { interpolate, lookup, renderingSite, type TranslateMessage, type TranslateValues } from './translate.tsx';

/**
 * Plural forms and the page's language, for the pages that count and date things (the blog's):
 * apart from translate.tsx, so the other pages' first-load JavaScript goes without them.
 */

/** The language of the page being rendered (its locale's htmlLang), for plurals and dates; English elsewhere. */
export function currentLocale(): string {
  return renderingSite()?.site.locale.htmlLang ?? 'en';
}

/** Docusaurus' order of plural forms in a message such as "One post|{count} posts". */
const PLURAL_FORMS: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a plural message ("One post|{count} posts") that suits `count` in `lang`, as
 * Docusaurus' usePluralForm picks it: the forms are the language's plural categories in
 * PLURAL_FORMS order; a message with fewer forms uses its last one for the rest.
 */
export function selectPlural(text: string, count: number, lang: string): string {
  const forms = text.split('|');
  if (forms.length === 1) return text;
  const rules = new Intl.PluralRules(lang);
  const categories = PLURAL_FORMS.filter((form) => rules.resolvedOptions().pluralCategories.includes(form));
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)]!;
}

/** translate() of a plural message, with `{count}` (or the values' own placeholder) filled in. */
export function translatePlural(descriptor: TranslateMessage, count: number, values?: TranslateValues): string {
  const site = renderingSite();
  return interpolate(selectPlural(lookup(descriptor, site), count, site?.site.locale.htmlLang ?? 'en'), { count, ...values });
}
