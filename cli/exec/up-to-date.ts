import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { Cache } from './cache.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ResolvedConfig } from '../config/load.ts';
import type { WriteSummary } from '../emit/write-site.ts';
import { foldersOf, spareOf, type PlacedOutput } from '../emit/output-dir.ts';
import type { PartSpan } from '../emit/unchanged-file.ts';
import { importedPackagesHash, lockFilesHash } from './compile-keys.ts';
import { runtimeDir } from '../bundle/runtime-dir.ts';
import type { LastOutput } from './render-cache.ts';
import { racyWindowMs, statOf, statText } from './file-stat.ts';
import { serving } from './server/serving.ts';

const NAMESPACE = 'build-record';

/** Folders under the site root no build reads: packages (their lock files stand for them), Git's own files, the cache. */
const NEVER_READ = new Set(['node_modules', '.git', '.sitegen']);

/** What a build made and from what: enough to tell, next time, that building again would write the same output. */
export interface BuildRecord {
  /** When the build started, before it read anything (Date.now()). */
  startedAt: number;
  /** Every file under the site root (siteFileStats), as the build started. */
  siteFiles: string[];
  /** The Markdown files the build compiled, by their place in `siteFiles`: each one's digest (its bytes' SHA-256, hex) and the specifiers of its import lines, when known. */
  sources: Array<[at: number, digest: string, imports: string[] | null]>;
  /** Files outside the site root the build read (config imports, components, Markdown partials), with their stats. */
  outside: Array<[file: string, stat: string]>;
  /** Every entry of the output folder as the build left it: its path, and a file's size, mtime and inode. */
  output: string[];
  /** Each route's render key by its HTML file (render-cache.ts), for the next build to keep the routes whose key holds. */
  routes: Array<[file: string, key: string]>;
  /** Where the keyed parts of each file made part by part (/llms-full.txt) lie in it, for the next build to copy those whose key holds. */
  spans: Array<[file: string, spans: PartSpan[]]>;
  summary: WriteSummary;
  /** The diagnostics the build reported (warnings), reported again when nothing changed. */
  diagnostics: Diagnostic[];
}

export interface BuildScope {
  config: ResolvedConfig;
  mode: string;
  /** The locales asked for (`--locale`), undefined for all. */
  locales?: readonly string[];
  /** Whether the build reads Git's history (last update dates and authors). */
  readsHistory: boolean;
}

const sha1 = (bytes: Uint8Array | string) => createHash('sha1').update(bytes).digest('base64');

/** A config as text, its functions (plugins, hooks) by their source. */
const configText = (config: ResolvedConfig) => JSON.stringify(config, (_, value: unknown) => (typeof value === 'function' ? `fn:${String(value)}` : value instanceof Map ? [...value] : value));

/** The record's key: the build's options and config, the site's packages (importedPackagesHash too), and the commit its history is read at. */
async function recordKey({ config, mode, locales, readsHistory }: BuildScope): Promise<string> {
  const head = readsHistory ? await gitHead(config.root) : '';
  const packages = [lockFilesHash(config.root), importedPackagesHash(config.root, config.bundle?.packages ?? [])];
  return JSON.stringify([mode, locales ?? null, config.outDir, config.bundle?.hash ?? null, ...packages, head, sha1(configText(config))]);
}

function gitHead(cwd: string): Promise<string> {
  return new Promise((done) => execFile('git', ['rev-parse', 'HEAD'], { cwd }, (error, stdout) => done(error ? 'none' : stdout.trim())));
}

/**
 * The site's folder, its content and static folders where the config puts them outside it, and
 * sitegen's runtime, which the client is bundled from at each build (lib/'s hash in the cache's
 * entries stands for the rest of sitegen).
 */
function siteFolders({ root, contentDir, staticDir }: ResolvedConfig): string[] {
  return [root, ...[contentDir, staticDir].filter((dir) => relative(root, dir).startsWith('..')), runtimeDir()];
}

/**
 * Every file under the site's folders by its path, size, mtime and inode, but for those no build
 * reads: the output (and its staging folders and spare), the cache, packages (their lock files
 * stand for them) and Git's files.
 */
