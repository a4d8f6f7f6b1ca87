import { Worker } from 'node:worker_threads';
import type { FileThread } from '../emit/write-queue.ts';
import { workerScript } from './worker-script.ts';

/** The ring's size: what waits to be written at most. A file over a quarter of it is written on the calling thread. */
const RING_BYTES = 2 * 1024 * 1024;
/** Files sent at once. */
const BATCH_FILES = 16;

export interface WriterThreadOptions {
  /** @default 2 MiB */
  ringBytes?: number;
  /** The average write above which it writes on the thread pool (WriteQueue's). */
  slowWriteMs?: number;
  /** Unlink a file already there before writing it (WriteQueue's). */
  replace?: boolean;
}

/** What the thread is given (cli/exec/workers/writer-worker.ts). */
export interface WriterWorkerData {
  ring: SharedArrayBuffer;
  slowWriteMs?: number;
  replace: boolean;
}

/** Files to write: `[file, offset, length, …]`, their bytes at those places of the ring. */
export type WriterBatch = Array<string | number>;

export interface WriterAnswer {
  written?: true;
  closed?: true;
  error?: { message: string; code?: string; path?: string };
}

/**
 * A thread that writes a build's files while the calling thread renders: creating a file here
 * costs 0.02-0.2 ms of system time (ext4), as much as rendering its page at 1,000 pages. The bytes
 * go through a ring of shared memory, so what waits to be written is bounded and leaves no garbage;
 * the caller waits once the ring is full.
 */
export class WriterThread implements FileThread {
  private readonly ringBytes: number;
  private readonly bytes: Uint8Array;
  /** The ring as a Buffer, to encode text into. */
  private readonly ring: Buffer;
  private readonly worker: Worker;
  private readonly ended: Promise<void>;
  private batch: WriterBatch = [];
  private batchSpan = 0;
  /** The ring's bytes each batch sent holds, with any end of the ring skipped to keep a file whole. */
  private readonly sent: number[] = [];
  /** Next free place, and bytes of the ring taken (sent or batched, not yet written). */
  private head = 0;
  private used = 0;
  private closed = false;
  private exited = false;
  private readonly freed: Array<() => void> = [];
  private failure?: { error: unknown };

  constructor(
    private readonly writeHere: (file: string, contents: Uint8Array) => void,
    options: WriterThreadOptions = {},
  ) {
    this.ringBytes = options.ringBytes ?? RING_BYTES;
    const ring = new SharedArrayBuffer(this.ringBytes);
    this.bytes = new Uint8Array(ring);
    this.ring = Buffer.from(ring);
    // Its heap holds a batch of paths, and on the pool the copies under way: kept small, as a large build's memory peaks while it writes.
    this.worker = new Worker(workerScript('writer-worker'), {
      workerData: { ring, slowWriteMs: options.slowWriteMs, replace: options.replace ?? false } satisfies WriterWorkerData,
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 },
    });
    this.worker.on('message', (answer: WriterAnswer) => {
      if (answer.error) this.failure ??= { error: Object.assign(new Error(answer.error.message), answer.error) };
      if (answer.written) this.used -= this.sent.shift() ?? 0;
      if (answer.closed) this.closed = true;
      this.wake();
    });
    this.worker.once('error', (error) => {
      this.failure ??= { error };
      this.wake();
    });
    this.ended = new Promise((resolve) => {
      this.worker.once('exit', () => {
        this.exited = true;
        this.failure ??= { error: new Error('sitegen: the thread writing the output stopped') };
        this.wake();
        resolve();
      });
    });
  }

  async writeText(file: string, text: string): Promise<number> {
    this.rethrow();
    // Into the ring where it fits as it is, before anything waits: no buffer of its own to make and copy from.
    const room = Math.min(this.ringBytes - this.head, this.ringBytes - this.used, this.ringBytes / 4);
    if (text.length <= room) {
      const written = this.ring.write(text, this.head, room);
      // Characters that did not fit are left out whole: a short write is the whole text only if it is its length.
      if (written < room - 3 || written === Buffer.byteLength(text)) {
        this.take(file, this.head, written, written);
        return written;
      }
    }
    const bytes = Buffer.from(text);
    await this.write(file, bytes);
    return bytes.byteLength;
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
    this.take(file, offset, contents.byteLength, span);
  }

  /** Adds the file whose `length` bytes lie at `offset` of the ring to the batch, `span` bytes of the ring taken for it. */
  private take(file: string, offset: number, length: number, span: number): void {
    this.head = offset + length;
    this.used += span;
    this.batchSpan += span;
    this.batch.push(file, offset, length);
    if (this.batch.length >= BATCH_FILES * 3) this.send();
  }

  /** Resolves once every file is written and the thread has ended; rejects with the first write that failed. */
  async close(): Promise<void> {
    if (!this.exited) {
      this.send();
      this.worker.postMessage(null);
    }
    while (!this.closed && !this.exited) await new Promise<void>((resolve) => this.freed.push(resolve));
    const failure = this.failure;
    await this.worker.terminate();
    await this.ended;
    if (failure) throw failure.error;
  }

  private send(): void {
    if (this.batch.length === 0) return;
    this.worker.postMessage(this.batch);
    this.sent.push(this.batchSpan);
    this.batch = [];
    this.batchSpan = 0;
  }

  private wake(): void {
    for (const wake of this.freed.splice(0)) wake();
  }

  private rethrow(): void {
    if (this.failure) throw this.failure.error;
  }
}
