import type { ClientSiteData, PageData } from '../graph/page-data-types.ts';
import { localeBaseUrl, rootBaseUrl } from '../config/locales.ts';
import { escapeHtml } from './escape-html.ts';

/** Open Graph writes a BCP 47 tag with an underscore (ogp.me: `language_TERRITORY`). */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

/**
 * The page in every locale, as Docusaurus' theme writes them: `<link rel="alternate" hreflang>`
 * for each locale and `x-default` for the default one's. A site in one language has none.
 */
export function localeAlternates(site: ClientSiteData['site'], page: PageData): string[] {
  const { i18n, locale } = site;
  if (i18n.locales.length < 2 || page.kind === 'notFound') return [];
  const root = rootBaseUrl(site.baseUrl, i18n, locale);
  const origin = site.url.replace(/\/$/, '');
  const url = (code: string) => escapeHtml(`${origin}${localeBaseUrl(root, i18n, i18n.locales.find((l) => l.code === code)!).replace(/\/$/, '')}${page.path}`);
  return [
    ...i18n.locales.map((l) => `<link rel="alternate" href="${url(l.code)}" hreflang="${escapeHtml(l.htmlLang)}">`),
    `<link rel="alternate" href="${url(i18n.defaultLocale)}" hreflang="x-default">`,
  ];
}

/** `og:locale` and, with other locales, an `og:locale:alternate` for each. A site in English only keeps Open Graph's default, en_US. */
export function openGraphLocales(site: ClientSiteData['site']): { locale: string; alternates: string[] } {
  const { i18n, locale } = site;
  if (i18n.locales.length < 2) return { locale: locale.htmlLang === 'en' ? 'en_US' : openGraphLocale(locale.htmlLang), alternates: [] };
  return {
    locale: openGraphLocale(locale.htmlLang),
    alternates: i18n.locales.filter((l) => l.htmlLang !== locale.htmlLang).map((l) => openGraphLocale(l.htmlLang)),
  };
}
