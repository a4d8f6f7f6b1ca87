/**
 * The search index's worker thread (see search-index.ts): takes the searchable pages in batches while
 * the main thread renders, and writes each search file into the output folder as soon as it is
 * complete, in a temporary folder renamed once the build hash that names it is known. The index is
 * never held whole as text, nor copied back to the main thread. A build with a cache folder has
 * the worker keep each file there too, a part at a time as it goes (search-keeper.ts), and what
 * it needs to patch the index after an edit; told to patch one, the worker gets no batches but
 * the pages patch-index.ts reads, and says so when the index to patch is not in the cache.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { SearchIndexBuilder, searchFilePath, type PatchState, type SearchFileKind } from '../../search/build-index.ts';
import { patchIndex } from '../../search/patch-index.ts';
import { MANIFEST_PATH, buildFolder, type SearchManifest } from '../../../runtime/search/format.ts';
import { WriteQueue } from '../../emit/write-queue.ts';
import { sameBytes } from '../../emit/unchanged-file.ts';
import { indexIn, linkFile, linkSame } from '../search-links.ts';
import { statOf } from '../file-stat.ts';
import { openCache } from '../cache.ts';
import { SearchKeeper, keptPatchBase, type KeepEntry, type PatchBase } from '../search-keeper.ts';
import type { SearchJobReply, SearchJobRequest, SearchWorkerData } from '../search-index.ts';

if (!parentPort) throw new Error('sitegen: search-worker.js runs only as a worker thread');
const port = parentPort;
/**
 * Below the main thread, which renders while this thread indexes and is a large build's critical
 * path then: this thread takes the core the main thread leaves, and the build waits for it only at
 * the end. Linux renices only the calling thread; elsewhere the call would lower the whole process.
 * Not on a build server (`hold`), whose rebuilds patch the index: there the patch starts as the
 * pages render and, below them, ended last; one edit of 10,000 pages, 8 alternated sets of 4:
 * 5.8 s against 6.3 s (the mean of the sets' medians). Once lowered, a thread cannot be raised
 * again without privileges, and a build server's worker is never lowered.
 */
const lowerPriority = () => process.platform === 'linux' && setPriority(10);
// The job comes with the first message: the worker may start before the build knows it (search-prestart.ts).
let mode!: SearchWorkerData['mode'];
let dir!: string;
let replacedOutput: string | undefined;
let replacedAsRecorded: SearchWorkerData['recorded'];
let options!: SearchWorkerData['options'];
let keep: KeepEntry | undefined;
// The files' paths relative to their build folder, written under this one until the hash is known.
let partFolder!: string;
let keeper: SearchKeeper | undefined;
let builder!: SearchIndexBuilder;
let count = 0;
/** Files the builder completed since they were last handed to the queue. */
let complete: Array<[file: string, contents: Uint8Array]> = [];
let bytes = 0;
let files = new WriteQueue();
/** Whether the sink writes each file at once, blocking this thread: while patching, which reads no pages meanwhile. */
let writeNow = false;
/**
 * On a build server, the index this worker kept in its last job, under its key: the next build's
 * patch of it starts from it rather than reading it back from the cache (search-prestart.ts
 * keeps the worker between builds).
 */
let held: { key: string; base: PatchBase } | undefined;
const sink = (kind: SearchFileKind, n: number, contents: Uint8Array) => {
  const file = join(dir, searchFilePath(kind, '.part', n));
  // Held until written, a 10,000-page patch's files raised the build's peak memory by their 120 MB.
  if (writeNow) {
    if (!linkedFromPrevious(kind, n, file, contents)) writeFileSync(file, contents);
  } else complete.push([file, contents]);
  keeper?.add(kind, n, contents);
  count++;
  bytes += contents.byteLength;
};

/**
 * While patching: the output being replaced and the build of its index, whose files of the same
 * bytes are linked, not written; with the files of the index patched when the output has them
 * as they were written (`kept`).
 */
let linkFrom: { root: string; build: string; kept?: Record<SearchFileKind, Uint8Array[]>; recorded?: ReadonlyMap<string, string> } | undefined;

/**
 * Links the file of the same name and bytes from the index in the output being replaced: a
 * patch copies most files as they were, and creating each again cost it most of its time. Its
 * files are never written in place (each build's folder is new), so a link shares nothing that
 * changes. Their bytes are the kept index's when it is the output's and the file is as recorded:
 * compared there, not read (a 1,000-page patch read 1,100 files). A file is known as recorded
 * from the staging folder's thread, or by its stat here when that thread had not yet looked at
 * every file as the patch began: a build on the build server often begins it first, and read
 * all 8,800 files of a 10,000-page index.
 */
