import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';

/** `hugo version`'s first words, or undefined when Hugo is not installed. */
export function hugoVersion(): string | undefined {
  const run = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return undefined;
  return /hugo (v[\d.]+)/.exec(run.stdout)?.[1] ?? run.stdout.trim();
}

/** The folders of a Hugo project that prepareHugoSite writes; the rest (public/, resources/) is Hugo's. */
const SOURCES = ['content', 'layouts', 'static'];

/**
 * A Hugo project holding the generated content and bench/hugo's templates. The content is the
 * same files with one rename Hugo needs: a folder's `index.md` becomes `_index.md`, because in
 * Hugo `index.md` would turn the folder into a leaf bundle and hide the pages beside it.
 *
 * Only files whose bytes differ are written, and only stray files removed: deleting 10,000 files
 * right before the builds would slow the next build that creates as many (see Clearing in builds.ts).
 */
export function prepareHugoSite(templates: string, contentDir: string, target: string): void {
  const wanted = new Map<string, string>();
  for (const from of filesUnder(templates)) wanted.set(join(target, relative(templates, from)), from);
  for (const from of filesUnder(contentDir)) {
    const rel = relative(contentDir, from);
    const renamed = rel === 'index.md' || rel.endsWith('/index.md') ? join(dirname(rel), '_index.md') : rel;
    wanted.set(join(target, 'content', renamed), from);
  }
  for (const [to, from] of wanted) {
    const bytes = readFileSync(from);
    if (existsSync(to) && readFileSync(to).equals(bytes)) continue;
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
  for (const folder of SOURCES.map((name) => join(target, name)).filter(existsSync)) {
    for (const file of filesUnder(folder)) if (!wanted.has(file)) rmSync(file);
    removeEmptyFolders(folder);
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Deepest first, so that a folder emptied of empty folders goes too. */
function removeEmptyFolders(dir: string): void {
  const folders = readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isDirectory()).map((e) => join(e.parentPath, e.name));
  for (const folder of folders.sort((a, b) => b.length - a.length)) if (readdirSync(folder).length === 0) rmdirSync(folder);
}

/** The arguments of one cold Hugo build of `site` into `out`. */
export function hugoArgs(site: string, out: string): string[] {
  return ['--source', site, '--destination', out, '--quiet', '--ignoreCache', '--noBuildLock'];
}
