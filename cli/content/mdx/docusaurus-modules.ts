import type { JsonValue } from './page-body.ts';
import { closedObject, type StaticFunction } from './static-value.ts';

/** What Docusaurus' client API knows of the site, as `siteConfig` (config `title`, `tagline`, `url`, `baseUrl`, `customFields`). */
export interface MdxSite {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** As JSON: what a function or the like would have been is left out. */
  customFields?: Record<string, JsonValue>;
}

/** The elements of `@docusaurus/*` that MDX content uses, read at build time (remark-mdx-static.ts). */
export type DocusaurusElement = 'Link' | 'Head' | 'BrowserOnly' | 'Translate' | 'Interpolate';

/** What one import from a `@docusaurus/*` module stands for: an element, a function called at build time, or nothing sitegen serves. */
export type DocusaurusExport = { element: DocusaurusElement } | { function: StaticFunction } | { unsupported: string };

const ELEMENTS: Record<string, DocusaurusElement> = {
  '@docusaurus/Link': 'Link',
  '@docusaurus/Head': 'Head',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/Translate': 'Translate',
  '@docusaurus/Interpolate': 'Interpolate',
};

/**
 * What `import name from 'module'` (`exported` 'default') or `import { exported } from 'module'`
 * gives, as Docusaurus 3's client API documents it: `<Link>`, `<Head>`, `<BrowserOnly>`,
 * `<Translate>` and `translate()`, `<Interpolate>` and `interpolate()`, `useBaseUrl()`,
 * `useDocusaurusContext()`. The functions run at build time on static arguments.
 */
export function docusaurusExport(module: string, exported: string, site: MdxSite): DocusaurusExport {
  if (exported === 'default' && Object.hasOwn(ELEMENTS, module)) return { element: ELEMENTS[module] };
  const made = FUNCTIONS[`${module}#${exported}`]?.(site);
  return made ? { function: made } : { unsupported: exported === 'default' ? module : `${module}'s ${exported}` };
}

const FUNCTIONS: Record<string, (site: MdxSite) => StaticFunction> = {
  '@docusaurus/useBaseUrl#default': (site) => ([url, options]) => {
    if (typeof url !== 'string') return { error: 'its first argument must be a string' };
    return { value: withBaseUrl(site, url, isObject(options) ? options : {}) };
  },
  '@docusaurus/useDocusaurusContext#default': (site) => () => ({
    value: {
      siteConfig: closedObject({ title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, customFields: site.customFields ?? {} }),
      i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'] },
    },
  }),
  '@docusaurus/Translate#translate': () => ([message, values]) => {
    const text = isObject(message) ? (message.message ?? message.id) : undefined;
    if (typeof text !== 'string') return { error: 'its first argument must be `{ message }` or `{ id }`' };
    return { value: interpolate(text, values) };
  },
  '@docusaurus/Interpolate#interpolate': () => ([text, values]) => (typeof text === 'string' ? { value: interpolate(text, values) } : { error: 'its first argument must be a string' }),
};

/** Docusaurus' `addBaseUrl`: the base URL before a site path, once; anchors and URLs with a scheme as they are. */
function withBaseUrl({ url: siteUrl, baseUrl }: MdxSite, url: string, { forcePrependBaseUrl = false, absolute = false }: Record<string, JsonValue>): string {
  if (!url || url.startsWith('#') || /^(?:\w*:|\/\/)/.test(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

/** Docusaurus' `interpolate`: each `{name}` that `values` has, replaced by its value. */
export function interpolate(text: string, values: JsonValue | undefined): string {
  if (!isObject(values)) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}

const isObject = (value: JsonValue | undefined): value is Record<string, JsonValue> => typeof value === 'object' && value !== null && !Array.isArray(value);
