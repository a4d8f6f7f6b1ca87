import { createHash } from 'node:crypto';
import type { OutputFile } from '../emit/site-renderer.ts';
import {
  FIELDS,
  FORMAT_VERSION,
  MANIFEST_PATH,
  dictPath,
  docsChunkPath,
  postingsPath,
  processTerm,
  termKey,
  tokenize,
  type ChunkPage,
  type ChunkRecord,
  type DictEntry,
  type SearchDocsChunk,
  type SearchManifest,
} from '../../runtime/search/format.ts';
import { searchablePages, splitSections, type SearchGraph, type SearchPage } from './extract.ts';

/** One indexed record: a page's top (carrying the page title) or one of its headed sections. */
export interface SearchRecord {
  id: number;
  page: number;
  title: string;
  heading: string;
  anchor: string;
  text: string;
}

export interface SearchIndexOptions {
  /** Records per docs chunk (the metadata a result list fetches). */
  chunkSize?: number;
  /** Characters of a record's text kept for snippets. */
  snippetChars?: number;
  /** Target size of a postings file, in bytes; a single term's postings may exceed it. */
  postingsBytes?: number;
  /** Target size of a dictionary block, in bytes; one prefix's terms may exceed it. */
  dictBytes?: number;
}

export const DEFAULT_CHUNK_SIZE = 8;
export const DEFAULT_SNIPPET_CHARS = 600;
export const DEFAULT_POSTINGS_BYTES = 16_384;
export const DEFAULT_DICT_BYTES = 8_192;
/** Pages above which `sitegen watch` skips the index, so an edit stays fast. */
export const DEVELOPMENT_PAGE_LIMIT = 250;

/** Pages and their records, in graph order: record ids are positions in that order. */
export function searchRecords(graph: SearchGraph): { pages: SearchPage[]; records: SearchRecord[] } {
  const pages = searchablePages(graph);
  const records: SearchRecord[] = [];
  pages.forEach((page, index) => {
    for (const [n, section] of splitSections(page.html).entries()) {
      const text = n === 0 && !section.text ? page.description : section.text;
      // The title is indexed once per page, on its top record, so a title hit opens the page itself.
      records.push({ id: records.length, page: index, title: n === 0 ? page.title : '', heading: section.heading, anchor: section.anchor, text });
    }
  });
  return { pages, records };
}

interface TermData {
  df: number;
  lastRecord: number;
  /** Per field id: flat (record delta, frequency, field length) triples. */
  fields: number[][];
  lastId: number[];
}

export interface InvertedIndex {
  terms: Map<string, TermData>;
  documentCount: number;
  averageFieldLength: number[];
}

/**
 * Postings and field statistics for MiniSearch's BM25 (term frequency per field, field lengths,
 * their averages), so the browser's MiniSearch ranks a few downloaded terms with the numbers of
 * the whole index.
 */
