import { readdir, rename, rm } from 'node:fs/promises';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { unlinkIfThere, WriteQueue, type WriteQueueOptions } from './write-queue.ts';
import { sameContents, sameFile, writePartsFile, type PartSpan } from './unchanged-file.ts';
import type { TextParts } from '../render/site-file.ts';
import { removeInBackground, type Claim } from './remove-in-background.ts';
import { InternalError } from '../diagnostics/diagnostic.ts';

/** Where a side writer (search, indexed on a thread) puts its files: a folder of its own, or one file at a time. */
export interface SideTarget {
  /** A folder the writer may fill itself; its files join the output at commit. */
  dir: string;
  /** Writes one file at `path` (relative to `dir`) into the output, as the pages are. */
  write(path: string, contents: string | Uint8Array): Promise<void>;
  /** The same folder in the output being replaced, when there is one: files of the same bytes may be linked from there. */
  previous?: string;
}

/** What a prepared staging folder's thread did (PreparedStaging.stop()), as site paths. */
export interface StagingMade {
  folders: ReadonlySet<string>;
  /** Files it was asked to link and could not: the build places those itself. */
  unlinked: readonly string[];
  /** Files a spare held that it kept (the last output has them): those the build did not place are removed at commit. */
  kept: readonly string[];
}

/** A staging folder whose folders are being made ahead of the pages, its links made beside the build (cli/exec/staging-folders.ts). */
export interface PreparedStaging {
  /** stagingPath() of the output it is for. */
  readonly path: string;
  /** Whether it is a spare (spareOf()): it holds files already, hard links of the output's among them, so each file is replaced, never written through. */
  readonly recycled: boolean;
  /** Resolves once nothing but this build writes in it: the files of a spare the last output does not have are gone. */
  ready(): Promise<void>;
  /** Whether the folder at `sitePath` (`/a/b`) is made. */
  has(sitePath: string): boolean;
  /** Links the output's file at `sitePath` into staging, soon: stop() says if it could not. */
  link(sitePath: string): void;
  /** Makes no more folders, and resolves once every link asked for is made or given up. */
  stop(): Promise<StagingMade>;
}

/** Where the keyed parts of the output being replaced's file at a site path lie in it, by key, while that file is as its build left it (PlacedOutput's `spans`). */
export type PartSpans = (sitePath: string) => ReadonlyMap<string, readonly [offset: number, length: number]> | undefined;

/** What a committed build put in the output: enough to list it without walking it (the build record). */
export interface PlacedOutput {
  /** The build left the output as it was: every file the same (see commit). */
  untouched: boolean;
  /** Site paths of the files written, copied or linked. */
  files: ReadonlySet<string>;
  /**
   * Those of `files` linked from the output replaced, which keep its files' inodes, sizes and
   * mtimes: with the stat of the file linked, read as its bytes were compared, or undefined for a
   * file kept (KeptFile), whose stat the executor found as its record has it.
   */
  linked: ReadonlyMap<string, Stats | undefined>;
  /** Folders copied from the static folder, which may be empty (`/` among them). */
  folders: ReadonlySet<string>;
  /** Side writers' folders moved in whole: their files are in none of the sets. */
  moved: ReadonlySet<string>;
  /** Where the keyed parts of each file made part by part lie in it (writeParts), by site path. */
  spans: ReadonlyMap<string, PartSpan[]>;
}

/** The folders holding these site paths (`/a/b/c.html`: `/a`, `/a/b`), the root aside. */
export function foldersOf(paths: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const path of paths) for (let dir = dirname(path); dir !== '/' && !folders.has(dir); dir = dirname(dir)) folders.add(dir);
  return folders;
}

/** Where a build into `target` stages its output: a hidden sibling, named for the process that owns it (see removeStale). */
export function stagingPath(target: string): string {
  return join(dirname(target), `.${basename(target)}.tmp-${process.pid}-${Date.now().toString(36)}`);
}

/**
 * Where a rebuild's commit keeps the output it replaced, when most of its files were linked from
 * there: the next rebuild's staging folder (cli/exec/staging-folders.ts), which then has to make
 * and link only what changed, rather than a whole output of folders and links, while a deleter
 * removes the old one, every build.
 */
export function spareOf(target: string): string {
  return join(dirname(target), `.${basename(target)}.spare`);
}

/** The name a deleter gives a folder it takes over from a build into `target`: an old output's, for removeStale. */
function deleterClaim(target: string): Claim {
  return { prefix: join(dirname(target), `.${basename(target)}.tmp-`), suffix: `-${Date.now().toString(36)}-old` };
}

