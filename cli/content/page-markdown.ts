import type { ResolvedConfig } from '../config/load.ts';
import type { SourceLookup } from '../files/site-files.ts';
import { decodeSource } from './decode-source.ts';
import { FRONT_MATTER } from './markdown-it-mdast.ts';
import { fencedLineReader } from './mdx/fenced-lines.ts';
import { readsAsMdx } from './mdx/format.ts';
import { expandPlaceholders, placeholdersFrom } from './placeholders.ts';
import { markdownSourcePath } from './page-markdown-key.ts';

/** A page's Markdown as readers and tools get it, by its source path relative to the site folder; undefined for a file the snapshot lacks. */
export type PageMarkdown = (source: string) => string | undefined;

/** An MDX ESM block: an `import` or `export` line opening it, running to the next blank line, as MDX reads it. */
const ESM_START = /^(?:import|export)[\s{*]/;

/** Pages' Markdown by the bytes it was made from, for `pageMarkdown` calls with the same config. */
export type MadeMarkdown = WeakMap<Uint8Array, { path: string; markdown: string | undefined }>;

/**
 * The Markdown of each page for /llms-full.txt and the `.md` routes: its source with the front
 * matter removed and the placeholders filled, as the page shows them; an MDX file's `import` and
 * `export` blocks left out, since they are code for the page, not its text. With `made`, kept by
 * watch between rebuilds while markdownConfigKey() (page-markdown-key.ts) is the same, an
 * unchanged file's (the same bytes) is made once: each rebuild writes /llms-full.txt again, from
 * every page. `made` needs `sources` that keep each file's bytes (SiteFiles'), not a build's set aside.
 */
export function pageMarkdown(config: ResolvedConfig, sources: SourceLookup, made?: MadeMarkdown): PageMarkdown {
  const placeholders = placeholdersFrom(config.site);
  // Each page is asked for twice (its `.md` route, then llms-full.txt): read as MDX or not once.
  const mdx = new Map<string, boolean>();
  const paths = new Map<string, string>();
  const markdownOf = (path: string, bytes: Uint8Array) => {
    const text = decodeSource(bytes, path).text;
    if (text === undefined) return undefined;
    const body = text.replace(FRONT_MATTER, '');
    let isMdx = mdx.get(path);
    if (isMdx === undefined) mdx.set(path, (isMdx = readsAsMdx(path, body, config.site.markdown.format)));
    const markdown = isMdx ? withoutEsm(body) : body;
    return expandPlaceholders(markdown, placeholders).trim();
  };
  return (source) => {
    let path = paths.get(source);
    if (path === undefined) paths.set(source, (path = markdownSourcePath(config, source)));
    const bytes = sources.get(path);
    if (!(bytes instanceof Uint8Array)) return undefined;
    if (!made) return markdownOf(path, bytes);
    let entry = made.get(bytes);
    if (entry?.path !== path) made.set(bytes, (entry = { path, markdown: markdownOf(path, bytes) }));
    return entry.markdown;
  };
}

/** The text without its ESM blocks outside fenced code. */
function withoutEsm(text: string): string {
  const fenced = fencedLineReader();
  const kept: string[] = [];
  let inEsm = false;
  for (const line of text.split('\n')) {
    if (fenced(line)) {
      kept.push(line);
      continue;
    }
    if (inEsm) inEsm = line.trim() !== '';
    else if (ESM_START.test(line)) inEsm = true;
    if (!inEsm) kept.push(line);
  }
  return kept.join('\n').replace(/^\n+/, '');
}
