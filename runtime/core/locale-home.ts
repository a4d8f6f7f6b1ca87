/** The site data a locale's home is read from; the browser's copy of a one-language site has no `i18n` nor locale path (cli/render/boot-script.ts). */
export interface LocaleHomeSite {
  baseUrl: string;
  locale: { code: string; path?: string };
  i18n?: { defaultLocale: string };
}

/**
 * The home of the locale being read: the base URL for the default locale, `<baseUrl><path>/` for
 * another (`/fr/`), as Docusaurus' base URL is per locale. Home links, and the locale's search files, go there.
 */
export function localeHome({ baseUrl, locale, i18n }: LocaleHomeSite): string {
  return i18n && locale.path && locale.code !== i18n.defaultLocale ? `${baseUrl}${locale.path}/` : baseUrl;
}
