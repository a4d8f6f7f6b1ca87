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
  const siteJson = scriptJson(site);
  const chunksJson = scriptJson(chunks);
  // scriptJson({ site, route, chunks }) spelt out: the same keys in the same order, and its escapes act per character.
  return (route) => `{"site":${siteJson},"route":${scriptJson(route)},"chunks":${chunksJson}}`;
}
