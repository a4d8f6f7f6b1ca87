/**
 * The search index's worker thread (see index-job.ts): takes the searchable pages in batches while
 * the main thread renders, then writes the search files into the output folder itself, so the
 * index never has to be copied back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SearchIndexBuilder } from './build-index.ts';
import { writeFilesSync, type SearchJobReply, type SearchJobRequest, type SearchWorkerData } from './index-job.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: search-worker.js runs only as a worker thread');
const { mode, options } = workerData as SearchWorkerData;
const builder = new SearchIndexBuilder(mode, options);

port.on('message', (message: SearchJobRequest) => {
  let reply: SearchJobReply;
  try {
    if (message.type === 'pages') {
      for (const page of message.pages) builder.addPage(page);
      reply = { type: 'added' };
    } else {
      reply = { type: 'written', ...writeFilesSync(message.dir, builder.files()) };
    }
  } catch (error) {
    reply = { type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