/**
 * A build writes into a fresh sibling folder and swaps it in only when everything succeeded, so
 * a failed or interrupted build leaves the previous output exactly as it was. A file whose bytes
 * the previous output has already is linked from there instead of written: it keeps its mtime,
 * so deploy tools that sync by date or size upload only what changed. Until a file differs,
 * nothing is made: a build that changes nothing leaves the previous output in place, untouched.
 */
export class OutputDir {
  readonly staging: string;
  /** Side writers' own folder, merged into staging at commit. */
  private readonly side: string;
  private readonly queue: WriteQueue;
  /** Site paths written or linked here; other files in `side` are side writers'. */
  private readonly placed = new Set<string>();
  /** Folders copied from the static folder, which may be empty. */
  private readonly folders = new Set<string>();
  /** Side writers' folders moved in whole (moveNewFolder). */
  private readonly moved = new Set<string>();
  /** Placed paths linked from the previous output (PlacedOutput's `linked`). */
  private readonly linked = new Map<string, Stats | undefined>();
  /** PlacedOutput's `spans`. */
  private readonly spans = new Map<string, PartSpan[]>();
  /** Whether commit() left the target as it was. */
  private untouched = false;
  /** What staging will hold of the previous output (links, folders), made only once a file differs; undefined once it is. */
  private deferred: Array<() => void> | undefined = [];
  /** Whether there is a previous output to compare files with: a first build's have nothing to be the same as. */
  private readonly hasPrevious: boolean;

  /**
   * `prepared`: a staging folder of `target` whose folders are made ahead; those this build leaves
   * empty are removed at commit. `thread`: starts a thread to write the files on (WriteQueue).
   */
  constructor(
    readonly target: string,
    private readonly prepared?: PreparedStaging,
    thread?: WriteQueueOptions['thread'],
  ) {
    this.staging = prepared?.path ?? stagingPath(target);
    this.side = `${this.staging}-side`;
    this.hasPrevious = existsSync(target);
    const staging = this.staging;
    this.queue = new WriteQueue({ thread, replace: prepared?.recycled, ...(prepared && { made: (dir) => dir.startsWith(staging) && prepared.has(dir.slice(staging.length)) }) });
  }

  /**
   * Hands what builds into the same target left behind when they were killed (a CI timeout, an
   * out-of-memory kill) to a deleter: staging folders, and old outputs mid-swap, whose pid no
   * longer runs. A concurrent build's folder stays, and so does one a deleter is removing, which
   * carries the deleter's pid (removeInBackground).
   */
  async removeStale(): Promise<void> {
    const dir = dirname(this.target);
    const names = await readdir(dir).catch(() => [] as string[]);
    const prefix = `.${basename(this.target)}.tmp-`;
    await Promise.all(
      names.map(async (name) => {
        const rest = name.startsWith(prefix) ? name.slice(prefix.length) : '';
        const pid = Number(/^(\d+)-[0-9a-z]+(?:-old|-side)?$/.exec(rest)?.[1] ?? NaN);
        if (Number.isNaN(pid) || pid === process.pid || isRunning(pid)) return;
        await removeInBackground(join(dir, name), deleterClaim(this.target));
      }),
    );
  }

  /** A side writer's target under `prefix` (a locale's folder), or the root. */
  sideTarget(prefix = ''): SideTarget {
    return {
      dir: join(this.side, prefix),
      write: async (path, contents) => {
        await this.write(join('/', prefix, path), contents);
      },
      ...(this.hasPrevious && { previous: join(this.target, prefix) }),
    };
  }

  /** Queues the file; the promise settles once it is under way (see WriteQueue), not written, with its size in bytes. */
  write(path: string, contents: string | Uint8Array): Promise<number> {
    const sitePath = absoluteSitePath(path);
    const existing = this.placedPath(sitePath);
    // With nothing to compare it with, text is encoded where it is written (WriteQueue.writeText()).
    if (typeof contents === 'string' && !this.hasPrevious) {
      this.materialize();
      return this.queue.writeText(this.staging + sitePath, contents);
    }
    // Encoded once, for the comparison and the write.
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    const same = this.hasPrevious ? sameContents(existing, bytes) : undefined;
    if (same) {
      this.reuse(sitePath, same);
      return Promise.resolve(bytes.byteLength);
    }
    this.materialize();
    return this.queue.write(this.staging + sitePath, bytes).then(() => bytes.byteLength);
  }