export function invertRecords(records: readonly SearchRecord[]): InvertedIndex {
  const terms = new Map<string, TermData>();
  const processed = new Map<string, string | null>();
  const totals = FIELDS.map(() => 0);
  const present = FIELDS.map(() => 0);
  const counts = new Map<string, number>();
  for (const record of records) {
    for (let fieldId = 0; fieldId < FIELDS.length; fieldId++) {
      counts.clear();
      for (const token of tokenize(record[FIELDS[fieldId]])) {
        let term = processed.get(token);
        if (term === undefined) processed.set(token, (term = processTerm(token)));
        if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      // A field's length: its number of distinct indexed terms.
      const length = counts.size;
      if (length === 0) continue;
      totals[fieldId] += length;
      present[fieldId]++;
      for (const [term, tf] of counts) {
        let data = terms.get(term);
        if (!data) terms.set(term, (data = { df: 0, lastRecord: -1, fields: FIELDS.map(() => []), lastId: FIELDS.map(() => 0) }));
        if (data.lastRecord !== record.id) {
          data.df++;
          data.lastRecord = record.id;
        }
        data.fields[fieldId].push(record.id - data.lastId[fieldId], tf, length);
        data.lastId[fieldId] = record.id;
      }
    }
  }
  // Averaged over the records that have the field: only a page's top record has a title, and a
  // title must be compared with other titles, not with the empty ones, or every title looks long.
  return { terms, documentCount: records.length, averageFieldLength: totals.map((total, i) => (present[i] ? total / present[i] : 0)) };
}

/** Cuts text to at most `max` characters, at a word boundary. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.8 ? cut : max);
}

/** Packs serialized items into `{"terms":[...]}` files of about `target` bytes, in order; an item is never split. */
class Packer {
  readonly bodies: string[] = [];
  #parts: string[] = [];
  #size = 0;

  constructor(private readonly target: number) {}

  /** Adds an item; returns the number of the file it went to. */
  add(item: string): number {
    if (this.#parts.length > 0 && this.#size + item.length + 1 > this.target) this.flush();
    this.#parts.push(item);
    this.#size += item.length + 1;
    return this.bodies.length;
  }

  flush(): string[] {
    if (this.#parts.length > 0) this.bodies.push(`{"terms":[${this.#parts.join(',')}]}`);
    this.#parts = [];
    this.#size = 0;
    return this.bodies;
  }
}

function buildHash(bodies: readonly string[]): string {
  const hash = createHash('sha256');
  for (const body of bodies) hash.update(body).update('\0');
  // Upper-case hex: always a digit or a capital, which the server's content-hash test looks for.
  return hash.digest('hex').slice(0, 12).toUpperCase();
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The search files of a site (see runtime/search/format.ts). Pure: the same graph gives the same
 * bytes. A development graph of more than DEVELOPMENT_PAGE_LIMIT pages gets a manifest only.
 */
export function buildSearchFiles(graph: SearchGraph, options: SearchIndexOptions = {}): OutputFile[] {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const snippetChars = options.snippetChars ?? DEFAULT_SNIPPET_CHARS;
  const development = graph.mode === 'development';
  // Counted before any text is extracted: over the limit, watch must not pay for an index it drops.
  if (development && searchablePages(graph).length > DEVELOPMENT_PAGE_LIMIT) {
    const manifest: SearchManifest = {
      version: FORMAT_VERSION,
      build: 'dev',
      fields: [...FIELDS],
      documentCount: 0,
      averageFieldLength: FIELDS.map(() => 0),
      chunkSize,
      chunks: 0,
      dict: [],
      disabled: `Search is not built in development for sites over ${DEVELOPMENT_PAGE_LIMIT} pages: run sitegen build.`,
    };
    return [{ path: MANIFEST_PATH, contents: JSON.stringify(manifest) }];
  }

  const { pages, records } = searchRecords(graph);
  const index = invertRecords(records);
  const sorted = [...index.terms.keys()].sort(byCodeUnits);

  // One pass in term order: postings files are runs of terms, dictionary blocks runs of whole
  // two-character prefixes. A term's postings are dropped once written, to keep memory flat.
  const postings = new Packer(options.postingsBytes ?? DEFAULT_POSTINGS_BYTES);
  const dict = new Packer(options.dictBytes ?? DEFAULT_DICT_BYTES);
  const firstKeys: string[] = [];
  let group = { key: '', entries: [] as string[] };
  const endGroup = () => {
    if (group.entries.length === 0) return;
    const block = dict.add(group.entries.join(','));
    if (block === firstKeys.length) firstKeys.push(group.key);
  };
  for (const term of sorted) {
    const data = index.terms.get(term)!;
    const row: Array<string | number | number[]> = [term];
    data.fields.forEach((list, fieldId) => {
      if (list.length) row.push(fieldId, list);
    });
    const file = postings.add(JSON.stringify(row));
    index.terms.delete(term);
    const key = termKey(term);
    if (key !== group.key) {
      endGroup();
      group = { key, entries: [] };
    }
    group.entries.push(JSON.stringify([term, data.df, file] satisfies DictEntry));
  }
  endGroup();
  const postingsBodies = postings.flush();
  const dictBodies = dict.flush();

  // Docs chunks: what a result shows, fixed runs of records.
  const chunks: SearchDocsChunk[] = [];
  for (let start = 0; start < records.length; start += chunkSize) {
    const chunkPages: ChunkPage[] = [];
    const pageIndex = new Map<number, number>();
    const chunkRecords: ChunkRecord[] = records.slice(start, start + chunkSize).map((record) => {
      let local = pageIndex.get(record.page);
      if (local === undefined) {
        const page = pages[record.page];
        local = chunkPages.push([page.title, page.path, page.group]) - 1;
        pageIndex.set(record.page, local);
      }
      return [local, record.anchor, record.heading, clip(record.text, snippetChars)];
    });
    chunks.push({ pages: chunkPages, records: chunkRecords });
  }

  const stats = {
    fields: [...FIELDS],
    documentCount: index.documentCount,
    averageFieldLength: index.averageFieldLength,
    chunkSize,
    chunks: chunks.length,
    dict: firstKeys,
  };
  const chunkBodies = chunks.map((chunk) => JSON.stringify(chunk));
  const build = development ? 'dev' : buildHash([JSON.stringify(stats), ...dictBodies, ...postingsBodies, ...chunkBodies]);
  const manifest: SearchManifest = { version: FORMAT_VERSION, build, ...stats };
  return [
    { path: MANIFEST_PATH, contents: JSON.stringify(manifest) },
    ...dictBodies.map((contents, n) => ({ path: dictPath(build, n), contents })),
    ...postingsBodies.map((contents, n) => ({ path: postingsPath(build, n), contents })),
    ...chunkBodies.map((contents, n) => ({ path: docsChunkPath(build, n), contents })),
  ];
}
