import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import type { Cache } from './cache.ts';
import type { KeptRoutes, PageRenderer } from '../render/site-renderer.ts';
import type { BlogSidebarData, PageData, PostSummary } from '../graph/page-data-types.ts';
import { statText } from './file-stat.ts';
import { TextDigests } from './text-digests.ts';
import { pageEntries, type RenderedPages } from './rendered-packs.ts';
import { pageKeyParts, pageKeyView, summaryKeyParts, type PageKeyParts, type SharedPart } from '../render/page-key-parts.ts';
import { sameJson } from './same-json.ts';
import type { MarkdownKeys } from '../render/llms-full.ts';
import type { PartSpan } from '../emit/unchanged-file.ts';
import type { PartSpans } from '../emit/output-dir.ts';
import type { SourceLookup } from '../files/site-files.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A build's render keys, each with what it was made of, for the next build of a build server: a
 * page's by its path, with the arguments every page shares (as JSON) and its key view
 * (page-key-parts.ts), bodies of HTML in place; a post summary's hash by the post's id, with the
 * summary. The same view and arguments make the same key, the same summary the same hash,
 * whichever page or post they come from.
 */
export interface KeyedPages {
  pages: Map<string, { shared: string; view: object; key: string }>;
  summaries: Map<string, { summary: PostSummary; hash: string }>;
}

/** No keyed pages yet: a build server's first build. */
export const noKeyedPages = (): KeyedPages => ({ pages: new Map(), summaries: new Map() });

/**
 * Each page's render key: everything its HTML is made of, the renderer's code (`rendererId`), the
 * site data, the page's data (its JSON and the digests of its bodies of HTML, page-key-parts.ts), its
 * asset tags and the boot script (known by what it writes for an empty route). The arguments shared by every page are hashed once, and so is a page's sidebar,
 * one object shared by every page that shows it (at 10,000 pages a docs section's sidebar is
 * ~200 KB: hashed with each of its docs, it cost a rebuild seconds of sha256), a post's summary
 * (in each list showing the post) and the blog sidebar (on every blog page). A page's key is
 * made once, whoever asks first (keptRoutes or the caching renderer). Given the last build's
 * keyed pages, a page or summary compared equal to its own there (same-json.ts) takes its key:
 * at 10,000 pages, comparing costs a build server's rebuild 70 ms where making the JSON and
 * hashing it cost 270.
 */
export class RenderKeys {
  private readonly hashes = new WeakMap<object, string>();
  private readonly keys = new WeakMap<PageData, string>();
  /** Every key made: the pages of this build. */
  readonly made = new Set<string>();
  /** This build's keys with what each was made of, by page path, for the next build; only when given the last build's. */
  readonly keyed?: KeyedPages;

  constructor(
    readonly rendererId: string,
    private readonly digests = new TextDigests(),
    /** The last build's keyed pages (a build server's): a page whose view and shared parts are those of its path then has that key, not hashed again. */
    private readonly last?: KeyedPages,
  ) {
    if (last) this.keyed = noKeyedPages();
  }

  keyOf(...[site, data, assets, boot]: Parameters<PageRenderer>): string {
    let key = this.keys.get(data);
    if (key === undefined) {
      // A doc's JSON leaves its sidebar out, hashed here; the blog's sidebar is in a blog page's parts, by its hash.
      const sidebarHash = data.kind === 'doc' && data.sidebar ? this.hashOf(data.sidebar, () => JSON.stringify(data.sidebar)) : null;
      const shared = JSON.stringify([this.rendererId, this.hashOf(site, () => JSON.stringify(site)), this.hashOf(assets, () => JSON.stringify(assets)), this.hashOf(boot, () => boot({ kind: 'notFound', path: '' })), sidebarHash]);
      const sharedPart: SharedPart = (value) => this.hashes.get(value) ?? this.#sharedHash(value);
      if (this.keyed) {
        const view = pageKeyView(data, sharedPart);
        const before = this.last!.pages.get(data.path);
        key = before && before.shared === shared && sameJson(before.view, view) ? before.key : this.#partsHash(pageKeyParts(data, sharedPart), shared);
        this.keyed.pages.set(data.path, { shared, view, key });
      } else key = this.#partsHash(pageKeyParts(data, sharedPart), shared);
      this.keys.set(data, key);
      this.made.add(key);
    }
    return key;
  }

  /** A post summary's hash or the blog sidebar's, kept for the next page that shows it. */
  #sharedHash(value: PostSummary | BlogSidebarData): string {
    const hash = 'excerptHtml' in value ? this.#summaryHash(value) : sha256(JSON.stringify(value));
    this.hashes.set(value, hash);
    return hash;
  }

  #summaryHash(summary: PostSummary): string {
    if (!this.keyed) return this.#partsHash(summaryKeyParts(summary));
    const before = this.last!.summaries.get(summary.id);
    const hash = before && sameJson(before.summary, summary) ? before.hash : this.#partsHash(summaryKeyParts(summary));
    this.keyed.summaries.set(summary.id, { summary, hash });
    return hash;
  }

  /** The hash of key parts (page-key-parts.ts) after `prefix`: no JSON holds a newline, and each body follows as its digest, of one length. */
  #partsHash({ json, bodies }: PageKeyParts, prefix = ''): string {
    const hash = createHash('sha256').update(prefix).update('\n').update(json);
    for (const body of bodies) hash.update('\n').update(this.digests.digest(body));
    return hash.digest('hex');
  }

  private hashOf(value: object, text: () => string): string {
    let hash = this.hashes.get(value);
    if (!hash) this.hashes.set(value, (hash = sha256(text())));
    return hash;
  }
}

