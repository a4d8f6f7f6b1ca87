/**
 * The search index's worker thread (see index-job.ts): takes the searchable pages in batches while
 * the main thread renders, and writes each search file into the output folder as soon as it is
 * complete, under a temporary name until the build hash that names it is known. The index is
 * never held whole as text, nor copied back to the main thread.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { SearchIndexBuilder, searchFilePath, type SearchFileKind } from './build-index.ts';
import { MANIFEST_PATH } from '../../runtime/search/format.ts';
import type { SearchJobReply, SearchJobRequest, SearchWorkerData } from './index-job.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: search-worker.js runs only as a worker thread');
const { mode, dir, options } = workerData as SearchWorkerData;
const partPath = (kind: SearchFileKind, n: number) => join(dir, 'search', `.${kind}-${n}.part`);
const written: Array<{ kind: SearchFileKind; n: number }> = [];
let bytes = 0;
mkdirSync(dirname(partPath('docs', 0)), { recursive: true });
const builder = new SearchIndexBuilder(
  mode,
  (kind, n, contents) => {
    writeFileSync(partPath(kind, n), contents);
    written.push({ kind, n });
    bytes += Buffer.byteLength(contents);
  },
  options,
);

port.on('message', (message: SearchJobRequest) => {
  let reply: SearchJobReply;
  try {
    if (message.type === 'pages') {
      for (const page of message.pages) builder.addPage(page);
      reply = { type: 'added' };
    } else {
      const manifest = builder.finish();
      for (const { kind, n } of written) renameSync(partPath(kind, n), join(dir, searchFilePath(kind, manifest.build, n)));
      const contents = JSON.stringify(manifest);
      writeFileSync(join(dir, MANIFEST_PATH), contents);
      reply = { type: 'written', files: written.length + 1, bytes: bytes + Buffer.byteLength(contents) };
    }
  } catch (error) {
    reply = { type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
