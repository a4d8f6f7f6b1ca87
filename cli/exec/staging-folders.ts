import { renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { foldersOf, spareOf, stagingPath, type PreparedStaging, type StagingMade } from '../emit/output-dir.ts';
import type { LastOutput } from './render-cache.ts';

/**
 * When `recycled` (the staging folder is a spare: an earlier output, cli/emit/output-dir.ts), first
 * deletes what it holds that the last output does not (files, and folders whole), keeping the
 * rest, and answers `ready` with the files and folders kept; the files are at most hard links of the
 * last output's.
 * Then makes the folders in order, each made counted in `made[0]`, until one fails or `made[1]`
 * asks it to stop. A thread of its own: a chain of mkdirs on libuv's pool advanced only when this
 * thread's event loop came round, and the content stage keeps it busy for a second at a time.
 * Then looks at every file of the last output (`listed`), saying on `check` which no longer have
 * the stat its build recorded (`recorded`): the build keeps the others without a stat of its own.
 * Then links the files it is sent (site paths, in batches) from the output into staging, a
 * folder made first where one is missing, and a file there replaced unless it is that file
 * already, until sent null: it answers with those it could not link.
 */
const MAKE_FOLDERS = `
const { linkSync, lstatSync, mkdirSync, readdirSync, rmSync, statSync, unlinkSync } = require('node:fs');
const { dirname } = require('node:path');
const { parentPort, workerData: { path, target, folders, made, listed, recorded, recycled, check } } = require('node:worker_threads');
const files = recycled ? listed : undefined;
const kept = [];
const existing = new Set();
let fresh = !files;
if (files) {
  const wanted = new Set(files);
  const wantedFolders = new Set(folders);
  try {
    const walk = (site) => {
      for (const entry of readdirSync(path + site, { withFileTypes: true })) {
        const child = site + '/' + entry.name;
        if (entry.isDirectory()) {
          if (wantedFolders.has(child)) {
            existing.add(child);
            walk(child);
          } else rmSync(path + child, { recursive: true, force: true });
        } else if (wanted.has(child)) kept.push(child);
        else unlinkSync(path + child);
      }
    };
    walk('');
  } catch {
    // Whatever it holds now, the build replaces each file it writes: start from nothing.
    kept.length = 0;
    existing.clear();
    rmSync(path, { recursive: true, force: true });
    fresh = true;
  }
}
parentPort.postMessage({ ready: kept, folders: [...existing] });
try {
  if (fresh) mkdirSync(path);
  for (const folder of folders) {
    if (Atomics.load(made, 1) !== 0) break;
    if (!existing.has(folder)) try { mkdirSync(path + folder); } catch (error) { if (error.code !== 'EEXIST') throw error; }
    Atomics.add(made, 0, 1);
  }
} catch {}
const unlinked = [];
const keptFiles = new Set(kept);
// Which kept files are the output's own already, found while the build loads its content: most
// are, and checked as their links came, the links of the build's last files waited on it.
const linked = new Set();
const changed = [];
for (let i = 0; i < listed.length; i++) {
  const file = listed[i];
  let info;
  try { info = statSync(target + file, { throwIfNoEntry: false }); } catch {}
  // As statText() in file-stat.ts writes it.
  if (!info || !info.isFile() || info.size + '\0' + info.mtimeMs + '\0' + info.ino !== recorded[i]) changed.push(file);
  else if (keptFiles.has(file)) {
    try { if (lstatSync(path + file).ino === info.ino) linked.add(file); } catch {}
  }
}
check.postMessage(changed);
check.close();
parentPort.on('message', (batch) => {
  if (batch === null) {
    parentPort.postMessage({ unlinked });
    parentPort.close();
    return;
  }
  for (const file of batch) {
    try {
      if (linked.has(file)) continue;
      if (keptFiles.has(file)) unlinkSync(path + file);
      linkSync(target + file, path + file);
    } catch (error) {
      try {
        if (error.code === 'EEXIST') unlinkSync(path + file);
        else if (error.code === 'ENOENT') mkdirSync(dirname(path + file), { recursive: true });
        else throw error;
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
 *
 * Where the output has a spare (the one before the last, kept by the last build's commit), it is
 * taken as the staging folder: most of its files are hard links of the last output's already, and
 * its folders are there, so the thread makes and links only what changed since, and deletes only
 * what the last build changed, not a whole output. Taken by a rename, so two builds never share one.
 */
export class StagingFolders implements PreparedStaging {
  readonly path: string;
  readonly recycled: boolean;
  private readonly folders: string[];
  /** Each folder's place in `folders`: it is made once the count reaches past it. */
  private readonly order = new Map<string, number>();
  private readonly made = new Int32Array(new SharedArrayBuffer(8));
  private readonly worker: Worker;
  private readonly done: Promise<void>;
  /** The spare's files kept, once the thread has cleared it. */
  private readonly cleared: Promise<readonly string[]>;
  /** The spare's folders kept (the last output has them): made from the start. */
  private readonly existing = new Set<string>();
  /** Links not yet sent, and every one sent: all are unlinked if the thread ends without saying. */
  private batch: string[] = [];
  private readonly sent: string[] = [];
  private stopped?: Promise<StagingMade>;
  private readonly check: MessagePort;
  private changed?: ReadonlySet<string>;

  constructor(last: LastOutput) {
    this.path = stagingPath(last.outDir);
    this.recycled = claim(spareOf(last.outDir), this.path);
    // Sorted: each after its parent.
    this.folders = [...foldersOf(last.stats.keys())].sort();
    this.folders.forEach((folder, i) => this.order.set(folder, i));
    const { port1, port2 } = new MessageChannel();
    this.check = port1;
    const workerData = { path: this.path, target: last.outDir, folders: this.folders, made: this.made, listed: [...last.stats.keys()], recorded: [...last.stats.values()], recycled: this.recycled, check: port2 };
    const worker = new Worker(MAKE_FOLDERS, { eval: true, workerData, transferList: [port2] });
    // It keeps the process alive only once waited for (stop()).
    worker.unref();
    this.worker = worker;
    this.done = new Promise((resolve) => {
      worker.once('exit', () => resolve());
      worker.once('error', () => resolve());
    });
    let answered = false;
    this.cleared = new Promise((resolve) => {
      worker.once('message', (answer: { ready: string[]; folders: string[] }) => {
        answered = true;
        for (const folder of answer.folders) this.existing.add(folder);
        resolve(answer.ready);
      });
      // A thread that ended before it said what a spare holds: nothing of it is kept.
      void this.done.then(async () => {
        if (!answered && this.recycled) await rm(this.path, { recursive: true, force: true });
        resolve([]);
      });
    });
  }

  /**
   * The last output's files whose stat is no longer the one its build recorded, once the thread
   * has looked at them all (a stat each: 43,000 at 10,000 pages, off this thread); undefined until then.
   */
  changedFiles(): ReadonlySet<string> | undefined {
    if (!this.changed) {
      const answer = receiveMessageOnPort(this.check);
      if (answer) {
        this.changed = new Set(answer.message as string[]);
        this.check.close();
      }
    }
    return this.changed;
  }

  ready(): Promise<void> {
    return this.cleared.then(() => undefined);
  }

  has(sitePath: string): boolean {
    if (this.existing.has(sitePath)) return true;
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
      const kept = await this.cleared;
      Atomics.store(this.made, 1, 1);
      this.send();
      this.worker.ref();
      let unlinked: readonly string[] = this.sent;
      this.worker.on('message', (answer: { unlinked?: string[] }) => {
        if (answer.unlinked) unlinked = answer.unlinked;
      });
      this.worker.postMessage(null);
      await this.done;
      return { folders: new Set([...this.existing, ...this.folders.slice(0, Atomics.load(this.made, 0))]), unlinked, kept };
    })();
    return this.stopped;
  }

  /** Stops, and removes the folder: for a build that fails before its output takes it. */
  async discard(): Promise<void> {
    await this.stop();
    await rm(this.path, { recursive: true, force: true });
  }
}

/** Renames the spare to `path`; false when there is none, or another build took it first. */
function claim(spare: string, path: string): boolean {
  try {
    renameSync(spare, path);
    return true;
  } catch {
    return false;
  }
}
