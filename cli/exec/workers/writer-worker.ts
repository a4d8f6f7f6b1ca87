/**
 * The writing thread (cli/exec/writer-thread.ts): writes the files it is sent, `[file, offset,
 * length, …]` with their bytes at those places of the shared ring, in order, through a WriteQueue
 * of its own (here while that is fast, on libuv's pool once it is slow). Each batch is answered
 * once its bytes are out of the ring; a failed write is answered with its error, and no later file
 * is written; `null` is answered once every write is done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { WriteQueue } from '../../emit/write-queue.ts';
import type { WriterAnswer, WriterBatch, WriterWorkerData } from '../writer-thread.ts';

const { ring, slowWriteMs, replace } = workerData as WriterWorkerData;
const bytes = new Uint8Array(ring);
const queue = new WriteQueue({ slowWriteMs, replace });
let failed = false;

const answer = (message: WriterAnswer) => parentPort!.postMessage(message);
const fail = (error: NodeJS.ErrnoException) => {
  if (failed) return;
  failed = true;
  answer({ error: { message: error.message, code: error.code, path: error.path } });
};

async function handle(batch: WriterBatch | null): Promise<void> {
  if (batch === null) {
    await queue.flush().catch(fail);
    return answer({ closed: true });
  }
  for (let i = 0; i < batch.length && !failed; i += 3) {
    const contents = bytes.subarray(batch[i + 1] as number, (batch[i + 1] as number) + (batch[i + 2] as number));
    // Written here, the bytes are read at once; on the pool, after their place in the ring is given back: a copy then.
    await queue.write(batch[i] as string, queue.writesHere ? contents : Buffer.from(contents)).catch(fail);
  }
  answer({ written: true });
}

let handled = Promise.resolve();
parentPort!.on('message', (batch: WriterBatch | null) => {
  handled = handled.then(() => handle(batch));
});
