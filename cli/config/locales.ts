import type { I18nConfig, I18nData, LocaleData } from './i18n-schema.ts';

/** A site without `i18n`: English only, as Docusaurus' default. */
const ENGLISH_ONLY: I18nData = { defaultLocale: 'en', locales: [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en' }] };

/** The site's locales with Docusaurus' defaults filled in: label, direction, htmlLang and path. */
export function resolveI18n(i18n: I18nConfig | undefined): I18nData {
  if (!i18n) return ENGLISH_ONLY;
  return {
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales.map((code): LocaleData => {
      const own = i18n.localeConfigs[code] ?? {};
      return {
        code,
        label: own.label ?? defaultLabel(code),
        direction: own.direction ?? textDirection(code),
        htmlLang: own.htmlLang ?? code,
        path: own.path ?? code,
      };
    }),
  };
}

/** The language's name in itself, capitalised as Docusaurus does: "Français", "العربية". */
function defaultLabel(code: string): string {
  const name = new Intl.DisplayNames(code, { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** The script's direction from CLDR (Intl.Locale's text info): rtl for ar, he, fa, ur… */
function textDirection(code: string): LocaleData['direction'] {
  const locale = new Intl.Locale(code) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The base URL a locale is built at: the default one at the site's, any other at `<baseUrl><path>/`. */
export function localeBaseUrl(baseUrl: string, i18n: I18nData, locale: LocaleData): string {
  return locale.code === i18n.defaultLocale ? baseUrl : `${baseUrl}${locale.path}/`;
}

/** The site's base URL from the base URL of the locale built (`localeBaseUrl` undone). */
export function rootBaseUrl(baseUrl: string, i18n: I18nData, locale: LocaleData): string {
  return locale.code === i18n.defaultLocale ? baseUrl : baseUrl.slice(0, baseUrl.length - locale.path.length - 1);
}
