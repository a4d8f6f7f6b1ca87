import { copyFileSync, linkSync, mkdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes files on a thread of their own (cli/exec/writer-thread.ts). */
export interface FileThread {
  /** Resolves once the file is handed over: at once, unless too many bytes wait to be written. */
  write(file: string, contents: Uint8Array): Promise<void>;
  /** write() for text, encoded as it is handed over; resolves with its size in bytes. */
  writeText(file: string, text: string): Promise<number>;
  /** Resolves once every file handed over is written and the thread has ended; rejects with the first write that failed. */
  close(): Promise<void>;
}

export interface WriteQueueOptions {
  /** Writes under way at once on the thread pool. */
  limit?: number;
  /** Average time of a write done here above which the queue turns to the thread pool. */
  slowWriteMs?: number;
  /** Whether a folder is known to exist already (made ahead): no mkdir for it. */
  made?: (dir: string) => boolean;
  /**
   * Whether a file may be there already, possibly a hard link of the output being replaced (a
   * spare staging folder, output-dir.ts): each is unlinked before it is written, never written
   * through, which would change that output's file too.
   */
  replace?: boolean;
  /**
   * Starts a thread to write on, handed every file after the first SAMPLE: a build writing that
   * many is writing a site, and a few files more are not worth a thread. `writeHere` writes a file
   * the thread will not take; `replace` is the queue's.
   */
  thread?: (writeHere: (file: string, contents: Uint8Array) => void, replace: boolean) => FileThread;
}

/** Writes done here before their average decides, or the queue turns to its thread. */
const SAMPLE = 64;
/** The average write above which writes go to libuv's thread pool: a build's pages take 0.2-0.4 ms each here; 0.5-0.9 ms right after the last output was deleted. */
const SLOW_WRITE_MS = 0.5;
/** Writes under way at once on the thread pool. */
const POOL_LIMIT = 32;

/**
 * Writes files for a thread that renders. Handed to libuv's thread pool, a file costs about
 * twice the CPU of one written here, mostly in this thread's promises. But creating a file can
 * also block for a millisecond or more (a busy journal; on ext4 without one, any file created
 * within a minute of many deletes), and written one after another here, those waits added up to
 * seconds. So files are written here while that is fast, and on the thread pool, a bounded
 * number at once, from the moment the average write turns slow; or, given one, on a thread of
 * their own (`thread`), whose writes cost this thread nothing.
 */
export class WriteQueue {
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly waiting: Array<() => void> = [];
  private readonly drained: Array<() => void> = [];
  private readonly limit: number;
  private readonly slowWriteMs: number;
  private readonly made: (dir: string) => boolean;
  private readonly replace: boolean;
  /** Until the thread is started: one per queue. */
  private startThread: WriteQueueOptions['thread'];
  private thread?: FileThread;
  private inFlight = 0;
  private failure?: { error: unknown };
  private here = true;
  private writtenHere = 0;
  private averageMs = 0;

  constructor(options: WriteQueueOptions = {}) {
    this.limit = options.limit ?? POOL_LIMIT;
    this.slowWriteMs = options.slowWriteMs ?? SLOW_WRITE_MS;
    this.made = options.made ?? (() => false);
    this.startThread = options.thread;
    this.replace = options.replace ?? false;
  }

  /** Whether writes are still done on the calling thread. */
  get writesHere(): boolean {
    return this.here;
  }

  /** Resolves once the file is written, or under way on the thread pool: at once, unless `limit` writes already are. */
  async write(file: string, contents: string | Uint8Array): Promise<void> {
    this.rethrow();
    const thread = this.startedThread();
    if (thread) return thread.write(file, typeof contents === 'string' ? Buffer.from(contents) : contents).catch(this.failed);
    if (this.here) return this.writeHere(file, contents);
    while (this.inFlight >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.rethrow();
    this.inFlight++;
    const dir = dirname(file);
    let made = this.dirs.get(dir);
    if (!made) {
      made = this.made(dir) ? Promise.resolve() : mkdir(dir, { recursive: true });
      this.dirs.set(dir, made);
    }
    made
      .then(() => (this.replace ? unlink(file).catch(ignoreMissing) : undefined))
      .then(() => writeFile(file, contents))
      .catch(this.noted)
      .finally(() => {
        this.inFlight--;
        this.waiting.shift()?.();
        if (this.inFlight === 0) for (const resolve of this.drained.splice(0)) resolve();
      });
  }

  /** write() for text, its size in bytes known once it is under way: on a thread, encoded straight into what the thread reads. */
  async writeText(file: string, text: string): Promise<number> {
    this.rethrow();
    const thread = this.startedThread();
    if (thread) return thread.writeText(file, text).catch(this.failed);
    const bytes = Buffer.from(text);
    await this.write(file, bytes);
    return bytes.byteLength;
  }

  /** The thread to write on, started once SAMPLE files were written here; undefined while they are not, or without one. */
  private startedThread(): FileThread | undefined {
    if (this.startThread && this.writtenHere >= SAMPLE) {
      this.here = false;
      this.thread = this.startThread((to, bytes) => this.writeHere(to, bytes), this.replace);
      this.startThread = undefined;
    }
    return this.thread;
  }

  /**
   * Puts `existing`, a file of the output being replaced, at `file` as it is: a hard link, so it
   * keeps its inode and mtime, and deploy tools that compare dates see it unchanged. Where links
   * are not possible, a copy with its times. Says whether it linked.
   */
  reuse(existing: string, file: string): boolean {
    this.rethrow();
    try {
      // Off this thread, the folder's mkdir may still be under way.
      if (this.here) this.makeDir(file);
      else if (!this.made(dirname(file))) mkdirSync(dirname(file), { recursive: true });
      if (this.replace) unlinkIfThere(file);
      try {
        linkSync(existing, file);
        return true;
      } catch {
        copyFileSync(existing, file);
        const { atime, mtime } = statSync(existing);
        utimesSync(file, atime, mtime);
        return false;
      }
    } catch (error) {
      this.failure = { error };
      throw error;
    }
  }

  private makeDir(file: string): void {
    const dir = dirname(file);
    if (!this.dirs.has(dir)) {
      if (!this.made(dir)) mkdirSync(dir, { recursive: true });
      this.dirs.set(dir, Promise.resolve());
    }
  }

  private writeHere(file: string, contents: string | Uint8Array): void {
    const started = performance.now();
    try {
      this.makeDir(file);
      if (this.replace) unlinkIfThere(file);
      writeFileSync(file, contents);
    } catch (error) {
      this.failure = { error };
      throw error;
    }
    // The average of every write so far: a stall (the kernel writing back) does not decide alone.
    this.averageMs += (performance.now() - started - this.averageMs) / ++this.writtenHere;
    if (this.writtenHere >= SAMPLE && this.averageMs > this.slowWriteMs) this.here = false;
  }

  /** Waits for every write under way, and ends the thread; rejects with the first that failed. */
  async flush(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    await thread?.close().catch(this.noted);
    if (this.inFlight > 0) await new Promise<void>((resolve) => this.drained.push(resolve));
    this.rethrow();
  }

  private readonly noted = (error: unknown): void => {
    this.failure ??= { error };
  };

  private readonly failed = (error: unknown): never => {
    this.noted(error);
    throw error;
  };

  private rethrow(): void {
    if (this.failure) throw this.failure.error;
  }
}

/** Unlinks the file if there is one. */
export function unlinkIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    ignoreMissing(error);
  }
}

/** Rethrows anything but a missing file: a file that could not be unlinked must not be written through. */
function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
