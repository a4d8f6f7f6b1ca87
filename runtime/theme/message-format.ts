/**
 * How a theme string's text is filled in: its `{name}` placeholders and, for a plural message,
 * its form. Free of React, so the build uses it too for the strings it writes into the HTML.
 */

export type TranslateValues = Record<string, string | number>;

export function interpolate(text: string, values: TranslateValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
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
