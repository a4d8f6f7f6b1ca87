import { createHash } from 'node:crypto';
import type { Cache } from './cache.ts';
import type { PageRenderer } from '../render/site-renderer.ts';
import { pageJson } from '../render/page-json.ts';

const NAMESPACE = 'rendered-page';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A page renderer that keeps each page's HTML in the cache, keyed by everything the HTML is made
 * of: the renderer's code (`rendererId`), the site data, the page's data, its asset tags and the
 * boot script (known by what it writes for an empty route). The arguments shared by every page
 * are hashed once, and so is a page's sidebar, one object shared by every page that shows it (at
 * 10,000 pages a docs section's sidebar is ~200 KB: hashed with each of its docs, it cost a rebuild
 * seconds of sha256). Pages with MDX components, or whose meta is collected as they render, always
 * render: their components' code is not in the key.
 */
export function cachingRenderer(cache: Cache, render: PageRenderer, rendererId: string): PageRenderer {
  const hashes = new WeakMap<object, string>();
  const hashOf = (value: object, text: () => string) => {
    let hash = hashes.get(value);
    if (!hash) hashes.set(value, (hash = sha256(text())));
    return hash;
  };
  return async (site, data, assets, boot, components, onPageMeta) => {
    if ((components && components.size > 0) || onPageMeta) return render(site, data, assets, boot, components, onPageMeta);
    // A doc's JSON leaves its sidebar out; other pages' sidebars (the blog's) are in theirs.
    const sidebarHash = data.kind === 'doc' && data.sidebar ? hashOf(data.sidebar, () => JSON.stringify(data.sidebar)) : null;
    const shared = JSON.stringify([rendererId, hashOf(site, () => JSON.stringify(site)), hashOf(assets, () => JSON.stringify(assets)), hashOf(boot, () => boot({ kind: 'notFound', path: '' })), sidebarHash]);
    // The page's JSON is the page-data file's too (page-json.ts); a newline never ends `shared`.
    const key = sha256(`${shared}\n${pageJson(data)}`);
    const cached = cache.get<string>(NAMESPACE, key);
    if (cached !== undefined) return cached;
    const html = await render(site, data, assets, boot, components, onPageMeta);
    cache.set(NAMESPACE, key, html);
    return html;
  };
}
