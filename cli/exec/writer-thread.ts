import { Worker } from 'node:worker_threads';
import type { FileThread } from '../emit/write-queue.ts';

/**
 * Writes the files it is sent (`[file, offset, length, …]`, their bytes at those places of the
 * shared ring), each batch answered with a message once written. A failed write is answered with
 * its error, and no later file is written.
 */
const WRITE_FILES = `
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');
const { parentPort, workerData: { ring } } = require('node:worker_threads');
const bytes = new Uint8Array(ring);
const made = new Set();
let failed = false;
parentPort.on('message', (batch) => {
  for (let i = 0; i < batch.length && !failed; i += 3) {
    const file = batch[i];
    try {
      const dir = dirname(file);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      writeFileSync(file, bytes.subarray(batch[i + 1], batch[i + 1] + batch[i + 2]));
    } catch (error) {
      failed = true;
      parentPort.postMessage({ error: { message: error.message, code: error.code, path: error.path } });
    }
  }
  parentPort.postMessage({ written: true });
});
`;

/** The ring's size: what waits to be written at most. A file over a quarter of it is written on the calling thread. */
const RING_BYTES = 2 * 1024 * 1024;
/** Files sent at once. */
const BATCH_FILES = 16;

interface Sent {
  /** The ring's bytes the batch holds, with any end of the ring skipped to keep a file whole. */
  span: number;
}

/**
 * A thread that writes a build's files while the calling thread renders: creating a file here
 * costs 0.1-0.2 ms of system time (ext4), more than rendering its page at 1,000 pages. The bytes
 * go through a ring of shared memory, so what waits to be written is bounded and leaves no garbage;
 * the caller waits once the ring is full.
 */
export class WriterThread implements FileThread {
  private readonly ring: SharedArrayBuffer;
  private readonly bytes: Uint8Array;
  private readonly worker: Worker;
  private readonly ended: Promise<void>;
  private batch: Array<string | number> = [];
  private batchSpan = 0;
  private readonly sent: Sent[] = [];
  /** Next free place, and bytes of the ring taken (sent or batched, not yet written). */
  private head = 0;
  private used = 0;
  private readonly freed: Array<() => void> = [];
  private failure?: { error: unknown };

  constructor(
    private readonly writeHere: (file: string, contents: Uint8Array) => void,
    private readonly ringBytes = RING_BYTES,
  ) {
    this.ring = new SharedArrayBuffer(ringBytes);
    this.bytes = new Uint8Array(this.ring);
    // Its heap holds a batch of paths at a time: kept small, as a large build's memory peaks while it writes.
    this.worker = new Worker(WRITE_FILES, { eval: true, workerData: { ring: this.ring }, resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 } });
    this.worker.on('message', (message: { written?: true; error?: { message: string; code?: string; path?: string } }) => {
      if (message.error) this.failure ??= { error: Object.assign(new Error(message.error.message), message.error) };
      if (message.written) this.used -= this.sent.shift()?.span ?? 0;
      for (const wake of this.freed.splice(0)) wake();
    });
    this.ended = new Promise((resolve) => {
      this.worker.once('error', (error) => {
        this.failure ??= { error };
        for (const wake of this.freed.splice(0)) wake();
      });
      this.worker.once('exit', () => {
        this.failure ??= { error: new Error('sitegen: the thread writing the output stopped') };
        for (const wake of this.freed.splice(0)) wake();
        resolve();
      });
    });
  }

  async write(file: string, contents: Uint8Array): Promise<void> {
    this.rethrow();
    if (contents.byteLength > this.ringBytes / 4) return this.writeHere(file, contents);
    // A file is kept whole: at the ring's end, the rest of it is skipped.
    const skip = this.head + contents.byteLength > this.ringBytes ? this.ringBytes - this.head : 0;
    const span = skip + contents.byteLength;
    while (this.used + span > this.ringBytes) {
      this.send();
      await new Promise<void>((resolve) => this.freed.push(resolve));
      this.rethrow();
    }
    const offset = skip > 0 ? 0 : this.head;
    this.bytes.set(contents, offset);
    this.head = offset + contents.byteLength;
    this.used += span;
    this.batchSpan += span;
    this.batch.push(file, offset, contents.byteLength);
    if (this.batch.length >= BATCH_FILES * 3) this.send();
  }

  /** Resolves once every file is written and the thread has ended; rejects with the first write that failed. */
  async close(): Promise<void> {
    this.send();
    while (this.sent.length > 0 && !this.failure) await new Promise<void>((resolve) => this.freed.push(resolve));
    const failure = this.failure;
    await this.worker.terminate();
    await this.ended;
    if (failure) throw failure.error;
  }

  private send(): void {
    if (this.batch.length === 0) return;
    this.worker.postMessage(this.batch);
    this.sent.push({ span: this.batchSpan });
    this.batch = [];
    this.batchSpan = 0;
  }

  private rethrow(): void {
    if (this.failure) throw this.failure.error;
  }
}