  /**
   * Writes text made part by part (TextParts) without holding it whole: into the side writers'
   * folder first, compared meanwhile with the previous output's file, then linked from there when
   * the same, else moved into staging. `spans` says where the keyed parts of the previous
   * output's file lie in it, when it is as the build that wrote it left it: those parts are copied
   * from there. Returns its size in bytes.
   */
  writeParts(path: string, parts: TextParts, spans?: PartSpans): number {
    const sitePath = absoluteSitePath(path);
    const existing = this.placedPath(sitePath);
    const written = this.side + sitePath;
    mkdirSync(dirname(written), { recursive: true });
    const { size, same, spans: made } = writePartsFile(written, parts, this.hasPrevious ? existing : undefined, spans?.(sitePath));
    if (made.length > 0) this.spans.set(sitePath, made);
    if (same) {
      rmSync(written);
      this.reuse(sitePath, same);
      return size;
    }
    this.materialize();
    const target = this.staging + sitePath;
    mkdirSync(dirname(target), { recursive: true });
    renameSync(written, target);
    return size;
  }

  /** Links the output being replaced's file at `path`, known to hold what this build would write there (KeptFile). */
  keep(path: string): void {
    const sitePath = absoluteSitePath(path);
    if (!this.hasPrevious) throw new InternalError(`sitegen: ${sitePath} was kept, but there is no previous output to keep it from`);
    this.placedPath(sitePath);
    this.reuse(sitePath);
  }

  /** The file at `sitePath` (absolute: absoluteSitePath()) in the output being replaced, noted as placed. */
  private placedPath(sitePath: string): string {
    this.placed.add(sitePath);
    return this.target + sitePath;
  }

  /** Links the previous output's file at `sitePath` (placed) into staging; `stat`: its stat, when read. */
  private reuse(sitePath: string, stat?: Stats): void {
    const link = () => {
      if (this.prepared) {
        this.prepared.link(sitePath);
        this.linked.set(sitePath, stat);
      } else if (this.queue.reuse(this.target + sitePath, this.staging + sitePath)) this.linked.set(sitePath, stat);
    };
    if (this.deferred) this.deferred.push(link);
    else link();
  }

  /** Makes staging hold what was deferred: from now on it is the output. */
  private materialize(): void {
    const deferred = this.deferred;
    if (!deferred) return;
    this.deferred = undefined;
    mkdirSync(this.staging, { recursive: true });
    for (const make of deferred) make();
  }

