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
  const { rules, categories } = pluralRules(lang);
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)]!;
}

/** Each language's rules, made once: a build asks for every post's reading time (7,000 posts: 90 ms of making them). */
const byLang = new Map<string, { rules: Intl.PluralRules; categories: Intl.LDMLPluralRule[] }>();

function pluralRules(lang: string): { rules: Intl.PluralRules; categories: Intl.LDMLPluralRule[] } {
  let found = byLang.get(lang);
  if (!found) {
    const rules = new Intl.PluralRules(lang);
    const { pluralCategories } = rules.resolvedOptions();
    found = { rules, categories: PLURAL_FORMS.filter((form) => pluralCategories.includes(form)) };
    byLang.set(lang, found);
  }
  return found;
}
