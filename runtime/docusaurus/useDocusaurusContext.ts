import type { JsonValue } from '../../cli/graph/schema.ts';
import { useSiteData } from '../core/site-context.tsx';
import { usePage } from '../theme/page-context.tsx';

export interface DocusaurusContext {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, JsonValue> };
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
}

/** Docusaurus' `@docusaurus/useDocusaurusContext` for React pages: the config's title, tagline, url, baseUrl and customFields (the page's data carries them). */
export default function useDocusaurusContext(): DocusaurusContext {
  const { site } = useSiteData();
  const page = usePage();
  const customFields = (page.kind === 'page' && page.customFields) || {};
  const locale = site.locale.code;
  return {
    siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, customFields },
    // A site in one language gets no locale list (boot-script.ts): its one locale is the current one.
    i18n: { defaultLocale: site.i18n?.defaultLocale ?? locale, currentLocale: locale, locales: site.i18n?.locales.map((l) => l.code) ?? [locale] },
  };
}
