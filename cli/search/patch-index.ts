import { FIELDS, type SearchManifest } from '../../runtime/search/format.ts';
import { searchLanguage, type SearchLanguage } from '../../runtime/search/language.ts';
import { DocsChunker, DEFAULT_SNIPPET_CHARS, PostingList, TermFiles, pageRecords, searchManifest, writePostingsRow, type PatchState, type SearchIndexOptions, type SearchRecord } from './build-index.ts';
import type { SearchGraph, SearchPage } from './extract.ts';
import { updateRecordDigest } from './record-digest.ts';
import { JsonBytes } from './json-bytes.ts';
import { FileSeries, type SearchSink } from './packed-files.ts';

/**
 * Patching a search index after an edit: only the terms of the changed records (as they were and
 * as they are) get new postings rows, and only the docs chunks holding the changed pages' records
 * are made again; every other row and chunk is copied from the last build's files. The files are
 * byte for byte those a build of every page makes (build-index.ts), which the tests hold it to.
 * Only an edit that keeps the pages, their order, their versions and each changed page's number
 * of records can be patched: anything else moves record ids, and is indexed from scratch.
 */

/** What the main thread keeps of the last index to plan a patch: per page, its hash, records and version. */
export interface PatchMeta {
  /** The cache key the last index's files and patch state are kept under. */
  base: string;
  hashes: string[];
  records: Int32Array;
  /** Each page's version (versionKey()). */
  versions: string[];
}

/** The pages a patch reads: the changed ones and every page sharing a docs chunk with them, by page number. */
export interface PatchPages {
  changed: number[];
  pages: Array<[pageNo: number, page: SearchPage]>;
}

/** The index a patch starts from: its manifest, postings files and docs chunks as the last build wrote them, and its patch state. */
export interface PreviousIndex {
  manifest: SearchManifest;
  post: Uint8Array[];
  docs: Uint8Array[];
  state: PatchState;
}

/** Share of the pages above which an edit is indexed from scratch: a patch rewrites the row of every term the changed pages have, with many pages most rows. */
export const MAX_PATCHED_SHARE = 0.1;

export const versionKey = (page: SearchPage): string => (page.version ? JSON.stringify(page.version) : '');

/**
 * Which pages a patch of the last index (`meta`) to `pages` (hashed as `hashes`) reads, or
 * undefined when the edit cannot be patched: pages added, removed or moved, a version changed, a
 * changed page's sections added or removed, or too many pages changed.
 */
export function planPatch(meta: PatchMeta, pages: readonly SearchPage[], hashes: readonly string[], chunkSize: number, maxShare = MAX_PATCHED_SHARE): PatchPages | undefined {
  if (pages.length !== meta.hashes.length || pages.length !== meta.records.length) return undefined;
  const changed: number[] = [];
  for (let p = 0; p < pages.length; p++) if (hashes[p] !== meta.hashes[p]) changed.push(p);
  if (changed.length === 0 || changed.length > Math.max(1, pages.length * maxShare)) return undefined;
  for (const p of changed) {
    if (versionKey(pages[p]) !== meta.versions[p] || pageRecords(pages[p], p, 0).length !== meta.records[p]) return undefined;
  }
  const first = firstRecords(meta.records);
  const total = first[pages.length];
  const wanted = new Set<number>();
  for (const p of changed) {
    // Every page with a record in a docs chunk that holds one of the changed page's records.
    const from = Math.floor(first[p] / chunkSize) * chunkSize;
    const to = Math.min(total, (Math.floor((first[p + 1] - 1) / chunkSize) + 1) * chunkSize);
    for (let q = pageOf(first, from); q < pages.length && first[q] < to; q++) wanted.add(q);
  }
  return { changed, pages: [...wanted].sort((a, b) => a - b).map((p) => [p, pages[p]]) };
}

/** Each page's first record id, and the number of records at the end. */
function firstRecords(records: Int32Array): Int32Array {
  const first = new Int32Array(records.length + 1);
  for (let p = 0; p < records.length; p++) first[p + 1] = first[p] + records[p];
  return first;
}