/**
 * A page renderer that keeps each page's HTML under its render key in `pages` (rendered-packs.ts:
 * an entry each, or packs). Pages with MDX components, or whose meta is collected as they render,
 * always render: their components' code is not in the key.
 */
export function cachingRenderer(cache: Cache, render: PageRenderer, keys: RenderKeys, pages: RenderedPages = pageEntries(cache)): PageRenderer {
  return async (site, data, assets, boot, components, onPageMeta) => {
    if ((components && components.size > 0) || onPageMeta) return render(site, data, assets, boot, components, onPageMeta);
    const key = keys.keyOf(site, data, assets, boot);
    const cached = pages.get(key);
    if (cached !== undefined) return cached;
    const html = await render(site, data, assets, boot, components, onPageMeta);
    pages.set(key, html);
    return html;
  };
}

/** The last build's output, as it left it: each route's key by its HTML or `.md` file, and each file's stat (`size\0mtimeMs\0ino`), by site path (`/a/index.html`). */
export interface LastOutput {
  outDir: string;
  routes: ReadonlyMap<string, string>;
  stats: ReadonlyMap<string, string>;
  /** Where the keyed parts of each file made part by part lie in it, by site path. */
  spans: ReadonlyMap<string, readonly PartSpan[]>;
}

/** Which of the last output's files no longer have their recorded stat, once another thread has looked at them all (staging-folders.ts); undefined until then. */
export type ChangedOutput = () => ReadonlySet<string> | undefined;

/** A file's stat as the build record keeps it; undefined when it is not a file. */
function fileStat(path: string): { text: string; size: number } | undefined {
  const info = statSync(path, { throwIfNoEntry: false });
  return info?.isFile() ? { text: statText(info), size: info.size } : undefined;
}

/**
 * Says which routes the last build's output already holds as rendering would make them: the same
 * render key as then, and both its files (HTML and page data, both made of what the key covers)
 * as that build left them, by size, mtime and inode. Those are linked from there without reading
 * the cache or comparing bytes. Every route asked about is noted in `routes`, for the next build.
 */
export function keptRoutes(keys: RenderKeys, last: LastOutput | undefined, routes: Map<string, string>, changed?: ChangedOutput): KeptRoutes {
  return (args, files) => {
    const key = keys.keyOf(...args);
    routes.set(files.html, key);
    if (!last || last.routes.get(files.html) !== key) return undefined;
    const html = keptFile(last, files.html, changed);
    const data = html === undefined ? undefined : keptFile(last, files.data, changed);
    return data === undefined ? undefined : { html: html!, data };
  };
}

/** The size of the last output's file at `sitePath` while it is as that build left it (its stat): stat'ed here until `changed` knows. */
function keptFile(last: LastOutput, sitePath: string, changed: ChangedOutput | undefined): number | undefined {
  const recorded = last.stats.get(sitePath);
  if (recorded === undefined) return undefined;
  const known = changed?.();
  if (known) return known.has(sitePath) ? undefined : Number(recorded.slice(0, recorded.indexOf('\0')));
  const file = fileStat(last.outDir + sitePath);
  return file && file.text === recorded ? file.size : undefined;
}

/**
 * Each page's Markdown's key (llms-full.ts) from its title, its source's path and digest and what
 * of the config its Markdown reads (`configKey`); and which `.md` routes the last build's output
 * holds as this build would write them: made under the same key, the file as that build left it.
 * Every route asked about is noted in `routes`, for the next build.
 */
export function markdownKeys(last: LastOutput | undefined, configKey: string, sourcePath: (source: string) => string, sources: SourceLookup, routes: Map<string, string>, changed?: ChangedOutput): MarkdownKeys {
  return {
    key: (title, source) => {
      const digest = sources.digest?.(sourcePath(source));
      // The source's path too: its extension says whether it reads as MDX, whose ESM lines are left out.
      return digest === undefined ? undefined : sha256(JSON.stringify([configKey, title, source, digest]));
    },
    kept: (path, key) => {
      routes.set(path, key);
      return last && last.routes.get(path) === key ? keptFile(last, path, changed) : undefined;
    },
  };
}

/** Where the keyed parts of the last output's files made part by part lie in them, for each such file while it is as that build left it. */
export function keptSpans(last: LastOutput, changed?: ChangedOutput): PartSpans {
  return (sitePath) => {
    const spans = last.spans.get(sitePath);
    return spans && keptFile(last, sitePath, changed) !== undefined ? new Map(spans.map(([key, offset, length]) => [key, [offset, length]])) : undefined;
  };
}
