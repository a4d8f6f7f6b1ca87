/**
 * The search index's file format and term processing, shared by the builder (cli/search) and the
 * browser (runtime/search), so both split and normalise words the same way.
 *
 * Output under /search/ (every file but the manifest is in a folder named with the build hash, so
 * a browser never mixes two builds, and a build writes its files under a temporary folder name and
 * renames one folder, not each file, once the hash is known):
 *   manifest.json             small, revalidated: index statistics, the dictionary blocks' first keys
 *   <BUILD>/dict-<n>.json     dictionary block: every term of a run of two-character prefixes, with
 *                             its document frequency and the postings file holding it
 *   <BUILD>/post-<n>.json     postings of a run of terms (one term's postings are never split)
 *   <BUILD>/docs-<n>.json     what a result shows (title, path, heading, anchor, text) for records
 *                             n*chunkSize ... (n+1)*chunkSize-1
 * A query reads the manifest, the dictionary block of each word's prefix, the postings files of the
 * terms it matches, and the docs chunks of the results it shows: never the whole index.
 */

export const FORMAT_VERSION = 2;
/** Site path of the manifest (before the base URL). */
export const MANIFEST_PATH = '/search/manifest.json';

/** Fields of a record, in field-id order. */
export const FIELDS = ['title', 'heading', 'text'] as const;
export type SearchField = (typeof FIELDS)[number];
/** Title hits rank above heading hits, which rank above body hits. */
export const BOOST: Record<SearchField, number> = { title: 6, heading: 3, text: 1 };

export interface SearchManifest {
  version: typeof FORMAT_VERSION;
  /** Hash of every search file of this build, part of their names; `dev` in development builds. */
  build: string;
  fields: SearchField[];
  /** Number of records (each page's top, then one per heading with an id). */
  documentCount: number;
  averageFieldLength: number[];
  /** Records per docs chunk. */
  chunkSize: number;
  chunks: number;
  /** First two-character key of each dictionary block, sorted. */
  dict: string[];
  /** Set when this build has no index (a big site in development): the message to show. */
  disabled?: string;
  /** Only on a site with versioned docs: which records belong to which version (see version-scope.ts). */
  versions?: VersionRange[];
}

/**
 * The records of one version of a docs section with more than one: [first record id, the id after
 * the last, section id, version name, 1 for the section's latest version else 0]. Records of no
 * range (blog posts, unversioned sections) belong to every version.
 */
export type VersionRange = [number, number, string, string, 0 | 1];

/** A dictionary entry: [term, number of records containing it, postings file]. */
export type DictEntry = [string, number, number];
export interface SearchDictBlock {
  terms: DictEntry[];
}

/**
 * A postings row: [term, fieldId, postings, fieldId, postings, ...]; postings is a flat list of
 * (record id delta, term frequency, field length) triples, record ids ascending.
 */
export type PostingsRow = Array<string | number | number[]>;
export interface SearchPostingsFile {
  terms: PostingsRow[];
}

/** A page: [title, path, group label]. */
export type ChunkPage = [string, string, string];
/** A record: [index into the chunk's pages, anchor ('' for the page top), heading, text]. */
export type ChunkRecord = [number, string, string, string];
export interface SearchDocsChunk {
  pages: ChunkPage[];
  records: ChunkRecord[];
}