/** The page holding record `id`: the last page whose first record is at most `id`. */
function pageOf(first: Int32Array, id: number): number {
  let lo = 0;
  let hi = first.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (first[mid] <= id) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A record's terms per field, each with its number of occurrences, as InvertedIndex.add() counts them. */
function analyse(language: SearchLanguage, record: SearchRecord): Array<Map<string, number>> {
  return FIELDS.map((field) => {
    const counts = new Map<string, number>();
    for (const token of language.tokenize(record[field])) {
      const term = language.processTerm(token);
      if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    return counts;
  });
}

/** Index of `term` in `terms` (code-unit order), or -1. */
function findTerm(terms: readonly string[], term: string): number {
  const at = termsBefore(terms, term);
  return terms[at] === term ? at : -1;
}

/** How many of `terms` (code-unit order) come before `term`. */
function termsBefore(terms: readonly string[], term: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The last build's postings files a patch makes byte for byte again, by number: none of their
 * rows change and no new term falls among them, and the row after their last is the same (or
 * none, for the last file), so it opens the next file as it did. Such a file opened by its
 * first row is taken whole: the rows of an edit's terms lie in few of the files.
 */
function unchangedPostings(state: PatchState, patched: ReadonlyMap<string, unknown>, files: number): Uint8Array {
  const same = new Uint8Array(files).fill(1);
  for (const term of patched.keys()) {
    // A term's row, or where a new one goes: after the row before it, in that row's file.
    const at = termsBefore(state.terms, term);
    if (state.terms[at] === term) same[state.rowFile[at]] = 0;
    if (at > 0) same[state.rowFile[at - 1]] = 0;
  }
  return same;
}

/** Delta-encodes a field's (record id, frequency, field length) triples, as the builder writes them. */
function postingList(triples: number[]): PostingList | undefined {
  if (triples.length === 0) return undefined;
  const list = new PostingList();
  for (let i = 0, last = 0; i < triples.length; i += 3) {
    list.push(triples[i] - last, triples[i + 1], triples[i + 2]);
    last = triples[i];
  }
  return list;
}

/**
 * Writes the last build's row of `term` (bytes `start` to `end`) without the changed records'
 * postings and with their new ones (`added`: triples per field, record ids absolute and
 * ascending). Runs of postings whose deltas stay the same are copied as bytes: a common term's
 * row holds a posting for most records, and decoding it whole cost more than the rest of a patch.
 * Returns how many distinct changed records the old row had.
 */
function patchRow(out: JsonBytes, bytes: Uint8Array, start: number, end: number, term: string, changed: ChangedRecords, added: number[][]): number {
  const quoted = JSON.stringify(term);
  // The row's lists: after `["term"`, a `,field,[…]` each.
  const lists: Array<[number, number] | undefined> = FIELDS.map(() => undefined);
  let at = start + 1 + Buffer.byteLength(quoted);
  while (at < end && bytes[at] === COMMA) {
    let field = 0;
    for (at++; bytes[at] !== COMMA; at++) field = field * 10 + bytes[at] - ZERO;
    const from = (at += 2);
    while (bytes[at] !== CLOSE) at++;
    lists[field] = [from, at++];
  }
  out.ascii('[');
  out.text(quoted);
  const removed = new Set<number>();
  FIELDS.forEach((_, field) => mergeList(out, field, bytes, lists[field], changed, added[field], removed));
  out.ascii(']');
  return removed.size;
}

/** The records a patch changes, and the last of them. */
interface ChangedRecords {
  ids: ReadonlyMap<number, unknown>;
  last: number;
}

const COMMA = 0x2c;
const CLOSE = 0x5d;
const ZERO = 0x30;

/**
 * Writes one field's `,field,[…]` (see patchRow()): the old list's bytes from span[0] to span[1],
 * merged with `added`; nothing when no posting is left.
 */
function mergeList(out: JsonBytes, field: number, bytes: Uint8Array, span: [number, number] | undefined, changed: ChangedRecords, added: number[], removed: Set<number>): void {
  const lastChanged = changed.last;
  let any = false;
  const separate = () => out.ascii(any ? ',' : `,${field},[`);
  let lastOut = 0;
  let runFrom = -1;
  let runTo = -1;
  const flush = () => {
    if (runFrom < 0) return;
    separate();
    out.bytes(bytes.subarray(runFrom, runTo), runTo - runFrom);
    any = true;
    runFrom = -1;
  };
  const triple = new Int32Array(3);
  const emit = (id: number, frequency: number, length: number) => {
    flush();
    separate();
    triple[0] = id - lastOut;
    triple[1] = frequency;
    triple[2] = length;
    out.ints(triple, 0, 3);
    any = true;
    lastOut = id;
  };
  let next = 0;
  if (span) {
    let lastOld = 0;
    for (let at = span[0]; at < span[1]; ) {
      const from = at;
      let delta = 0;
      let frequency = 0;
      let length = 0;
      for (; bytes[at] !== COMMA; at++) delta = delta * 10 + bytes[at] - ZERO;
      for (at++; bytes[at] !== COMMA; at++) frequency = frequency * 10 + bytes[at] - ZERO;
      for (at++; at < span[1] && bytes[at] !== COMMA; at++) length = length * 10 + bytes[at] - ZERO;
      const to = at++;
      const previous = lastOld;
      const id = (lastOld += delta);
      for (; next < added.length && added[next] < id; next += 3) emit(added[next], added[next + 1], added[next + 2]);
      if (changed.ids.has(id)) {
        removed.add(id);
        continue;
      }
      // Its delta is the same when what precedes it in the output is what preceded it before.
      if (lastOut !== previous) emit(id, frequency, length);
      else {
        if (runFrom < 0) runFrom = from;
        runTo = to;
        lastOut = id;
      }
      // Past the last changed record (whose new postings precede this one), the rest is the old bytes as they are.
      if (id > lastChanged && at < span[1]) {
        if (runFrom < 0) runFrom = at;
        runTo = span[1];
        break;
      }
    }
  }
  for (; next < added.length; next += 3) emit(added[next], added[next + 1], added[next + 2]);
  flush();
  if (any) out.ascii(']');
}

/** A term whose row the patch makes again: the row, and its document frequency (0: no record has the term any more). */
interface PatchedTerm {
  row: Uint8Array;
  units: number;
  df: number;
}

/**
 * Patches `previous` with the pages of `update` (see planPatch()), sending every file of the new
 * index to `sink` as buildSearchFiles() would make it; returns the new manifest and patch state.
 */
export function patchIndex(previous: PreviousIndex, update: PatchPages, mode: SearchGraph['mode'], sink: SearchSink, options: SearchIndexOptions = {}): { manifest: SearchManifest; state: PatchState } {
  const { state, manifest } = previous;
  const fieldCount = FIELDS.length;
  const language = searchLanguage(options.language ?? 'en');
  const first = firstRecords(state.pageRecords);
  const records = new Map(update.pages.map(([pageNo, page]) => [pageNo, pageRecords(page, pageNo, first[pageNo])]));

  // The changed records as they are now, and every term they have or had. A changed page's
  // records whose text is as it was keep their postings; its docs chunks are made again all the same.
  const recordDigests = state.recordDigests.slice();
  const fresh = new Map<number, Array<Map<string, number>>>();
  const touched = new Set<string>();
  const remade = new Set<number>();
  for (const pageNo of update.changed) {
    for (const record of records.get(pageNo)!) {
      remade.add(Math.floor(record.id / manifest.chunkSize));
      if (!updateRecordDigest(recordDigests, record)) continue;
      const fields = analyse(language, record);
      fresh.set(record.id, fields);
      for (const counts of fields) for (const term of counts.keys()) touched.add(term);
      for (let k = state.forwardStart[record.id]; k < state.forwardStart[record.id + 1]; k++) touched.add(state.terms[state.forward[k]]);
    }
  }
  const changedIds = [...fresh.keys()].sort((a, b) => a - b);
  const fieldLengths = state.fieldLengths.slice();
  for (const id of changedIds) fresh.get(id)!.forEach((counts, f) => (fieldLengths[id * fieldCount + f] = counts.size));

  const patched = new Map<string, PatchedTerm>();
  const changed: ChangedRecords = { ids: fresh, last: changedIds[changedIds.length - 1] };
  // Terms no record had before, to be put in order among the last build's.
  const added: string[] = [];
  for (const term of touched) {
    const postings: number[][] = FIELDS.map(() => []);
    const having = new Set<number>();
    for (const id of changedIds) {
      fresh.get(id)!.forEach((counts, f) => {
        const count = counts.get(term);
        if (!count) return;
        postings[f].push(id, count, fieldLengths[id * fieldCount + f]);
        having.add(id);
      });
    }
    const row = new JsonBytes(1024);
    const at = findTerm(state.terms, term);
    let df = having.size;
    if (at < 0) {
      added.push(term);
      writePostingsRow(row, term, postings.map(postingList));
    } else df += state.df[at] - patchRow(row, previous.post[state.rowFile[at]], state.rowStart[at], state.rowEnd[at], term, changed, postings);
    patched.set(term, { row: row.view(), units: row.units, df });
  }

  // Every term in code-unit order: the last build's, and the changed records' new ones.
  added.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const files = new TermFiles(sink, options, true);
  let count = 0;
  const newIndex = new Int32Array(state.terms.length).fill(-1);
  const write = (term: string, termDf: number, writeRow: Parameters<TermFiles['add']>[2]) => {
    files.add(term, termDf, writeRow);
    count++;
  };
  const unchanged = unchangedPostings(state, patched, previous.post.length);
  let next = 0;
  for (let at = 0; at <= state.terms.length; at++) {
    const term = state.terms[at];
    for (; next < added.length && (at === state.terms.length || added[next] < term); next++) {
      const change = patched.get(added[next])!;
      if (change.df > 0) write(added[next], change.df, (row) => row.bytes(change.row, change.units));
    }
    if (at === state.terms.length) break;
    const change = patched.get(term);
    if (change?.df === 0) continue;
    newIndex[at] = count;
    if (change) write(term, change.df, (row) => row.bytes(change.row, change.units));
    else {
      const start = state.rowStart[at];
      const end = state.rowEnd[at];
      const quoted = JSON.stringify(term);
      // Only the term may be other than ASCII: its UTF-8 bytes beyond its UTF-16 units are all the difference.
      const units = end - start - Buffer.byteLength(quoted) + quoted.length;
      write(term, state.df[at], (row) => row.bytes(previous.post[state.rowFile[at]].subarray(start, end), units));
      const file = state.rowFile[at];
      if (unchanged[file] && (at === 0 || state.rowFile[at - 1] !== file) && files.opens(file)) {
        for (at++; at < state.terms.length && state.rowFile[at] === file; at++) {
          newIndex[at] = count++;
          files.addWritten(state.terms[at], state.df[at], state.rowStart[at], state.rowEnd[at]);
        }
        files.takeFile(previous.post[file]);
        // The loop moves on to the term after the file's last.
        at--;
      }
    }
  }
  const digests = files.finish();
  const table = files.table();

  // Each record's terms, renumbered; the changed records' from what they hold now. Made in
  // arrays of their size: copying a 10,000-page index's 27 MB of them out of growable lists cost
  // the patch ~0.2 s (profiled).
  const freshTerms = new Map<number, number[]>();
  let size = state.forward.length;
  for (const [id, fields] of fresh) {
    const seen = new Set<string>();
    const terms: number[] = [];
    for (const counts of fields) for (const term of counts.keys()) if (!seen.has(term)) (seen.add(term), terms.push(findTerm(table.terms, term)));
    freshTerms.set(id, terms);
    size += terms.length - (state.forwardStart[id + 1] - state.forwardStart[id]);
  }
  const forwardStart = new Int32Array(state.forwardStart.length);
  const forward = new Int32Array(size);
  let length = 0;
  for (let id = 0; id + 1 < state.forwardStart.length; id++) {
    forwardStart[id] = length;
    const terms = freshTerms.get(id);
    if (terms) {
      forward.set(terms, length);
      length += terms.length;
    } else for (let k = state.forwardStart[id], end = state.forwardStart[id + 1]; k < end; k++) forward[length++] = newIndex[state.forward[k]];
  }
  forwardStart[forwardStart.length - 1] = length;

  const docs = new FileSeries('docs', sink);
  const chunkSize = manifest.chunkSize;
  for (let n = 0; n < manifest.chunks; n++) {
    if (!remade.has(n)) {
      docs.emit(previous.docs[n]);
      continue;
    }
    const chunker = new DocsChunker(chunkSize, options.snippetChars ?? DEFAULT_SNIPPET_CHARS, (contents) => docs.emit(contents));
    for (const [pageNo, page] of update.pages) {
      for (const record of records.get(pageNo)!) if (Math.floor(record.id / chunkSize) === n) chunker.add(pageNo, page, record);
    }
    chunker.end();
  }

  return {
    manifest: searchManifest(mode, {
      documentCount: manifest.documentCount,
      averageFieldLength: averageFieldLengths(fieldLengths, fieldCount),
      chunkSize,
      chunks: docs.count,
      dict: files.firstKeys,
      versions: manifest.versions ?? [],
      digests: [digests.dict, digests.post, docs.digest()],
    }),
    state: {
      pageRecords: state.pageRecords,
      ...table,
      forwardStart,
      forward,
      fieldLengths,
      recordDigests,
    },
  };
}

/** Each field's average length over the records that have it, as InvertedIndex reckons it. */
function averageFieldLengths(fieldLengths: Int32Array, fieldCount: number): number[] {
  const totals = new Array<number>(fieldCount).fill(0);
  const present = new Array<number>(fieldCount).fill(0);
  for (let i = 0; i < fieldLengths.length; i++) {
    if (fieldLengths[i] === 0) continue;
    totals[i % fieldCount] += fieldLengths[i];
    present[i % fieldCount]++;
  }
  return totals.map((total, f) => (present[f] ? total / present[f] : 0));
}
