import { useSiteData } from '../core/site-context.tsx';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

/** Docusaurus' `addBaseUrl`: the base URL before a site path, once; anchors and URLs with a scheme as they are. */
export function addBaseUrl(site: { url: string; baseUrl: string }, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (url === '' || url.startsWith('#') || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  if (forcePrependBaseUrl) return site.baseUrl + url.replace(/^\//, '');
  if (url === '/' && site.baseUrl) return absolute ? site.url + site.baseUrl : site.baseUrl;
  const path = url.startsWith(site.baseUrl) ? url : site.baseUrl + url.replace(/^\//, '');
  return absolute ? site.url + path : path;
}

/** Docusaurus' `@docusaurus/useBaseUrl` for React pages. */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return addBaseUrl(useSiteData().site, url, options);
}

/** Docusaurus' `useBaseUrlUtils()`. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { site } = useSiteData();
  return { withBaseUrl: (url, options) => addBaseUrl(site, url, options) };
}
