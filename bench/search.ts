/**
 * Search benchmark helpers (issue 8): how long the index takes to build for a graph, and how many
 * bytes a visitor's first query downloads from a built site. The query runs through the browser's
 * own engine (runtime/search/engine.ts) with a fetch that reads the built folder, so the files
 * counted are exactly the files the browser would request.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SiteGraph } from '../cli/graph/schema.ts';
import { loadGraph } from '../cli/api.ts';
import { buildSearchFiles, searchRecords, type SearchIndexOptions } from '../cli/search/build-index.ts';
import { HttpStatusError, SearchEngine } from '../runtime/search/engine.ts';

export interface IndexBuildMeasure {
  /** Median time of buildSearchFiles() over the runs, in milliseconds. */
  ms: number;
  runs: number[];
  pages: number;
  records: number;
  files: number;
  bytes: number;
}

/** Times buildSearchFiles() on a graph (in memory: no disk writes). */
export function measureIndexBuild(graph: SiteGraph, options: { runs?: number; index?: SearchIndexOptions } = {}): IndexBuildMeasure {
  const runs: number[] = [];
  let files: ReturnType<typeof buildSearchFiles> = [];
  for (let i = 0; i < (options.runs ?? 3); i++) {
    const started = performance.now();
    files = buildSearchFiles(graph, options.index);
    runs.push(performance.now() - started);
  }
  const { pages, records } = searchRecords(graph);
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    ms: Math.round(sorted[Math.floor(sorted.length / 2)]),
    runs: runs.map(Math.round),
    pages: pages.length,
    records: records.length,
    files: files.length,
    bytes: files.reduce((n, f) => n + Buffer.byteLength(f.contents), 0),
  };
}

export interface DownloadedFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstQueryMeasure {
  query: string;
  /** Whether every prefix of the query was searched in turn, as typing does. */
  asYouType: boolean;
  files: DownloadedFile[];
  bytes: number;
  gzipBytes: number;
  /** The whole index, for comparison. */
  indexFiles: number;
  indexBytes: number;
  indexGzipBytes: number;
  hits: number;
  top?: { title: string; url: string };
  ms: number;
}

/** The engine over a built site folder, recording every file it reads. */
export function diskSearchEngine(siteDir: string): { engine: SearchEngine; downloaded: DownloadedFile[] } {
  const downloaded: DownloadedFile[] = [];
  const engine = new SearchEngine(async (path) => {
    let body: Buffer;
    try {
      body = await readFile(join(siteDir, path));
    } catch {
      throw new HttpStatusError(404, path);
    }
    downloaded.push({ path, bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength });
    return JSON.parse(body.toString('utf8'));
  });
  return { engine, downloaded };
}

/**
 * Bytes a first query downloads from a built site (`siteDir` holds /search/manifest.json): the
 * manifest, dictionary blocks, postings and docs chunks. With `asYouType`, the query is typed: every
 * prefix of two or more characters is searched in turn, each reusing what the previous fetched.
 */
export async function measureFirstQuery(siteDir: string, query: string, options: { asYouType?: boolean } = {}): Promise<FirstQueryMeasure> {
  const { engine, downloaded } = diskSearchEngine(siteDir);
  const started = performance.now();
  const queries = options.asYouType ? Array.from({ length: Math.max(0, query.length - 1) }, (_, i) => query.slice(0, i + 2)) : [query];
  let outcome = await engine.search(queries[0] ?? query);
  for (const q of queries.slice(1)) outcome = await engine.search(q);
  const ms = Math.round(performance.now() - started);
  const dir = join(siteDir, 'search');
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  let indexBytes = 0;
  let indexGzipBytes = 0;
  for (const name of names) {
    const body = await readFile(name);
    indexBytes += (await stat(name)).size;
    indexGzipBytes += gzipSync(body).byteLength;
  }
  const top = outcome.hits[0];
  return {
    query,
    asYouType: Boolean(options.asYouType),
    files: downloaded,
    bytes: downloaded.reduce((n, f) => n + f.bytes, 0),
    gzipBytes: downloaded.reduce((n, f) => n + f.gzipBytes, 0),
    indexFiles: names.length,
    indexBytes,
    indexGzipBytes,
    hits: outcome.hits.length,
    top: top && { title: top.heading ? `${top.title} › ${top.heading}` : top.title, url: top.url },
    ms,
  };
}

/** One line for a report: `"kubernetes": 5 files, 21.3 KB (7.9 KB gzip) of 302 KB`. */
export function formatFirstQuery(m: FirstQueryMeasure): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return `"${m.query}"${m.asYouType ? ' typed' : ''}: ${m.files.length} files, ${kb(m.bytes)} (${kb(m.gzipBytes)} gzip) of an index of ${m.indexFiles} files, ${kb(m.indexBytes)} (${kb(m.indexGzipBytes)} gzip)`;
}

export interface SearchBenchResult {
  site: string;
  build: IndexBuildMeasure;
  queries: FirstQueryMeasure[];
}

/**
 * Both measurements for one site: the index build time from its graph (`root` holds
 * site.config.ts), and the first-query downloads from its built folder (`siteDir`, built by
 * `sitegen build` beforehand), once for the query as a whole and once typed.
 */
export async function benchSearch(options: { root: string; siteDir: string; queries: string[]; runs?: number }): Promise<SearchBenchResult> {
  const loaded = await loadGraph({ root: options.root });
  if (!loaded.result) throw new Error(`bench: ${options.root} has no graph: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  const build = measureIndexBuild(loaded.result.graph, { runs: options.runs });
  const queries: FirstQueryMeasure[] = [];
  for (const query of options.queries) {
    queries.push(await measureFirstQuery(options.siteDir, query));
    queries.push(await measureFirstQuery(options.siteDir, query, { asYouType: true }));
  }
  return { site: options.root, build, queries };
}
