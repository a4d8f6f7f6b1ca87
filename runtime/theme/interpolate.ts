/**
 * How a theme string's `{name}` placeholders are filled in. Free of React, so the build fills in
 * the strings it writes into the HTML with it too (cli/translations/build-strings.ts).
 */

export type TranslateValues = Record<string, string | number>;

export function interpolate(text: string, values: TranslateValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
}
