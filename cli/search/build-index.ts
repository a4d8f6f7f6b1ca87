import { createHash } from 'node:crypto';
import {
  FIELDS,
  FORMAT_VERSION,
  MANIFEST_PATH,
  dictPath,
  docsChunkPath,
  postingsPath,
  termKey,
  type DictEntry,
  type SearchDocsChunk,
  type SearchManifest,
  type VersionRange,
} from '../../runtime/search/format.ts';
import { DEFAULT_SEARCH_LANGUAGE, searchLanguage, type SearchLanguage } from '../../runtime/search/language.ts';
import { searchablePages, searchLanguageTag, splitSections, type SearchGraph, type SearchPage } from './extract.ts';
import { IntList } from './int-list.ts';
import { recordDigest } from './record-digest.ts';
import { WordTable } from './word-table.ts';
import type { JsonBytes } from './json-bytes.ts';
import { FileSeries, Packer, type SearchFileKind, type SearchSink } from './packed-files.ts';

export type { SearchFileKind, SearchSink } from './packed-files.ts';

/** A search file of the output: its site path and text. */
export interface SearchFile {
  path: string;
  contents: string;
}

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
  /** The BCP 47 tag of the pages' language (searchLanguage() in runtime/search/language.ts). @default 'en' */
  language?: string;
}

/**
 * What a built index keeps so that an edit can patch it (patch-index.ts) instead of indexing
 * every page again: where each term's row lies in the postings files, and each record's terms.
 */
export interface PatchState {
  /** Records per page, in page order. */
  pageRecords: Int32Array;
  /** Every term in code-unit order, with its document frequency and its row: postings file, start and end byte. */
  terms: string[];
  df: Int32Array;
  rowFile: Int32Array;
  rowStart: Int32Array;
  rowEnd: Int32Array;
  /** Each record's terms, as indexes into `terms`: forward[forwardStart[r] .. forwardStart[r + 1]]. */
  forwardStart: Int32Array;
  forward: Int32Array;
  /** Each record's field lengths, FIELDS.length per record (0: the field is empty). */
  fieldLengths: Int32Array;
  /** Each record's digest of its fields' text, DIGEST_INTS per record (record-digest.ts). */
  recordDigests: Int32Array;
}

export const DEFAULT_CHUNK_SIZE = 16;
export const DEFAULT_SNIPPET_CHARS = 600;
export const DEFAULT_POSTINGS_BYTES = 32_768;
export const DEFAULT_DICT_BYTES = 8_192;
/** Pages above which `sitegen watch` skips the index, so an edit stays fast. */
export const DEVELOPMENT_PAGE_LIMIT = 250;

/** A page's records: its top (carrying the title) and one per headed section; ids count on from `firstId`. */
export function pageRecords(page: SearchPage, pageNo: number, firstId: number): SearchRecord[] {
  return splitSections(page.html).map((section, n) => ({
    id: firstId + n,
    page: pageNo,
    // The title is indexed once per page, on its top record, so a title hit opens the page itself.
    title: n === 0 ? page.title : '',
    heading: section.heading,
    anchor: section.anchor,
    text: n === 0 && !section.text ? page.description : section.text,
  }));
}

/** Pages and their records, in graph order: record ids are positions in that order. */
export function searchRecords(graph: SearchGraph): { pages: SearchPage[]; records: SearchRecord[] } {
  const pages = searchablePages(graph);
  const records: SearchRecord[] = [];
  pages.forEach((page, index) => records.push(...pageRecords(page, index, records.length)));
  return { pages, records };
}

/** The values of the list being written, decoded (writeJson): one buffer for every list. */
let decoded = new Int32Array(1024);

/**
 * Flat (record delta, frequency, field length) triples, each value a LEB128 varint in a growable
 * byte array: most values take one byte, the postings of a 10,000-page site 40 MB instead of 150
 * as 32-bit integers, at the build's peak of memory. Values are non-negative integers below 2^31.
 */
export class PostingList {
  #bytes = new Uint8Array(16);
  #end = 0;
  /** Values held: three per push. */
  length = 0;

