import { VOID_HEAD_ELEMENTS, type MetadataEntry } from '../config/head-schema.ts';
import type { SiteData } from '../graph/schema.ts';
import { escapeHtml } from './escape-html.ts';

type Attributes = Readonly<Record<string, string | boolean>>;

/** An element as Docusaurus writes a head tag: `true` as the bare name, `false` left out, values escaped, `innerHTML` as is. */
export function htmlTag(tagName: string, attributes: Attributes, innerHTML = ''): string {
  let open = `<${tagName}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) open += ` ${name}`;
    else if (value !== false) open += ` ${name}="${escapeHtml(value)}"`;
  }
  return VOID_HEAD_ELEMENTS.has(tagName) ? `${open}>` : `${open}>${innerHTML}</${tagName}>`;
}

/** The config's `headTags`, then `stylesheets`, then `scripts`: Docusaurus' order, URLs as written. */
export function configHeadTags(site: Pick<SiteData, 'headTags' | 'stylesheets' | 'scripts'>): string[] {
  return [
    ...(site.headTags ?? []).map((tag) => htmlTag(tag.tagName, tag.attributes, tag.innerHTML)),
    ...(site.stylesheets ?? []).map((sheet) => htmlTag('link', typeof sheet === 'string' ? { rel: 'stylesheet', href: sheet } : { rel: 'stylesheet', ...sheet })),
    ...(site.scripts ?? []).map((script) => htmlTag('script', typeof script === 'string' ? { src: script } : script)),
  ];
}

/** The name, property or itemprop a metadata entry sets. */
export function metadataKey(entry: MetadataEntry): string {
  return entry.name ?? entry.property ?? entry.itemprop ?? '';
}

/** The config's `metadata` as `<meta>` tags, but those the page sets itself (`own`), as a page's own head wins in Docusaurus. */
export function metadataTags(metadata: readonly MetadataEntry[], own: ReadonlySet<string>): string[] {
  return metadata.flatMap((entry) => {
    if (own.has(metadataKey(entry))) return [];
    const attribute = entry.name !== undefined ? 'name' : entry.property !== undefined ? 'property' : 'itemprop';
    return [htmlTag('meta', { [attribute]: metadataKey(entry), content: entry.content })];
  });
}
