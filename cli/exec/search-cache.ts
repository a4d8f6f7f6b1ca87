import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cache } from './cache.ts';
import type { SideTarget } from '../emit/output-dir.ts';
import { DEFAULT_CHUNK_SIZE, searchFilePath, type SearchIndexOptions } from '../search/build-index.ts';
import { buildFolder, MANIFEST_PATH } from '../../runtime/search/format.ts';
import { searchablePages, type SearchGraph, type SearchPage } from '../search/extract.ts';
import { planPatch, versionKey, type PatchMeta } from '../search/patch-index.ts';
import type { SearchIndexJob, WrittenFiles } from './search-index.ts';
import { keptKeys, keptSearchIndex, type KeepEntry } from './search-keeper.ts';
import { indexIn, linkSame } from './search-links.ts';
import { TextDigests } from './text-digests.ts';

const NAMESPACE = 'search-index';

/**
 * The search index of a graph from the cache, keyed by what the worker is given (the mode, the
 * options and every searchable page's text): written into the output file by file, or, on a
 * miss, made by `start` in the target's folder, the worker keeping its files in the cache for the
 * next build (search-keeper.ts). After an edit of a few pages the worker patches the last index
 * (patch-index.ts) rather than indexing every page. The build's end waits for the cache
 * (cache.flush()), not the output.
 */
export function cachedSearchIndex(cache: Cache, graph: SearchGraph, target: SideTarget, options: SearchIndexOptions, start: (pages: SearchPage[], keep?: KeepEntry) => SearchIndexJob, digests = new TextDigests()): SearchIndexJob {
  const pages = searchablePages(graph);
  const hashes = pages.map((page) => pageHash(page, digests));
  const key = searchKey(graph.mode, options, hashes);
  const saved = keptSearchIndex(cache, NAMESPACE, key);
  if (saved) {
    const written = writeKeptIndex(saved, target);
    written.catch(() => {});
    return { finish: () => written, cancel: async () => {}, kept: Promise.resolve(undefined) };
  }
  // Only a cache on disk keeps them: a build's cache keeps nothing in memory (--no-cache).
  if (cache.dir === undefined) return start(pages);
  // One last index per mode and options: a locale's pages never patch another's index.
  const metaKey = `last:${JSON.stringify([graph.mode, options])}`;
  const meta = cache.get<PatchMeta>(NAMESPACE, metaKey);
  const plan = meta && planPatch(meta, pages, hashes, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const keep: KeepEntry = {
    cacheDir: cache.dir,
    version: cache.version,
    namespace: NAMESPACE,
    key,
    patchable: { metaKey, hashes, versions: pages.map(versionKey) },
    ...(meta && plan && { patchFrom: { base: meta.base, pages: plan } }),
  };
  const job = start(pages, keep);
  cache.adopt(
    NAMESPACE,
    job.kept.then((index) => (index === undefined ? { keys: [], written: 0 } : { keys: keptKeys(key, index.parts, metaKey), written: index.written })),
  );
  return job;
}

/**
 * Writes an index from the cache into the output. When the output being replaced holds another
 * index (an edit undone, a branch checked out again: its folder has another name), each file of
 * the same bytes is linked from there: 10,000 pages have 8,800 files, 120 MB to create again.
 */
async function writeKeptIndex({ build, manifest, files }: NonNullable<ReturnType<typeof keptSearchIndex>>, target: SideTarget): Promise<WrittenFiles> {
  const previous = target.previous === undefined ? undefined : indexIn(target.previous);
  // The same build: the output compares each file where it lies, and keeps it.
  const linkFrom = previous?.build === build ? undefined : previous;
  let bytes = Buffer.byteLength(manifest);
  for (const [, , contents] of files) bytes += contents.byteLength;
  if (linkFrom) {
    // The new folder whole beside the output, its files linked where they hold the same bytes and
    // written otherwise, one at a time: the output takes it in with one rename.
    mkdirSync(join(target.dir, buildFolder(build)), { recursive: true });
    for (const [kind, n, contents] of files) {
      const file = join(target.dir, searchFilePath(kind, build, n));
      if (!linkSame(join(linkFrom.root, searchFilePath(kind, linkFrom.build, n)), file, contents)) writeFileSync(file, contents);
    }
  } else await Promise.all(files.map(([kind, n, contents]) => target.write(searchFilePath(kind, build, n), contents)));
  await target.write(MANIFEST_PATH, manifest);
  return { files: files.length + 1, bytes };
}

/**
 * A page's hash: its HTML's digest after the JSON of the rest, which holds no newline. Escaping
 * the HTML into the JSON cost more than hashing it (as for render keys, page-key-parts.ts); its
 * digest is most often known already (text-digests.ts).
 */
function pageHash(page: SearchPage, digests: TextDigests): string {
  return createHash('sha256').update(JSON.stringify({ ...page, html: undefined })).update('\n').update(digests.digest(page.html)).digest('base64');
}

/** The hash of the mode, the options and each page's hash. */
function searchKey(mode: SearchGraph['mode'], options: SearchIndexOptions, hashes: readonly string[]): string {
  const hash = createHash('sha256').update(JSON.stringify([mode, options]));
  for (const page of hashes) hash.update(page);
  return hash.digest('hex');
}
