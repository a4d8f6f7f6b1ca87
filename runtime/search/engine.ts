import MiniSearch, { type AsPlainObject, type Query, type SearchOptions } from 'minisearch';
import {
  BOOST,
  FIELDS,
  MANIFEST_PATH,
  dictBlockFor,
  dictPath,
  docsChunkPath,
  fuzzyDistance,
  postingsPath,
  termCandidates,
  termKey,
  type DictEntry,
  type PostingsRow,
  type SearchDictBlock,
  type SearchDocsChunk,
  type SearchManifest,
  type SearchPostingsFile,
} from './format.ts';
import { DEFAULT_SEARCH_LANGUAGE, queryTermsIn, type SearchLanguage } from './language.ts';
import { recordsInScope, type VersionScope } from './version-scope.ts';

/** Fetches a search file by its site path and parses it; rejects with an HttpStatusError when missing. */
export type SearchFetcher = (path: string) => Promise<unknown>;

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path}: HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

export interface SearchHit {
  /** Record id. */
  id: number;
  title: string;
  path: string;
  group: string;
  /** Heading id on the page; '' for the page itself. */
  anchor: string;
  heading: string;
  text: string;
  /** Where the result leads: the page, at the heading. */
  url: string;
  /** Index terms the record matched, for highlighting. */
  terms: string[];
  score: number;
}

export interface SearchOutcome {
  query: string;
  hits: SearchHit[];
  /** Why this site has no index to search, when it has none. */
  disabled?: string;
}

const SEARCH_OPTIONS: SearchOptions = {
  fields: [...FIELDS],
  boost: BOOST,
  prefix: true,
  fuzzy: (term) => fuzzyDistance(term) || false,
  combineWith: 'AND',
};
/** A word's other forms with its stem (`runs` for `running`) count, below the word itself. */
const STEM_SIBLINGS: SearchOptions = { prefix: false, fuzzy: false, boostTerm: () => 0.5 };
/** The query's words are index terms already. */
const PROCESSED: SearchOptions = { tokenize: (term) => [term], processTerm: (term) => term };

/**
 * The browser half of the index: downloads the manifest, then per query only the dictionary
 * blocks of its words' prefixes, the postings of the terms they can match, and the docs chunks
 * of the results shown; MiniSearch matches and ranks over exactly those postings, with the
 * whole index's statistics, so a result scores as it would in the full index.
 */
export class SearchEngine {
  #manifest: Promise<SearchManifest> | undefined;
  readonly #files = new Map<string, Promise<unknown>>();
  readonly #rows = new Map<string, PostingsRow>();
  #mini: { key: string; mini: MiniSearch } | undefined;

  constructor(
    private readonly fetchJson: SearchFetcher,
    private readonly language: SearchLanguage = DEFAULT_SEARCH_LANGUAGE,
  ) {}

  manifest(): Promise<SearchManifest> {
    this.#manifest ??= this.fetchJson(MANIFEST_PATH).then((m) => m as SearchManifest);
    this.#manifest.catch(() => (this.#manifest = undefined));
    return this.#manifest;
  }

  /**
   * Development builds (`sitegen watch`) reuse their file names across rebuilds: forget what was
   * downloaded, so the search box shows the site as it is now. A no-op for production builds.
   */
  async refreshInDevelopment(): Promise<void> {
    const manifest = await this.#manifest?.catch(() => undefined);
    if (manifest?.build === 'dev') this.reset();
  }

  /** Forgets everything downloaded: the next query starts from a fresh manifest. */
  reset(): void {
    this.#manifest = undefined;
    this.#files.clear();
    this.#rows.clear();
    this.#mini = undefined;
  }

  /** The best records for a query; on a site with versioned docs, those of the versions `scope` reads (version-scope.ts). */
  async search(query: string, limit = 8, scope?: VersionScope): Promise<SearchOutcome> {
    try {
      return await this.#search(query, limit, scope);
    } catch (error) {
      // A versioned file is gone: the site was rebuilt since the manifest was read. Start over once.
      if (!(error instanceof HttpStatusError) || error.status !== 404) throw error;
      this.reset();
      return this.#search(query, limit, scope);
    }
  }

  #file<T>(path: string): Promise<T> {
    let file = this.#files.get(path);
    if (!file) {
      file = this.fetchJson(path);
      this.#files.set(path, file);
      file.catch(() => this.#files.delete(path));
    }
    return file as Promise<T>;
  }

  async #search(query: string, limit: number, scope: VersionScope | undefined): Promise<SearchOutcome> {
    const manifest = await this.manifest();
    if (manifest.disabled) return { query, hits: [], disabled: manifest.disabled };
    const words = queryTermsIn(this.language, query);
    if (words.length === 0) return { query, hits: [] };

