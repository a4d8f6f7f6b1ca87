import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes files on libuv's thread pool while the caller goes on rendering, a bounded number at
 * once. Creating a file can block for a millisecond or more (a journal commit on a busy disk);
 * written one after another on the thread that renders, those waits added up to seconds.
 */
export class WriteQueue {
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly waiting: Array<() => void> = [];
  private readonly drained: Array<() => void> = [];
  private inFlight = 0;
  private failure?: { error: unknown };

  constructor(private readonly limit = 32) {}

  /** Resolves once the write is under way: at once, unless `limit` writes already are. */
  async write(file: string, contents: string | Uint8Array): Promise<void> {
    while (this.inFlight >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure) throw this.failure.error;
    this.inFlight++;
    const dir = dirname(file);
    let made = this.dirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      this.dirs.set(dir, made);
    }
    made
      .then(() => writeFile(file, contents))
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => {
        this.inFlight--;
        this.waiting.shift()?.();
        if (this.inFlight === 0) for (const resolve of this.drained.splice(0)) resolve();
      });
  }

  /** Waits for every write under way; rejects with the first that failed. */
  async flush(): Promise<void> {
    if (this.inFlight > 0) await new Promise<void>((resolve) => this.drained.push(resolve));
    if (this.failure) throw this.failure.error;
  }
}