  /**
   * Copies `source` into the output, before any page is written. Synchronously: the build has
   * nothing else to do meanwhile, and Node's promise-based cp took three times as long (15 against
   * 5 ms for the consultancy site's static folder).
   */
  copyFolder(source: string, sitePath = '/'): void {
    if (!existsSync(source)) return;
    const folder = join(this.staging, sitePath);
    this.folders.add(join('/', sitePath));
    if (this.deferred) this.deferred.push(() => mkdirSync(folder, { recursive: true }));
    else mkdirSync(folder, { recursive: true });
    for (const entry of readdirSync(source, { withFileTypes: true })) {
      const from = join(source, entry.name);
      const to = join(sitePath, entry.name);
      // Symbolic links are followed, as the copy always did.
      if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(from).isDirectory())) this.copyFolder(from, to);
      else this.copyFile(from, to);
    }
  }

  /** Copies one file into the output at `sitePath`, as copyFolder does, before any page is written. */
  copyFile(source: string, path: string): void {
    const sitePath = absoluteSitePath(path);
    const existing = this.placedPath(sitePath);
    const target = this.staging + sitePath;
    const same = this.hasPrevious ? sameFile(existing, source) : undefined;
    if (same) return this.reuse(sitePath, same);
    this.materialize();
    mkdirSync(dirname(target), { recursive: true });
    if (this.prepared?.recycled) unlinkIfThere(target);
    copyFileSync(source, target);
  }

  /** Moves the files side writers put in their folder into the output: linked from the previous output where it has the same bytes. */
  private mergeSideFiles(dir = this.side): void {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!this.moveNewFolder(file)) this.mergeSideFiles(file);
        continue;
      }
      const sitePath = join('/', relative(this.side, file));
      if (this.placed.has(sitePath)) continue;
      const existing = this.placedPath(sitePath);
      const target = this.staging + sitePath;
      const same = this.hasPrevious ? sameFile(existing, file) : undefined;
      if (same) {
        this.reuse(sitePath, same);
        continue;
      }
      this.materialize();
      mkdirSync(dirname(target), { recursive: true });
      renameSync(file, target);
    }
  }

  /**
   * Moves a side writer's folder into staging in one rename when neither the previous output nor
   * staging has it, so no file of it can be linked or already placed: a search index's build
   * folder, thousands of files, new with every change. Its files are not noted as placed: staging
   * is the output from now on, so no path is compared with the previous output's any more.
   */
  private moveNewFolder(folder: string): boolean {
    const sitePath = join('/', relative(this.side, folder));
    if (existsSync(join(this.target, sitePath)) || existsSync(join(this.staging, sitePath))) return false;
    this.materialize();
    const target = join(this.staging, sitePath);
    mkdirSync(dirname(target), { recursive: true });
    renameSync(folder, target);
    this.moved.add(sitePath);
    return true;
  }

  /** Whether the previous output holds exactly the paths placed now (its files' bytes were compared as they were placed). */
  private async sameTree(): Promise<boolean> {
    const found = await readdir(this.target, { recursive: true, withFileTypes: true }).catch(() => undefined);
    if (!found) return false;
    const folders = foldersOf(this.placed);
    for (const dir of this.folders) if (dir !== '/') folders.add(dir);
    let files = 0;
    let dirs = 0;
    for (const entry of found) {
      const path = join('/', relative(this.target, join(entry.parentPath, entry.name)));
      const isDir = entry.isDirectory();
      if (!(isDir ? folders : this.placed).has(path)) return false;
      if (isDir) dirs++;
      else files++;
    }
    return files === this.placed.size && dirs === folders.size;
  }

  /**
   * Atomically replaces the target: rename the old one away, rename staging in; the old one is
   * deleted by a process of its own, as this one has nothing to wait for. A build whose every
   * file the target already has leaves the target as it is.
   */
  async commit(): Promise<void> {
    await this.queue.flush();
    if (existsSync(this.side)) {
      this.mergeSideFiles();
      rmSync(this.side, { recursive: true, force: true });
    }
    if (this.deferred && (await this.sameTree())) {
      this.untouched = true;
      if (this.prepared) {
        await this.prepared.stop();
        await this.keepAsSpare(this.staging);
      }
      return;
    }
    this.materialize();
    await this.queue.flush();
    await this.removeUnused();
    const old = `${this.staging}-old`;
    const hadOld = existsSync(this.target);
    if (hadOld) await rename(this.target, old);
    try {
      await rename(this.staging, this.target);
    } catch (error) {
      if (hadOld) await rename(old, this.target);
      throw error;
    }
    // Most of its files are the new output's, linked: the next rebuild's staging, made in a fraction of the time.
    if (hadOld && this.prepared && this.linked.size * 2 >= this.placed.size) await this.keepAsSpare(old);
    else if (hadOld) await removeInBackground(old, deleterClaim(this.target));
    // A build without a record of the last (a first one, `--no-cache`) leaves no spare of an earlier output behind.
    if (!this.prepared && existsSync(spareOf(this.target))) await removeInBackground(spareOf(this.target), deleterClaim(this.target));
  }

  /** Keeps `folder` as the target's spare (spareOf()); deletes it when the target has one already (another build's). */
  private async keepAsSpare(folder: string): Promise<void> {
    const spare = spareOf(this.target);
    if (!existsSync(spare)) {
      try {
        renameSync(folder, spare);
        return;
      } catch {
        // Made meanwhile: this one goes.
      }
    }
    await removeInBackground(folder, deleterClaim(this.target));
  }

  /** What commit() put in the target. */
  placement(): PlacedOutput {
    return { untouched: this.untouched, files: this.placed, linked: this.linked, folders: this.folders, moved: this.moved, spans: this.spans };
  }

  /**
   * Places the files the prepared staging could not link (copied where a link is not possible),
   * then removes the folders made ahead that this build left empty: those of routes it no longer
   * has, or of the last search index. Deepest first; one that holds something stays.
   */
  private async removeUnused(): Promise<void> {
    if (!this.prepared) return;
    const { folders: made, unlinked, kept } = await this.prepared.stop();
    for (const sitePath of unlinked) if (!this.queue.reuse(this.target + sitePath, this.staging + sitePath)) this.linked.delete(sitePath);
    // A spare's files of routes this build no longer has.
    for (const sitePath of kept) if (!this.placed.has(sitePath)) unlinkIfThere(this.staging + sitePath);
    const used = foldersOf([...this.placed, ...this.moved]);
    const unused = [...made].filter((dir) => !used.has(dir) && !this.folders.has(dir) && !this.moved.has(dir));
    for (const dir of unused.sort().reverse()) {
      try {
        rmdirSync(this.staging + dir);
      } catch {
        // Not empty: something this build put there.
      }
    }
  }

  async discard(): Promise<void> {
    await this.prepared?.stop();
    await this.queue.flush().catch(() => {});
    await Promise.all([rm(this.staging, { recursive: true, force: true }), rm(this.side, { recursive: true, force: true })]);
  }
}

/** Segments a path.join() would change: empty, `.` or `..`. */
const UNCLEAN = /\/\.{0,2}(?:\/|$)/;

/**
 * `path` as an absolute site path (`/a/b.html`): as it is when it already is one, as the
 * renderer's paths are; path.join() on every file cost a tenth of a large build's writing.
 */
function absoluteSitePath(path: string): string {
  return path.startsWith('/') && !UNCLEAN.test(path) ? path : join('/', path);
}

/** Whether a process with this pid runs (EPERM: it does, as another user's). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
