import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutputDir, spareOf } from '../../../cli/emit/output-dir.ts';
import { StagingFolders } from '../../../cli/exec/staging-folders.ts';
import type { LastOutput } from '../../../cli/exec/render-cache.ts';
import { statText } from '../../../cli/exec/file-stat.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('staging-folders');

/** What a build record says of an output holding these files (their stats do not matter here). */
const lastOutput = (outDir: string, files: string[]): LastOutput => ({ outDir, routes: new Map(), stats: new Map(files.map((file) => [file, '1\u00001\u00001'])), spans: new Map() });

/** The folders and files under `dir`, as site paths; folders end in `/`. */
const tree = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => `${join(entry.parentPath, entry.name).slice(dir.length)}${entry.isDirectory() ? '/' : ''}`)
    .sort();

/** Waits until the thread has made `folder`. */
async function madeBy(staging: StagingFolders, folder: string): Promise<void> {
  for (let i = 0; i < 200 && !staging.has(folder); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

const stagingSiblings = (dir: string) => readdirSync(dir).filter((name) => name.includes('.tmp-') && !name.endsWith('-old'));

/** An output of `files` built into `<dir>/dist` the usual way. */
async function firstBuild(dir: string, files: string[]): Promise<string> {
  const outDir = join(dir, 'dist');
  const out = new OutputDir(outDir);
  for (const file of files) await out.write(file, file);
  await out.commit();
  return outDir;
}

describe('StagingFolders', () => {
  it('makes every folder of the last output in a staging sibling of it, each after its parent, and says which it made', async () => {
    const dir = tempDir();
    const outDir = join(dir, 'dist');
    const staging = new StagingFolders(lastOutput(outDir, ['/index.html', '/a/b/c/index.html', '/a/index.html', '/z/data.json', '/a-b/index.html']));
    expect(staging.path.startsWith(join(dir, '.dist.tmp-'))).toBe(true);
    await madeBy(staging, '/z');
    const { folders: made } = await staging.stop();
    expect([...made].sort()).toEqual(['/a', '/a-b', '/a/b', '/a/b/c', '/z']);
    expect(tree(staging.path)).toEqual(['/a-b/', '/a/', '/a/b/', '/a/b/c/', '/z/']);
    for (const folder of made) expect(staging.has(folder)).toBe(true);
    expect(staging.has('/elsewhere')).toBe(false);
    await staging.discard();
    expect(existsSync(staging.path)).toBe(false);
  });

  it('gives a rebuild its folders: the output holds what it wrote, and none of the folders it did not use', async () => {
    const dir = tempDir();
    const before = ['/index.html', '/gone/index.html', '/gone/deep/index.html', '/kept/index.html', '/search/A1/part.json'];
    const outDir = await firstBuild(dir, before);
    const staging = new StagingFolders(lastOutput(outDir, before));
    await madeBy(staging, '/search/A1');
    const out = new OutputDir(outDir, staging);
    await out.write('/index.html', 'home, edited');
    await out.write('/kept/index.html', '/kept/index.html');
    await out.write('/new/index.html', 'new');
    await out.commit();
    expect(tree(outDir)).toEqual(['/index.html', '/kept/', '/kept/index.html', '/new/', '/new/index.html']);
    expect(statSync(join(outDir, 'kept/index.html')).nlink).toBe(2);
    expect(stagingSiblings(dir)).toEqual([]);
  });

  it('is removed when the rebuild writes what the output already holds, and when it fails', async () => {
    const dir = tempDir();
    const files = ['/index.html', '/a/index.html'];
    const outDir = await firstBuild(dir, files);
    const folder = statSync(outDir).ino;
    const same = new OutputDir(outDir, new StagingFolders(lastOutput(outDir, files)));
    for (const file of files) await same.write(file, file);
    await same.commit();
    expect(statSync(outDir).ino).toBe(folder);

    const failed = new OutputDir(outDir, new StagingFolders(lastOutput(outDir, files)));
    await failed.write('/a/index.html', 'changed');
    await failed.discard();
    expect(tree(outDir)).toEqual(['/a/', '/a/index.html', '/index.html']);
    // The one left alone is deleted in the background.
    for (let i = 0; i < 100 && stagingSiblings(dir).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stagingSiblings(dir)).toEqual([]);
  });

  it("says which of the last output's files no longer have the stat its build recorded", async () => {
    const dir = tempDir();
    const files = ['/index.html', '/touched/index.html', '/replaced/index.html', '/gone/index.html', '/folder/index.html'];
    const outDir = await firstBuild(dir, files);
    const last: LastOutput = { outDir, routes: new Map(), stats: new Map(files.map((file) => [file, statText(statSync(outDir + file))])), spans: new Map() };
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(outDir, 'touched/index.html'), past, past);
    writeFileSync(join(outDir, 'replaced/index.html.new'), '/replaced/index.html');
    renameSync(join(outDir, 'replaced/index.html.new'), join(outDir, 'replaced/index.html'));
    rmSync(join(outDir, 'gone/index.html'));
    rmSync(join(outDir, 'folder/index.html'));
    mkdirSync(join(outDir, 'folder/index.html'));
    const staging = new StagingFolders(last);
    for (let i = 0; i < 200 && !staging.changedFiles(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect([...(staging.changedFiles() ?? [])].sort()).toEqual(['/folder/index.html', '/gone/index.html', '/replaced/index.html', '/touched/index.html']);
    await staging.discard();
  });

  it('leaves a folder it could not make to the build, which makes it itself', async () => {
    const dir = tempDir();
    const outDir = join(dir, 'dist');
    mkdirSync(outDir);
    const staging = new StagingFolders(lastOutput(outDir, ['/a/index.html', '/b/index.html']));
    // A file where the first folder goes: the thread stops there.
    mkdirSync(staging.path);
    writeFileSync(join(staging.path, 'a'), '');
    const { folders: made } = await staging.stop();
    expect([...made]).toEqual([]);
    await staging.discard();
  });

  it('links the files it is given from the last output, making a folder it lacks, and names those it could not link', async () => {
    const dir = tempDir();
    const outDir = await firstBuild(dir, ['/a/index.html', '/elsewhere/b.html']);
    const staging = new StagingFolders(lastOutput(outDir, ['/a/index.html']));
    for (const file of ['/a/index.html', '/elsewhere/b.html', '/gone/index.html']) staging.link(file);
    const { unlinked } = await staging.stop();
    expect(unlinked).toEqual(['/gone/index.html']);
    expect(tree(staging.path)).toEqual(['/a/', '/a/index.html', '/elsewhere/', '/elsewhere/b.html', '/gone/']);
    expect(statSync(join(staging.path, 'elsewhere/b.html')).ino).toBe(statSync(join(outDir, 'elsewhere/b.html')).ino);
    expect(() => staging.link('/late.html')).toThrow(/after the staging folder's thread stopped/);
    await staging.discard();
  });
});

describe('StagingFolders with a spare', () => {
  /** An output of `files` in `<dir>/dist`, and a spare beside it holding what `spare` says at each path. */
  async function withSpare(dir: string, files: string[], spare: Record<string, 'linked' | string>): Promise<string> {
    const outDir = await firstBuild(dir, files);
    for (const [file, what] of Object.entries(spare)) {
      const at = join(spareOf(outDir), file);
      mkdirSync(dirname(at), { recursive: true });
      if (what === 'linked') linkSync(join(outDir, file), at);
      else writeFileSync(at, what);
    }
    return outDir;
  }

  it('is taken as the staging folder, cleared of what the last output does not have, keeping the rest', async () => {
    const dir = tempDir();
    const files = ['/index.html', '/a/index.html', '/b/index.html'];
    const outDir = await withSpare(dir, files, { '/index.html': 'linked', '/a/index.html': 'two builds ago', '/gone/index.html': 'x', '/gone/deep/x.json': 'y', '/stray.txt': 'z' });
    const staging = new StagingFolders(lastOutput(outDir, files));
    expect(staging.recycled).toBe(true);
    expect(existsSync(spareOf(outDir))).toBe(false);
    await staging.ready();
    // Its folders are there from the start: the build makes none of them.
    expect(staging.has('/a')).toBe(true);
    for (const file of files) staging.link(file);
    const { kept, unlinked } = await staging.stop();
    expect([...kept].sort()).toEqual(['/a/index.html', '/index.html']);
    expect(unlinked).toEqual([]);
    expect(tree(staging.path)).toEqual(['/a/', '/a/index.html', '/b/', '/b/index.html', '/index.html']);
    // Each file there now is the output's own, the stale one replaced.
    for (const file of files) expect(statSync(join(staging.path, file)).ino).toBe(statSync(join(outDir, file)).ino);
    await staging.discard();
  });

  it('never writes through a file the output shares with it, and keeps the output it replaced as the next spare', async () => {
    const dir = tempDir();
    const files = ['/index.html', '/a/index.html', '/b/index.html', '/c/index.html', '/gone/index.html'];
    const outDir = await withSpare(dir, files, Object.fromEntries(files.map((file) => [file, 'linked'])));
    const before = statSync(join(outDir, 'a/index.html')).ino;
    const out = new OutputDir(outDir, new StagingFolders(lastOutput(outDir, files)));
    await out.write('/a/index.html', 'a, edited');
    for (const file of ['/index.html', '/b/index.html', '/c/index.html']) await out.write(file, file);
    // Written beside the output, not into its file: it holds what it held until the swap.
    expect(readFileSync(join(outDir, 'a/index.html'), 'utf8')).toBe('/a/index.html');
    await out.commit();
    expect(tree(outDir)).toEqual(['/a/', '/a/index.html', '/b/', '/b/index.html', '/c/', '/c/index.html', '/index.html']);
    expect(readFileSync(join(outDir, 'a/index.html'), 'utf8')).toBe('a, edited');
    expect(statSync(join(outDir, 'b/index.html')).nlink).toBe(2);
    // The output replaced is the spare now, as it was.
    expect(readFileSync(join(spareOf(outDir), 'a/index.html'), 'utf8')).toBe('/a/index.html');
    expect(statSync(join(spareOf(outDir), 'a/index.html')).ino).toBe(before);
    expect(stagingSiblings(dir)).toEqual([]);
  });

  it('leaves the output as it was when the build fails', async () => {
    const dir = tempDir();
    const files = ['/index.html', '/a/index.html'];
    const outDir = await withSpare(dir, files, { '/index.html': 'linked', '/a/index.html': 'linked' });
    const out = new OutputDir(outDir, new StagingFolders(lastOutput(outDir, files)));
    await out.write('/index.html', 'changed');
    await out.write('/a/index.html', 'changed too');
    await out.discard();
    expect(tree(outDir)).toEqual(['/a/', '/a/index.html', '/index.html']);
    for (const file of files) expect(readFileSync(join(outDir, file), 'utf8')).toBe(file);
  });

  it('deletes the output it replaced when the build linked few of its files from there', async () => {
    const dir = tempDir();
    const files = ['/index.html', '/a/index.html', '/b/index.html'];
    const outDir = await firstBuild(dir, files);
    const out = new OutputDir(outDir, new StagingFolders(lastOutput(outDir, files)));
    for (const file of files) await out.write(file, `${file}, edited`);
    await out.commit();
    expect(existsSync(spareOf(outDir))).toBe(false);
  });
});