  push(delta: number, frequency: number, fieldLength: number): void {
    // Five bytes at most per value.
    if (this.#end + 15 > this.#bytes.length) {
      const grown = new Uint8Array(Math.max(this.#end + 15, Math.ceil(this.#bytes.length * 1.5)));
      grown.set(this.#bytes.subarray(0, this.#end));
      this.#bytes = grown;
    }
    this.#end = putVarint(this.#bytes, putVarint(this.#bytes, putVarint(this.#bytes, this.#end, delta), frequency), fieldLength);
    this.length += 3;
  }

  /** The values, in order, into `into` (at least `length` long). */
  #decode(into: Int32Array): void {
    const bytes = this.#bytes;
    let at = 0;
    for (let i = 0; i < this.length; i++) {
      let value = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = bytes[at++];
        value += (byte & 0x7f) * 2 ** shift;
        shift += 7;
      } while (byte & 0x80);
      into[i] = value;
    }
  }

  toArray(): number[] {
    const values = new Int32Array(this.length);
    this.#decode(values);
    return Array.from(values);
  }

  /** Writes the same text as JSON.stringify(this.toArray()). */
  writeJson(out: JsonBytes): void {
    if (decoded.length < this.length) decoded = new Int32Array(Math.max(this.length, decoded.length * 2));
    this.#decode(decoded);
    out.ascii('[');
    out.ints(decoded, 0, this.length);
    out.ascii(']');
  }
}

/** Writes `value` at `at` as a LEB128 varint; returns where the next goes. */
function putVarint(bytes: Uint8Array, at: number, value: number): number {
  while (value > 0x7f) {
    bytes[at++] = (value & 0x7f) | 0x80;
    value >>>= 7;
  }
  bytes[at++] = value;
  return at;
}

interface TermData {
  df: number;
  lastRecord: number;
  /** Per field id; undefined until the term occurs in that field. */
  fields: Array<PostingList | undefined>;
  lastId: number[];
  /** Occurrences in the field being added, valid while `counting` holds that field's stamp. */
  count: number;
  counting: number;
  /** The order the term was first seen in: what the tracked records name it by until the terms are sorted. */
  serial: number;
}

/** Each record's terms (by serial), field lengths and digest, kept by an index that tracks records for a patch state. */
export interface TrackedRecords {
  forwardStart: IntList;
  forward: IntList;
  fieldLengths: IntList;
  digests: IntList;
}

/**
 * Postings and field statistics for MiniSearch's BM25 (term frequency per field, field lengths,
 * their averages), so the browser's MiniSearch ranks a few downloaded terms with the numbers of
 * the whole index. Records are added one at a time, in id order.
 */
export class InvertedIndex {
  readonly terms = new Map<string, TermData>();
  documentCount = 0;
  /** Each token seen, with its term's data (null: not indexed), so a token costs one lookup. */
  #words: WordTable<TermData | null>;
  readonly #totals = FIELDS.map(() => 0);
  readonly #present = FIELDS.map(() => 0);
  /** The distinct terms of the field being added, in order of first occurrence. */
  readonly #seen: TermData[] = [];
  #stamp = 0;
  #serials = 0;
  /** Set when the index tracks records for a patch state. */
  readonly tracked: TrackedRecords | undefined;

  constructor(
    private readonly language: SearchLanguage = DEFAULT_SEARCH_LANGUAGE,
    track = false,
  ) {
    this.tracked = track ? { forwardStart: new IntList(), forward: new IntList(), fieldLengths: new IntList(), digests: new IntList() } : undefined;
    this.#words = this.#wordTable();
  }

  #wordTable(): WordTable<TermData | null> {
    return new WordTable(this.language.tokenize, (token) => this.#termData(token));
  }

  add(record: SearchRecord): void {
    const seen = this.#seen;
    const tracked = this.tracked;
    if (tracked) {
      tracked.forwardStart.push(tracked.forward.length);
      for (const int of recordDigest(record)) tracked.digests.push(int);
    }
    for (let fieldId = 0; fieldId < FIELDS.length; fieldId++) {
      // Term frequencies are counted on the terms themselves, under a stamp unique to this field of this record.
      const stamp = ++this.#stamp;
      seen.length = 0;
      const words = this.#words;
      const count = words.words(record[FIELDS[fieldId]]);
      for (let w = 0; w < count; w++) {
        const data = words.values[words.ids[w]];
        if (!data) continue;
        if (data.counting !== stamp) {
          data.counting = stamp;
          data.count = 0;
          seen.push(data);
        }
        data.count++;
      }
      // A field's length: its number of distinct indexed terms.
      const length = seen.length;
      tracked?.fieldLengths.push(length);
      if (length === 0) continue;
      this.#totals[fieldId] += length;
      this.#present[fieldId]++;
      for (const data of seen) {
        if (data.lastRecord !== record.id) {
          data.df++;
          data.lastRecord = record.id;
          tracked?.forward.push(data.serial);
        }
        (data.fields[fieldId] ??= new PostingList()).push(record.id - data.lastId[fieldId], data.count, length);
        data.lastId[fieldId] = record.id;
      }
    }
    this.documentCount++;
  }

