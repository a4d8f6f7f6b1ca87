import { rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { foldersOf, stagingPath, type PreparedStaging, type StagingMade } from '../emit/output-dir.ts';
import type { LastOutput } from './render-cache.ts';

/**
 * Makes the folders in order, each made counted in `made[0]`, until one fails or `made[1]` asks
 * it to stop. A thread of its own: a chain of mkdirs on libuv's pool advanced only when this
 * thread's event loop came round, and the content stage keeps it busy for a second at a time.
 * Then links the files it is sent (site paths, in batches) from the output into staging, a
 * folder made first where one is missing, until sent null: it answers with those it could not link.
 */
const MAKE_FOLDERS = `
const { linkSync, mkdirSync } = require('node:fs');
const { dirname } = require('node:path');
const { parentPort, workerData: { path, target, folders, made } } = require('node:worker_threads');
try {
  mkdirSync(path);
  for (const folder of folders) {
    if (Atomics.load(made, 1) !== 0) break;
    try { mkdirSync(path + folder); } catch (error) { if (error.code !== 'EEXIST') throw error; }
    Atomics.add(made, 0, 1);
  }
} catch {}
const unlinked = [];
parentPort.on('message', (batch) => {
  if (batch === null) {
    parentPort.postMessage(unlinked);
    parentPort.close();
    return;
  }
  for (const file of batch) {
    try {
      linkSync(target + file, path + file);
    } catch (error) {
      try {
        if (error.code !== 'ENOENT') throw error;
        mkdirSync(dirname(path + file), { recursive: true });
        linkSync(target + file, path + file);
      } catch {
        unlinked.push(file);
      }
    }
  }
});
`;

/** Files sent to the thread at once. */
const BATCH = 512;

/**
 * A rebuild's staging folder, its folders made ahead: those of the last output, on a thread of
 * their own while the content loads. A rebuild links most of its files from the last output, and
 * each folder they go in cost this thread a mkdir: 1,965 at 1,000 pages, 57-170 ms; 10,000
 * pages, 0.5-3 s, the most right after many deletes. One at a time: mkdirs in one parent folder
 * wait on each other, and four at once took twice the CPU of one. The links go to the same thread
 * as the build decides them, while it renders on: 43,000 at 10,000 pages, 0.5 s of this thread's.
 */
export class StagingFolders implements PreparedStaging {
  readonly path: string;
  private readonly folders: string[];
  /** Each folder's place in `folders`: it is made once the count reaches past it. */
  private readonly order = new Map<string, number>();
  private readonly made = new Int32Array(new SharedArrayBuffer(8));
  private readonly worker: Worker;
  private readonly done: Promise<void>;
  /** Links not yet sent, and every one sent: all are unlinked if the thread ends without saying. */
  private batch: string[] = [];
  private readonly sent: string[] = [];
  private stopped?: Promise<StagingMade>;

  constructor(last: LastOutput) {
    this.path = stagingPath(last.outDir);
    // Sorted: each after its parent.
    this.folders = [...foldersOf(last.stats.keys())].sort();
    this.folders.forEach((folder, i) => this.order.set(folder, i));
    const worker = new Worker(MAKE_FOLDERS, { eval: true, workerData: { path: this.path, target: last.outDir, folders: this.folders, made: this.made } });
    // It keeps the process alive only once waited for (stop()).
    worker.unref();
    this.worker = worker;
    this.done = new Promise((resolve) => {
      worker.once('exit', () => resolve());
      worker.once('error', () => resolve());
    });
  }

  has(sitePath: string): boolean {
    const at = this.order.get(sitePath);
    return at !== undefined && at < Atomics.load(this.made, 0);
  }

  link(sitePath: string): void {
    if (this.stopped) throw new Error(`sitegen: ${sitePath} was linked after the staging folder's thread stopped`);
    this.batch.push(sitePath);
    if (this.batch.length >= BATCH) this.send();
  }

  private send(): void {
    if (this.batch.length === 0) return;
    this.worker.postMessage(this.batch);
    this.sent.push(...this.batch);
    this.batch = [];
  }

  stop(): Promise<StagingMade> {
    this.stopped ??= (async () => {
      Atomics.store(this.made, 1, 1);
      this.send();
      this.worker.ref();
      let unlinked: readonly string[] = this.sent;
      this.worker.once('message', (answer: string[]) => (unlinked = answer));
      this.worker.postMessage(null);
      await this.done;
      return { folders: new Set(this.folders.slice(0, Atomics.load(this.made, 0))), unlinked };
    })();
    return this.stopped;
  }

  /** Stops, and removes the folder: for a build that fails before its output takes it. */
  async discard(): Promise<void> {
    await this.stop();
    await rm(this.path, { recursive: true, force: true });
  }
}