const SPLIT = /[\s\p{P}\p{S}]+/u;
/** The same split for ASCII text (every ASCII punctuation mark or symbol is \p{P} or \p{S}), much faster. */
const SPLIT_ASCII = /[\s!-/:-@[-`{-~]+/;
const NON_ASCII = /[^\x00-\x7f]/;
/** A word, as tokenize() cuts them: for highlighting matches inside text. */
export const WORD = /[^\s\p{P}\p{S}]+/gu;
const MARKS = /\p{M}+/gu;
/** Words too common to be worth a posting list. */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these this to was were will with'.split(' '),
);
const MAX_TERM = 40;

/** Splits text into words on whitespace, punctuation and symbols. */
export function tokenize(text: string): string[] {
  return text.split(NON_ASCII.test(text) ? SPLIT : SPLIT_ASCII).filter(Boolean);
}

/** Lowercase, accents removed; null for stop words, single characters and overlong tokens. */
export function processTerm(term: string): string | null {
  const t = term.normalize('NFKD').replace(MARKS, '').toLowerCase();
  if (t.length < 2 || t.length > MAX_TERM || STOP_WORDS.has(t)) return null;
  return t;
}

/** Normalised query terms, in order, without duplicates. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(query)) {
    const t = processTerm(token);
    if (t && !terms.includes(t)) terms.push(t);
  }
  return terms;
}

/** The dictionary key of a normalised term: its first two characters (code points). */
export function termKey(term: string): string {
  return Array.from(term).slice(0, 2).join('');
}

/** Typos tolerated in a query word: none below 4 characters, one up to 7, then two. */
export function fuzzyDistance(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Site path of a build's folder of search files. */
export const buildFolder = (build: string) => `/search/${build}`;
export const dictPath = (build: string, n: number) => `${buildFolder(build)}/dict-${n}.json`;
export const postingsPath = (build: string, n: number) => `${buildFolder(build)}/post-${n}.json`;
export const docsChunkPath = (build: string, n: number) => `${buildFolder(build)}/docs-${n}.json`;

/** The dictionary block holding a key: the last block whose first key is not after it. */
export function dictBlockFor(key: string, firstKeys: readonly string[]): number {
  let lo = 0;
  let hi = firstKeys.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (firstKeys[mid] <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The dictionary blocks a query needs, one per distinct word prefix, in query order. */
export function dictBlocksForQuery(query: string, firstKeys: readonly string[]): number[] {
  const blocks: number[] = [];
  for (const term of queryTerms(query)) {
    const block = dictBlockFor(termKey(term), firstKeys);
    if (block >= 0 && !blocks.includes(block)) blocks.push(block);
  }
  return blocks;
}

/** Levenshtein distance between a and b when it is at most max, else max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** At most this many completions of a word being typed, the most frequent first... */
export const PREFIX_LIMIT = 4;
/** ...and, past the first, only while together they occur in at most this share of the records. */
export const PREFIX_SHARE = 0.1;
/** At most this many typo corrections of a word, the closest and most frequent first. */
export const FUZZY_LIMIT = 4;

/**
 * The index terms a query word may match, from the dictionary entries of its prefix: the word
 * itself, its most frequent completions, and its nearest spellings within fuzzyDistance().
 * Only these terms' postings are downloaded; MiniSearch then matches and ranks among them.
 * `documentCount` bounds the completions: a two-letter prefix of a big site must not download
 * the postings of every common word it starts.
 */
export function termCandidates(term: string, entries: readonly DictEntry[], documentCount = Infinity): DictEntry[] {
  const key = termKey(term);
  const max = fuzzyDistance(term);
  const exact: DictEntry[] = [];
  const prefixed: DictEntry[] = [];
  const fuzzy: Array<[DictEntry, number]> = [];
  for (const entry of entries) {
    const candidate = entry[0];
    if (candidate === term) exact.push(entry);
    else if (candidate.startsWith(term)) prefixed.push(entry);
    else if (max > 0 && termKey(candidate) === key) {
      const distance = editDistance(term, candidate, max);
      if (distance <= max) fuzzy.push([entry, distance]);
    }
  }
  const byFrequency = (a: DictEntry, b: DictEntry) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1);
  prefixed.sort(byFrequency);
  const completions: DictEntry[] = [];
  let records = 0;
  for (const entry of prefixed) {
    if (completions.length === PREFIX_LIMIT || (completions.length > 0 && records + entry[1] > documentCount * PREFIX_SHARE)) break;
    completions.push(entry);
    records += entry[1];
  }
  fuzzy.sort((a, b) => a[1] - b[1] || byFrequency(a[0], b[0]));
  return [...exact, ...completions, ...fuzzy.slice(0, FUZZY_LIMIT).map(([entry]) => entry)];
}