  #termData(token: string): TermData | null {
    const term = this.language.processTerm(token);
    if (!term) return null;
    let data = this.terms.get(term);
    if (!data) this.terms.set(term, (data = { df: 0, lastRecord: -1, fields: FIELDS.map(() => undefined), lastId: FIELDS.map(() => 0), count: 0, counting: 0, serial: this.#serials++ }));
    return data;
  }

  /** Every term with its data, in code-unit order, each dropped from the index once passed on. */
  *drain(): Generator<[string, TermData]> {
    this.#words = this.#wordTable();
    for (const term of [...this.terms.keys()].sort(byCodeUnits)) {
      const data = this.terms.get(term)!;
      this.terms.delete(term);
      yield [term, data];
    }
  }

  /**
   * Averaged over the records that have the field: only a page's top record has a title, and a
   * title must be compared with other titles, not with the empty ones, or every title looks long.
   */
  get averageFieldLength(): number[] {
    return this.#totals.map((total, i) => (this.#present[i] ? total / this.#present[i] : 0));
  }
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Cuts text to at most `max` characters, at a word boundary. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.8 ? cut : max);
}

const PATH_OF: Record<SearchFileKind, (build: string, n: number) => string> = { dict: dictPath, post: postingsPath, docs: docsChunkPath };

/** The site path of a numbered search file. */
export const searchFilePath = (kind: SearchFileKind, build: string, n: number) => PATH_OF[kind](build, n);

function buildHash(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  // Upper-case hex: always a digit or a capital, which the server's content-hash test looks for.
  return hash.digest('hex').slice(0, 12).toUpperCase();
}

/** The manifest of a development build too big to index: search says how to get it. */
function disabledSearchFiles(chunkSize = DEFAULT_CHUNK_SIZE): SearchFile[] {
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

/**
 * Builds the search files one page at a time: memory holds the postings and the result snippets,
 * never the text of every page at once. Pure: the same pages in the same order give the same bytes.
 */
export class SearchIndexBuilder {
  readonly #index: InvertedIndex;
  readonly #chunkSize: number;
  readonly #snippetChars: number;
  readonly #chunks: FileSeries;
  readonly #chunker: DocsChunker;
  #pages = 0;
  /** Each page's number of records, when the builder keeps a patch state. */
  readonly #pageRecords: IntList | undefined;
  #state: PatchState | undefined;
  readonly #versions: VersionRange[] = [];
  /** The range of the version whose pages are being added, its end not yet known. */
  #openVersion: VersionRange | undefined;

  constructor(
    private readonly mode: SearchGraph['mode'],
    private readonly sink: SearchSink,
    private readonly options: SearchIndexOptions = {},
    /** Whether to keep what patch-index.ts needs to patch this index after an edit (the `state`). */
    patchable = false,
  ) {
    this.#chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
    this.#snippetChars = options.snippetChars ?? DEFAULT_SNIPPET_CHARS;
    this.#chunks = new FileSeries('docs', sink);
    this.#chunker = new DocsChunker(this.#chunkSize, this.#snippetChars, (contents) => this.#chunks.emit(contents));
    this.#index = new InvertedIndex(searchLanguage(options.language ?? 'en'), patchable);
    this.#pageRecords = patchable ? new IntList() : undefined;
  }

  addPage(page: SearchPage): void {
    const pageNo = this.#pages++;
    this.#trackVersion(page.version, this.#index.documentCount);
    const records = pageRecords(page, pageNo, this.#index.documentCount);
    this.#pageRecords?.push(records.length);
    for (const record of records) {
      this.#index.add(record);
      this.#chunker.add(pageNo, page, record);
    }
  }

  /** Pages come section by section, version by version: a version's records are one run, ended by the first page not of it. */
  #trackVersion(version: SearchPage['version'], record: number): void {
    const open = this.#openVersion;
    if (open && version && open[2] === version.section && open[3] === version.name) return;
    if (open) open[1] = record;
    this.#openVersion = version && [record, record, version.section, version.name, version.isLast ? 1 : 0];
    if (this.#openVersion) this.#versions.push(this.#openVersion);
  }

  /**
   * Once every page is added: sends the dictionary and postings files to the sink, dropping each
   * term's postings as it goes, and returns the manifest, which names the build.
   */
  finish(): SearchManifest {
    this.#chunker.end();
    this.#trackVersion(undefined, this.#index.documentCount);
    const index = this.#index;
    const tracked = index.tracked;
    const files = new TermFiles(this.sink, this.options, tracked !== undefined);
    // A term's serial, to its index in code-unit order.
    const sorted = tracked ? new Int32Array(index.terms.size) : undefined;
    let count = 0;
    for (const [term, data] of index.drain()) {
      if (sorted) sorted[data.serial] = count++;
      files.add(term, data.df, (row) => writePostingsRow(row, term, data.fields));
    }
    const digests = files.finish();
    if (tracked && sorted) {
      const forward = tracked.forward.toArray();
      for (let i = 0; i < forward.length; i++) forward[i] = sorted[forward[i]];
      const forwardStart = new IntList(tracked.forwardStart.length + 1);
      for (const at of tracked.forwardStart.toArray()) forwardStart.push(at);
      forwardStart.push(forward.length);
      this.#state = {
        pageRecords: this.#pageRecords!.toArray(),
        ...files.table(),
        forwardStart: forwardStart.toArray(),
        forward,
        fieldLengths: tracked.fieldLengths.toArray(),
        recordDigests: tracked.digests.toArray(),
      };
    }
    return searchManifest(this.mode, {
      documentCount: index.documentCount,
      averageFieldLength: index.averageFieldLength,
      chunkSize: this.#chunkSize,
      chunks: this.#chunks.count,
      dict: files.firstKeys,
      versions: this.#versions,
      digests: [digests.dict, digests.post, this.#chunks.digest()],
    });
  }

  /** What patch-index.ts needs to patch the index, once finished, when the builder was made patchable. */
  get state(): PatchState | undefined {
    return this.#state;
  }
}

/** Writes a postings row: the term, then each field's postings (see PostingsRow). */
export function writePostingsRow(row: JsonBytes, term: string, lists: ReadonlyArray<PostingList | undefined>): void {
  row.ascii('[');
  row.text(JSON.stringify(term));
  lists.forEach((list, fieldId) => {
    if (!list?.length) return;
    row.ascii(`,${fieldId},`);
    list.writeJson(row);
  });
  row.ascii(']');
}

/**
 * Postings files and dictionary blocks, from terms given in code-unit order: postings files are
 * runs of terms, dictionary blocks runs of whole two-character prefixes.
 */
export class TermFiles {
  readonly #postingsFiles: FileSeries;
  readonly #dictFiles: FileSeries;
  readonly #postings: Packer;
  readonly #dict: Packer;
  /** The first key of each dictionary block. */
  readonly firstKeys: string[] = [];
  #group: { key: string; entries: JsonBytes } | undefined;
  /** Each term with its document frequency and its row's place, when kept for a patch state. */
  readonly #table: { terms: string[]; df: IntList; file: IntList; start: IntList; end: IntList } | undefined;

  constructor(sink: SearchSink, options: SearchIndexOptions, keepTable = false) {
    this.#table = keepTable ? { terms: [], df: new IntList(), file: new IntList(), start: new IntList(), end: new IntList() } : undefined;
    this.#postingsFiles = new FileSeries('post', sink);
    this.#dictFiles = new FileSeries('dict', sink);
    this.#postings = new Packer(options.postingsBytes ?? DEFAULT_POSTINGS_BYTES, this.#postingsFiles);
    this.#dict = new Packer(options.dictBytes ?? DEFAULT_DICT_BYTES, this.#dictFiles);
  }

  /** Adds a term, its row written by `writeRow`; returns the postings file the row went to (where in it: `row`). */
  add(term: string, df: number, writeRow: (row: JsonBytes) => void): number {
    writeRow(this.#postings.begin());
    const file = this.#postings.end();
    this.#entry(term, df, file, this.#postings.item.start, this.#postings.item.end);
    return file;
  }

  /** Whether the row added last opened postings file `n`. */
  opens(n: number): boolean {
    return this.#postingsFiles.count === n && this.#postings.opened;
  }

  /**
   * Adds a term whose row is in the postings file being made, at `start` to `end`, and not
   * written (see takeFile()).
   */
  addWritten(term: string, df: number, start: number, end: number): void {
    this.#entry(term, df, this.#postingsFiles.count, start, end);
  }

  /** Emits `contents` as the postings file being made: the bytes its rows make, known from a build before. */
  takeFile(contents: Uint8Array): void {
    this.#postings.take(contents);
  }

  #entry(term: string, df: number, file: number, start: number, end: number): void {
    const table = this.#table;
    if (table) {
      table.terms.push(term);
      table.df.push(df);
      table.file.push(file);
      table.start.push(start);
      table.end.push(end);
    }
    // A prefix's dictionary entries make one item: a block never splits a prefix.
    const key = termKey(term);
    if (key === this.#group?.key) this.#group.entries.ascii(',');
    else {
      this.#endGroup();
      this.#group = { key, entries: this.#dict.begin() };
    }
    this.#group.entries.text(JSON.stringify([term, df, file] satisfies DictEntry));
  }

  /** The terms added, each with its document frequency and where its row lies; empty unless kept. */
  table(): Pick<PatchState, 'terms' | 'df' | 'rowFile' | 'rowStart' | 'rowEnd'> {
    const table = this.#table ?? { terms: [], df: new IntList(), file: new IntList(), start: new IntList(), end: new IntList() };
    return { terms: table.terms, df: table.df.toArray(), rowFile: table.file.toArray(), rowStart: table.start.toArray(), rowEnd: table.end.toArray() };
  }

  #endGroup(): void {
    if (this.#group && this.#dict.end() === this.firstKeys.length) this.firstKeys.push(this.#group.key);
  }

  /** Emits the last files; returns the digests of the dictionary blocks and of the postings files. */
  finish(): { dict: string; post: string } {
    this.#endGroup();
    this.#group = undefined;
    this.#postings.flush();
    this.#dict.flush();
    return { dict: this.#dictFiles.digest(), post: this.#postingsFiles.digest() };
  }
}

/** The docs chunks: what a result shows, fixed runs of records, each listing the pages its records are of. */
export class DocsChunker {
  #chunk: SearchDocsChunk = { pages: [], records: [] };
  /** The current chunk's local index of each page number. */
  #chunkPages = new Map<number, number>();

  constructor(
    private readonly size: number,
    private readonly snippetChars: number,
    private readonly emit: (contents: Buffer) => void,
  ) {}

  add(pageNo: number, page: SearchPage, record: SearchRecord): void {
    let local = this.#chunkPages.get(pageNo);
    if (local === undefined) {
      local = this.#chunk.pages.push([page.title, page.path, page.group]) - 1;
      this.#chunkPages.set(pageNo, local);
    }
    this.#chunk.records.push([local, record.anchor, record.heading, clip(record.text, this.snippetChars)]);
    if (this.#chunk.records.length === this.size) this.end();
  }

  end(): void {
    if (this.#chunk.records.length > 0) this.emit(Buffer.from(JSON.stringify(this.#chunk)));
    this.#chunk = { pages: [], records: [] };
    this.#chunkPages = new Map();
  }
}

export interface IndexStats {
  documentCount: number;
  averageFieldLength: number[];
  chunkSize: number;
  chunks: number;
  dict: string[];
  versions: VersionRange[];
  /** Digests of the dictionary blocks, postings files and docs chunks, in that order. */
  digests: [string, string, string];
}

/** The manifest of an index, named (its build) by its statistics and the digests of its files. */
export function searchManifest(mode: SearchGraph['mode'], { documentCount, averageFieldLength, chunkSize, chunks, dict, versions, digests }: IndexStats): SearchManifest {
  const stats = {
    fields: [...FIELDS],
    documentCount,
    averageFieldLength,
    chunkSize,
    chunks,
    dict,
    ...(versions.length > 0 && { versions }),
  };
  const build = mode === 'development' ? 'dev' : buildHash([JSON.stringify(stats), ...digests]);
  return { version: FORMAT_VERSION, build, ...stats };
}

/** Whether a graph gets a real index: a development graph of more than DEVELOPMENT_PAGE_LIMIT pages does not. */
export function indexesSearch(graph: SearchGraph): boolean {
  // Counted before any text is extracted: over the limit, watch must not pay for an index it drops.
  return graph.mode !== 'development' || searchablePages(graph).length <= DEVELOPMENT_PAGE_LIMIT;
}

/** The search files of a site (see runtime/search/format.ts). Pure: the same graph gives the same bytes. */
export function buildSearchFiles(graph: SearchGraph, options: SearchIndexOptions = {}): SearchFile[] {
  if (!indexesSearch(graph)) return disabledSearchFiles(options.chunkSize);
  const bodies: Array<{ kind: SearchFileKind; n: number; contents: string }> = [];
  const text = new TextDecoder();
  const builder = new SearchIndexBuilder(graph.mode, (kind, n, contents) => bodies.push({ kind, n, contents: text.decode(contents) }), { language: searchLanguageTag(graph), ...options });
  for (const page of searchablePages(graph)) builder.addPage(page);
  const manifest = builder.finish();
  const order: SearchFileKind[] = ['dict', 'post', 'docs'];
  bodies.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.n - b.n);
  return [
    { path: MANIFEST_PATH, contents: JSON.stringify(manifest) },
    ...bodies.map(({ kind, n, contents }) => ({ path: searchFilePath(kind, manifest.build, n), contents })),
  ];
}
