import { cpSync, mkdirSync, readdirSync, rmSync, copyFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';

/** `hugo version`'s first words, or undefined when Hugo is not installed. */
export function hugoVersion(): string | undefined {
  const run = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return undefined;
  return /hugo (v[\d.]+)/.exec(run.stdout)?.[1] ?? run.stdout.trim();
}

/**
 * A Hugo project holding the generated content and bench/hugo's templates. The content is the
 * same files with one rename Hugo needs: a folder's `index.md` becomes `_index.md`, because in
 * Hugo `index.md` would turn the folder into a leaf bundle and hide the pages beside it.
 */
export function prepareHugoSite(templates: string, contentDir: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(templates, target, { recursive: true });
  for (const entry of readdirSync(contentDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const from = join(entry.parentPath, entry.name);
    const rel = from.slice(contentDir.length + 1);
    const renamed = entry.name === 'index.md' ? join(dirname(rel), '_index.md') : rel;
    const to = join(target, 'content', renamed);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
}

/** The arguments of one cold Hugo build of `site` into `out`. */
export function hugoArgs(site: string, out: string): string[] {
  return ['--source', site, '--destination', out, '--quiet', '--ignoreCache', '--noBuildLock'];
}
