/*
 * Apart from interpolate.ts, which every page loads: only the pages that count things (and the
 * build) need plural forms.
 */

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