export async function siteFileStats(folders: readonly string[], outDir: string, cacheDir: string | undefined): Promise<string[]> {
  const spare = spareOf(outDir);
  const skip = (path: string) => path === outDir || path === cacheDir || path === spare || NEVER_READ.has(basename(path)) || (dirname(path) === dirname(outDir) && basename(path).startsWith(`.${basename(outDir)}.tmp-`));
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const walks: Promise<void>[] = [];
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (skip(path)) continue;
      // Linked folders are followed, as the build follows them.
      if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(path, { throwIfNoEntry: false })?.isDirectory())) walks.push(walk(path));
      else files.push(`${path}\0${statOf(path)}`);
    }
    await Promise.all(walks);
  };
  await Promise.all(folders.map((folder) => walk(folder)));
  return files.sort();
}

/** Every entry of an output folder as its path, and a file's size, mtime and inode: any change to it, a touch included, shows. */
function outputEntries(outDir: string): string[] | undefined {
  if (!statSync(outDir, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const found: string[] = [];
  walkEntries(found, outDir, '');
  return found.sort();
}

/** Adds the entries under `dir` to `found`, named from `prefix` (`a/b/`). */
function walkEntries(found: string[], dir: string, prefix: string): void {
  // Paths joined by hand: path.join() and relative() for each of thousands of files cost more than the stats.
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      found.push(`${name}/`);
      walkEntries(found, `${dir}${sep}${entry.name}`, `${name}/`);
    } else found.push(`${name}\0${statOf(`${dir}${sep}${entry.name}`)}`);
  }
}

/**
 * The output's entries as outputEntries() would find them, from what the build put there: a file
 * linked from the output it replaced keeps that file's stat (a hard link shares its inode), read
 * as its bytes were compared or, for a route kept, as the last record has it and the executor
 * found it. Only files made anew are stat'ed and folders moved in whole walked, where a walk of a
 * one-edit rebuild of 10,000 pages made 43,000 stats. A stat recorded wrong would only make the
 * next build do more: it compares each with the file. The stats are read now, while the output is
 * as the build left it; the entries are made when the returned function is called.
 */
function placedEntries(outDir: string, placed: PlacedOutput, last: ReadonlyMap<string, string> | undefined): () => string[] {
  const made = new Map<string, string>();
  for (const path of placed.files) {
    if (!placed.linked.get(path) && !(placed.linked.has(path) && last?.get(path))) made.set(path, statOf(outDir + path));
  }
  const walked: string[] = [];
  for (const dir of placed.moved) walkEntries(walked, outDir + dir, `${dir.slice(1)}/`);
  return () => {
    const found: string[] = [];
    for (const path of placed.files) {
      const linked = placed.linked.get(path);
      found.push(`${path.slice(1)}\0${linked ? statText(linked) : (made.get(path) ?? last!.get(path))}`);
    }
    const folders = foldersOf([...placed.files, ...placed.moved]);
    for (const dir of [...placed.folders, ...placed.moved]) if (dir !== '/') folders.add(dir);
    for (const dir of folders) found.push(`${dir.slice(1)}/`);
    for (const entry of walked) found.push(entry);
    return found.sort();
  };
}

/** The output's entries for the build's record, their stats read now: placedEntries() for a build that placed it; undefined without an output folder. */
function recordedOutput(outDir: string, placed: PlacedOutput | undefined, last: ReadonlyMap<string, string> | undefined): (() => string[]) | undefined {
  if (placed && !placed.untouched) return placedEntries(outDir, placed, last);
  const found = outputEntries(outDir);
  return found && (() => found);
}