    // 1. The dictionary block of each word's prefix; the terms each word may match, and its stem's other forms.
    const candidates = new Map<string, DictEntry>();
    const siblings = new Map<string, string[]>();
    await Promise.all(
      words.map(async (word) => {
        const block = dictBlockFor(termKey(word), manifest.dict);
        if (block < 0) return;
        const { terms } = await this.#file<SearchDictBlock>(dictPath(manifest.build, block));
        for (const entry of termCandidates(word, terms, manifest.documentCount)) candidates.set(entry[0], entry);
        const forms = this.#stemSiblings(word, terms);
        for (const entry of forms) candidates.set(entry[0], entry);
        siblings.set(word, forms.map((entry) => entry[0]));
      }),
    );
    if (candidates.size === 0) return { query, hits: [] };

    // 2. Their postings files.
    const files = [...new Set([...candidates.values()].map((entry) => entry[2]))].sort((a, b) => a - b);
    await Promise.all(
      files.map(async (n) => {
        const { terms } = await this.#file<SearchPostingsFile>(postingsPath(manifest.build, n));
        for (const row of terms) if (candidates.has(row[0] as string)) this.#rows.set(row[0] as string, row);
      }),
    );

    // 3. MiniSearch over exactly those terms: each word or one of its stem's forms, in the versions read.
    const mini = this.#index(manifest, [...candidates.keys()].sort());
    const groups = words.map((word): Query => {
      const forms = siblings.get(word) ?? [];
      return forms.length ? { combineWith: 'OR', queries: [word, { ...STEM_SIBLINGS, queries: forms }] } : word;
    });
    const inScope = recordsInScope(manifest.versions, scope);
    const options: SearchOptions = { ...SEARCH_OPTIONS, ...PROCESSED, ...(inScope && { filter: (result) => inScope(result.id as number) }) };
    let results = mini.search({ combineWith: 'AND', queries: groups }, options);
    if (results.length === 0 && words.length > 1) results = mini.search({ combineWith: 'OR', queries: groups }, options);
    const top = results.slice(0, limit);

    // 4. What to show for the best results.
    const chunks = new Map<number, SearchDocsChunk>();
    await Promise.all(
      [...new Set(top.map((r) => Math.floor((r.id as number) / manifest.chunkSize)))].map(async (n) => {
        chunks.set(n, await this.#file<SearchDocsChunk>(docsChunkPath(manifest.build, n)));
      }),
    );
    const hits = top.map((result): SearchHit => {
      const id = result.id as number;
      const chunk = chunks.get(Math.floor(id / manifest.chunkSize))!;
      const [page, anchor, heading, text] = chunk.records[id % manifest.chunkSize];
      const [title, path, group] = chunk.pages[page];
      return { id, title, path, group, anchor, heading, text, url: anchor ? `${path}#${anchor}` : path, terms: Object.keys(result.match), score: result.score };
    });
    return { query, hits };
  }

  /** The dictionary entries other than the word whose terms share its stem, for a language with a stemmer. */
  #stemSiblings(word: string, entries: readonly DictEntry[]): DictEntry[] {
    const stem = this.language.stem;
    if (!stem) return [];
    const target = stem(word);
    // A stemmer only cuts endings: the forms of a stem share the word's first two characters, and so its dictionary block.
    return entries.filter(([term]) => term !== word && stem(term) === target);
  }

  /** A MiniSearch index of the given terms, from their postings and the manifest's statistics. */
  #index(manifest: SearchManifest, terms: string[]): MiniSearch {
    const key = terms.join('\0');
    if (this.#mini?.key === key) return this.#mini.mini;
    const documentIds: Record<number, number> = {};
    const fieldLength: Record<number, number[]> = {};
    const index: AsPlainObject['index'] = [];
    for (const term of terms) {
      const row = this.#rows.get(term);
      if (!row) continue;
      const byField: Record<string, Record<string, number>> = {};
      for (let i = 1; i + 1 < row.length; i += 2) {
        const fieldId = row[i] as number;
        const postings = row[i + 1] as number[];
        const frequencies: Record<string, number> = {};
        let id = 0;
        for (let p = 0; p + 2 < postings.length; p += 3) {
          id += postings[p];
          frequencies[id] = postings[p + 1];
          documentIds[id] = id;
          (fieldLength[id] ??= FIELDS.map(() => 0))[fieldId] = postings[p + 2];
        }
        byField[fieldId] = frequencies;
      }
      index.push([term, byField]);
    }
    const mini = MiniSearch.loadJS(
      {
        documentCount: manifest.documentCount,
        nextId: manifest.documentCount,
        documentIds,
        fieldIds: Object.fromEntries(FIELDS.map((field, i) => [field, i])),
        fieldLength,
        averageFieldLength: manifest.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index,
        serializationVersion: 2,
      },
      { fields: [...FIELDS], tokenize: this.language.tokenize, processTerm: this.language.processTerm },
    );
    this.#mini = { key, mini };
    return mini;
  }
}
