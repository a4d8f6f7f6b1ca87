import { createHash } from 'node:crypto';
import type { Cache } from './cache.ts';

/** Where rendered pages are kept by their render key (render-cache.ts): one entry each, or in packs. */
export interface RenderedPages {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

/** The namespace of rendered pages kept one entry each. */
export const PAGE_NAMESPACE = 'rendered-page';
const NAMESPACE = 'rendered-pack';
const INDEX_KEY = 'index';

/** Pages per pack: a build that renders this many packs them, one that renders fewer keeps them one entry each. */
export const PACK_PAGES = 64;

/** Packs read and held at once: a build asks for pages in about the order an earlier one packed them. */
const HELD_PACKS = 8;

/** Rendered pages one entry each, as watch keeps them (its cache holds them in memory too). */
export const pageEntries = (cache: Cache): RenderedPages => ({
  get: (key) => cache.get<string>(PAGE_NAMESPACE, key),
  set: (key, html) => cache.set(PAGE_NAMESPACE, key, html),
});

/**
 * Rendered pages in packs of PACK_PAGES, found through an index of render key to pack. A first build
 * of 1,000 pages wrote 1,221 entries, a file and a rename each, which on this VM's ext4 cost it a
 * second (3.8 → 2.8 s without them); a build that restores the cache but not the output reads a
 * pack per 64 pages. A build that renders fewer pages (an edit) keeps them one entry each, as
 * before, and leaves the index as it was. A pack missing or damaged is a miss for its pages.
 */
export class RenderedPacks implements RenderedPages {
  #index: Map<string, string> | undefined;
  /** Packs read, most recent last. */
  readonly #held = new Map<string, Map<string, string>>();
  #pending: Array<[key: string, html: string]> = [];
  /** The pack of each page this build packed. */
  readonly #packed = new Map<string, string>();

  constructor(private readonly cache: Cache) {}

  get(key: string): string | undefined {
    const pack = this.#indexed().get(key);
    const html = pack === undefined ? undefined : this.#read(pack).get(key);
    return html ?? this.cache.get<string>(PAGE_NAMESPACE, key);
  }

  set(key: string, html: string): void {
    this.#pending.push([key, html]);
    if (this.#pending.length === PACK_PAGES) this.#pack();
  }

  /**
   * At the build's end: the pages of a build that packed go into a last pack, and the index names
   * every pack page of `used` (the build's render keys) is in, old or new; others keep an entry each.
   */
  finish(used: ReadonlySet<string>): void {
    if (this.#packed.size === 0) {
      for (const [key, html] of this.#pending) this.cache.set(PAGE_NAMESPACE, key, html);
    } else {
      if (this.#pending.length > 0) this.#pack();
      const kept = [...this.#indexed()].filter(([key]) => used.has(key) && !this.#packed.has(key));
      this.cache.set(NAMESPACE, INDEX_KEY, [...kept, ...this.#packed]);
    }
    this.#pending = [];
  }

  #indexed(): Map<string, string> {
    if (!this.#index) {
      const saved = this.cache.get<Array<[string, string]>>(NAMESPACE, INDEX_KEY);
      this.#index = new Map(Array.isArray(saved) ? saved : []);
    }
    return this.#index;
  }

  #read(pack: string): Map<string, string> {
    let pages = this.#held.get(pack);
    if (pages) this.#held.delete(pack);
    else {
      const saved = this.cache.get<Array<[string, string]>>(NAMESPACE, pack);
      pages = new Map(Array.isArray(saved) ? saved : []);
      if (this.#held.size === HELD_PACKS) this.#held.delete(this.#held.keys().next().value!);
    }
    this.#held.set(pack, pages);
    return pages;
  }

  #pack(): void {
    // Named by its pages' keys: packs of other builds are never written over.
    const pack = createHash('sha256').update(this.#pending.map(([key]) => key).join('\n')).digest('hex');
    this.cache.set(NAMESPACE, pack, this.#pending);
    for (const [key] of this.#pending) this.#packed.set(key, pack);
    this.#pending = [];
  }
}