function linkedFromPrevious(kind: SearchFileKind, n: number, file: string, contents: Uint8Array): boolean {
  if (!linkFrom) return false;
  const existing = join(linkFrom.root, searchFilePath(kind, linkFrom.build, n));
  if (!linkFrom.kept || (linkFrom.recorded && linkFrom.recorded.get(existing) !== statOf(existing))) return linkSame(existing, file, contents);
  const kept = linkFrom.kept[kind][n];
  return kept !== undefined && sameBytes(kept, contents) && linkFile(existing, file);
}

async function writeComplete(): Promise<void> {
  const batch = complete;
  complete = [];
  for (const [file, contents] of batch) await files.write(file, contents);
}

async function handle(message: Exclude<SearchJobRequest, { type: 'start' }>): Promise<SearchJobReply> {
  if (message.type === 'pages') {
    for (const page of message.pages) builder.addPage(page);
    await writeComplete();
    return { type: 'added' };
  }
  // The last files come at once, every term's postings: written as each is made, not held until all are.
  writeNow = true;
  return finishIndex(builder.finish(), builder.state);
}

/** Patches the index kept under `from.base`; a miss when it is not there, or cannot be patched. */
async function patch(entry: KeepEntry, from: NonNullable<KeepEntry['patchFrom']>): Promise<SearchJobReply> {
  let patched: ReturnType<typeof patchIndex>;
  try {
    const base = held?.key === from.base ? held.base : keptPatchBase(openCache(entry.cacheDir, { memory: false, version: entry.version }), entry.namespace, from.base);
    held = undefined;
    if (!base) return { type: 'missed' };
    writeNow = true;
    linkFrom = replacedOutput === undefined ? undefined : indexIn(replacedOutput);
    if (linkFrom && replacedAsRecorded && linkFrom.build === base.previous.manifest.build) {
      linkFrom.kept = { dict: base.dict, post: base.previous.post, docs: base.previous.docs };
      if (replacedAsRecorded !== true) linkFrom.recorded = replacedAsRecorded;
    }
    keeper?.reuse(base.parts);
    patched = patchIndex(base.previous, from.pages, mode, sink, options);
  } catch {
    // The index built from every page is the reference a patch must match: the worker that builds
    // it instead writes into the same folder, which must not keep a file of this one.
    rmSync(partFolder, { recursive: true, force: true });
    mkdirSync(partFolder, { recursive: true });
    return { type: 'missed' };
  }
  return finishIndex(patched.manifest, patched.state);
}

async function finishIndex(manifest: SearchManifest, state: PatchState | undefined): Promise<SearchJobReply> {
  await writeComplete();
  await files.flush();
  await rename(partFolder, join(dir, buildFolder(manifest.build)));
  const contents = JSON.stringify(manifest);
  await writeFile(join(dir, MANIFEST_PATH), contents);
  const written: SearchJobReply = { type: 'written', files: count + 1, bytes: bytes + Buffer.byteLength(contents) };
  if (!keeper) return written;
  // The output has the files: the main thread goes on while the last of them go into the cache.
  port.postMessage(written);
  // A cache that cannot be written misses next time.
  const kept = await keeper.finish(contents, state).catch(() => undefined);
  const base = kept && state && keeper.held(contents, state);
  held = base && { key: keep!.key, base };
  return { type: 'kept', kept };
}

// One message at a time, in order: a batch of pages may wait on the disk while the next arrives.
let handled = Promise.resolve();
const run = (work: () => Promise<SearchJobReply>) => {
  handled = handled
    .then(work)
    .catch((error: unknown): SearchJobReply => ({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
    .then((reply) => port.postMessage(reply));
};
function start(job: SearchWorkerData): void {
  ({ mode, dir, previous: replacedOutput, recorded: replacedAsRecorded, options, keep } = job);
  if (!job.hold) lowerPriority();
  // A worker kept by a build server starts each job afresh but for what it holds.
  count = bytes = 0;
  complete = [];
  files = new WriteQueue();
  writeNow = false;
  linkFrom = undefined;
  if (!keep?.patchFrom) held = undefined;
  partFolder = join(dir, buildFolder('.part'));
  keeper = keep && new SearchKeeper(keep, undefined, job.hold);
  mkdirSync(partFolder, { recursive: true });
  builder = new SearchIndexBuilder(mode, sink, options, keep?.patchable !== undefined);
  if (keep?.patchFrom) run(() => patch(keep!, keep!.patchFrom!));
}
port.on('message', (message: SearchJobRequest) => (message.type === 'start' ? start(message.job) : run(() => handle(message))));