/** Whether every file of a snapshot taken at `startedAt` had been modified for the last time before it, by more than a tick. */
function settled(entries: readonly string[], startedAt: number): boolean {
  const mtimes = entries.map((entry) => Number(entry.split('\0')[2]));
  const window = racyWindowMs(mtimes);
  return mtimes.every((ms) => ms < startedAt - window);
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((entry, i) => entry === b[i]);

/** Whether the output folder is there, exactly as a build recorded it. */
function sameOutput(outDir: string, recorded: readonly string[]): boolean {
  const output = outputEntries(outDir);
  return output !== undefined && same(output, recorded);
}

/** The last build's record when it still holds, and what this build's record is made of, taken before it reads anything. */
export interface BuildCheck {
  key: string;
  startedAt: number;
  siteFiles: string[];
  /** The last build's record, when building again would write the same output. */
  record?: BuildRecord;
  /** The last build's output as it left it, from its record (even when building again is needed). */
  last?: LastOutput;
  /** The Markdown files unchanged since the last build, by path: their stat the same, and settled before it started. */
  unchanged?: ReadonlyMap<string, RecordedSource>;
}

/**
 * Whether building again would write the output there is: the same options, config and packages,
 * every file of the site and those it read outside it holding the same bytes, and the output
 * folder exactly as that build left it. Undefined without a cache folder (`--no-cache`).
 */
export async function checkBuild(cache: Cache, scope: BuildScope): Promise<BuildCheck | undefined> {
  if (!cache.dir) return undefined;
  const { outDir } = scope.config;
  const startedAt = Date.now();
  const [key, siteFiles] = await Promise.all([recordKey(scope), siteFileStats(siteFolders(scope.config), outDir, cache.dir)]);
  const record = cache.get<BuildRecord>(NAMESPACE, key);
  // The output is walked last, only when the site is as it was: after an edit, 43,000 stats at 10,000 pages for nothing.
  const holds =
    record !== undefined &&
    same(siteFiles, record.siteFiles) &&
    sameOutput(outDir, record.output) &&
    record.outside.every(([file, stat]) => statOf(file) === stat) &&
    settled([...siteFiles, ...record.outside.map(([file, stat]) => `${file}\0${stat}`)], record.startedAt);
  if (holds) return { key, startedAt, siteFiles, record };
  return { key, startedAt, siteFiles, ...(record && { last: lastOutput(outDir, record), unchanged: unchangedFiles(siteFiles, record) }) };
}

/** A Markdown file as a build record has it: its bytes' digest, and the specifiers of its import lines (import-candidates.ts), when known. */
export interface RecordedSource {
  digest: string;
  imports?: string[];
}

/** What the last build recorded of the Markdown files whose stat is still the one it recorded, and settled before it started. */
function unchangedFiles(siteFiles: readonly string[], record: BuildRecord): Map<string, RecordedSource> {
  const unchanged = new Map<string, RecordedSource>();
  if (!record.sources) return unchanged;
  const now = new Set(siteFiles);
  const window = racyWindowMs(record.siteFiles.map((entry) => Number(entry.split('\0')[2])));
  for (const [at, digest, imports] of record.sources) {
    const entry = record.siteFiles[at];
    if (entry === undefined || !now.has(entry)) continue;
    const [file, , mtimeMs] = entry.split('\0');
    if (Number(mtimeMs) < record.startedAt - window) unchanged.set(file, { digest, ...(imports && { imports }) });
  }
  return unchanged;
}

/** What the last build's record says of its output: each route's render key, each file's stat by site path. */
function lastOutput(outDir: string, record: BuildRecord): LastOutput {
  const stats = new Map<string, string>();
  for (const entry of record.output) {
    const at = entry.indexOf('\0');
    if (at > 0) stats.set(`/${entry.slice(0, at)}`, entry.slice(at + 1));
  }
  return { outDir, routes: new Map(record.routes), stats, spans: new Map(record.spans) };
}

/**
 * Keeps what the build that just swapped its output in made, and from what (`read`: every file
 * outside the site it read; `routes`: each route's render key; `placed`: what it put in the
 * output, which is walked without it; `compiled`: its Markdown files, by path).
 */
export async function recordBuild(cache: Cache, check: BuildCheck, scope: BuildScope, read: Iterable<string>, summary: WriteSummary, diagnostics: Diagnostic[], routes: ReadonlyMap<string, string>, placed?: PlacedOutput, compiled: ReadonlyMap<string, RecordedSource> = new Map()): Promise<void> {
  const { root, outDir } = scope.config;
  const inside = (file: string) => !relative(root, file).startsWith('..');
  const outside = [...new Set(read)].filter((file) => !inside(file) && !file.split(sep).includes('node_modules')).sort();
  const outsideStats = outside.map((file): [string, string] => [file, statOf(file)]);
  const entries = recordedOutput(outDir, placed, check.last?.stats);
  if (!entries) return;
  const record = () => {
    const sources: BuildRecord['sources'] = [];
    check.siteFiles.forEach((entry, at) => {
      const source = compiled.get(entry.slice(0, entry.indexOf('\0')));
      if (source) sources.push([at, source.digest, source.imports ?? null]);
    });
    cache.set(NAMESPACE, check.key, { startedAt: check.startedAt, siteFiles: check.siteFiles, sources, outside: outsideStats, output: entries(), routes: [...routes], spans: [...(placed?.spans ?? [])], summary, diagnostics } satisfies BuildRecord);
  };
  // What the record says is read now; a build server makes and keeps it once its client has the
  // answer (10,000 pages: from the swap to the reply, 290-420 ms before, 90-130 ms after).
  if (serving.now) serving.after.push(record);
  else record();
}
