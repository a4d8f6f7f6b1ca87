import type { ClientSiteData } from '../graph/page-data-types.ts';
import type { BootData } from '../graph/page-data-types.ts';
import { scriptJson } from './head.ts';

/** A route's BootData as text for its `<script type="application/json">`. */
export type BootScript = (route: BootData['route']) => string;

/**
 * The site data and the chunk lists are the same on every page of a build: serialised once, not
 * once per page (about 5 % of the render time at 10,000 pages).
 */
export function bootScript(site: ClientSiteData, chunks: BootData['chunks']): BootScript {
  const siteJson = scriptJson(browserSite(site));
  const chunksJson = scriptJson(chunks);
  // scriptJson({ site, route, chunks }) spelt out: the same keys in the same order, and its escapes act per character.
  return (route) => `{"site":${siteJson},"route":${scriptJson(route)},"chunks":${chunksJson}}`;
}

/** The config only the build reads: every page's head has the tags already, and site files are the build's. */
const SERVER_ONLY = ['headTags', 'scripts', 'stylesheets', 'metadata', 'noIndex', 'llmsTxt'] as const;

/** The site data without what the browser has no use for: a site's JSON-LD, say, is not sent twice with every page. */
function browserSite(data: ClientSiteData): ClientSiteData {
  const oneLocale = data.site.i18n.locales.length === 1;
  if (!oneLocale && !SERVER_ONLY.some((key) => key in data.site)) return data;
  const site = { ...data.site };
  for (const key of SERVER_ONLY) delete site[key];
  if (oneLocale) {
    // A site in one language has no other locale to link to: the locale's name and direction are all its pages read.
    const { code, label, direction } = site.locale;
    site.locale = { code, label, direction } as ClientSiteData['site']['locale'];
    delete (site as Partial<ClientSiteData['site']>).i18n;
  }
  return { ...data, site };
}
