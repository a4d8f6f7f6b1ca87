/**
 * The search index's worker thread (see index-job.ts): takes the searchable pages in batches while
 * the main thread renders, and writes each search file into the output folder as soon as it is
 * complete, under a temporary name until the build hash that names it is known. The index is
 * never held whole as text, nor copied back to the main thread.
 */
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { SearchIndexBuilder, searchFilePath, type SearchFileKind } from './build-index.ts';
import { MANIFEST_PATH } from '../../runtime/search/format.ts';
import { WriteQueue } from '../emit/write-queue.ts';
import { mapPool } from '../content/pool.ts';
import type { SearchJobReply, SearchJobRequest, SearchWorkerData } from './index-job.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: search-worker.js runs only as a worker thread');
const { mode, dir, options } = workerData as SearchWorkerData;
const partPath = (kind: SearchFileKind, n: number) => join(dir, 'search', `.${kind}-${n}.part`);
const written: Array<{ kind: SearchFileKind; n: number }> = [];
/** Files the builder completed since they were last handed to the queue. */
let complete: Array<[file: string, contents: string]> = [];
let bytes = 0;
const files = new WriteQueue();
mkdirSync(dirname(partPath('docs', 0)), { recursive: true });
const builder = new SearchIndexBuilder(
  mode,
  (kind, n, contents) => {
    complete.push([partPath(kind, n), contents]);
    written.push({ kind, n });
    bytes += Buffer.byteLength(contents);
  },
  options,
);

async function writeComplete(): Promise<void> {
  const batch = complete;
  complete = [];
  for (const [file, contents] of batch) await files.write(file, contents);
}

async function handle(message: SearchJobRequest): Promise<SearchJobReply> {
  if (message.type === 'pages') {
    for (const page of message.pages) builder.addPage(page);
    await writeComplete();
    return { type: 'added' };
  }
  const manifest = builder.finish();
  await writeComplete();
  await files.flush();
  await mapPool(written, 32, ({ kind, n }) => rename(partPath(kind, n), join(dir, searchFilePath(kind, manifest.build, n))));
  const contents = JSON.stringify(manifest);
  await writeFile(join(dir, MANIFEST_PATH), contents);
  return { type: 'written', files: written.length + 1, bytes: bytes + Buffer.byteLength(contents) };
}

// One message at a time, in order: a batch of pages may wait on the disk while the next arrives.
let handled = Promise.resolve();
port.on('message', (message: SearchJobRequest) => {
  handled = handled
    .then(() => handle(message))
    .catch((error: unknown): SearchJobReply => ({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
    .then((reply) => port.postMessage(reply));
});
