import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diagnostic, InternalError, type StageResult } from '../../diagnostics/diagnostic.ts';

/** npm leaves `.gitignore` out of a package, so the template holds it under this name. */
const GITIGNORE = 'gitignore';

/** sitegen's own folder, holding templates/ and package.json: found from lib/ (compiled) or cli/commands/init/ (sources). */
function packageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'templates', 'starter', 'site.config.ts'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new InternalError('sitegen: cannot find its templates/ folder');
    dir = parent;
  }
  return dir;
}

/**
 * Writes the starter site (templates/starter, and a package.json naming this version of sitegen)
 * into `target`, which must be new or empty (a `.git` folder aside) unless `force`: then files of
 * the same names are replaced and others kept. Returns the files written, relative to `target`.
 */
export async function writeStarter(target: string, options: { force: boolean }): Promise<StageResult<string[] | undefined>> {
  const refused = await refusal(target, options.force);
  if (refused) return { value: undefined, diagnostics: [refused] };
  const root = packageDir();
  const template = join(root, 'templates', 'starter');
  const written: string[] = [];
  try {
    for (const file of await filesOf(template)) {
      const to = basename(file) === GITIGNORE ? join(dirname(file), `.${GITIGNORE}`) : file;
      await mkdir(dirname(join(target, to)), { recursive: true });
      await copyFile(join(template, file), join(target, to));
      written.push(to);
    }
    const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
    await writeFile(join(target, 'package.json'), `${JSON.stringify(packageJson(target, version), null, 2)}\n`);
    written.push('package.json');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { value: undefined, diagnostics: [diagnostic('InitWriteFailed', `Writing the starter site failed: ${message}`, { file: target })] };
  }
  return { value: written.sort(), diagnostics: [] };
}

async function refusal(target: string, force: boolean) {
  const found = await stat(target).catch(() => undefined);
  if (!found) return undefined;
  if (!found.isDirectory()) return diagnostic('InitWriteFailed', 'This is a file: the starter site is written into a folder.', { file: target });
  const entries = (await readdir(target)).filter((name) => name !== '.git');
  if (entries.length === 0 || force) return undefined;
  const shown = entries.sort().slice(0, 3).join(', ');
  return diagnostic('InitFolderNotEmpty', `The folder is not empty (it holds ${shown}${entries.length > 3 ? ', …' : ''}), so nothing was written.`, { file: target });
}

/** Every file under `dir`, relative to it, sorted. */
async function filesOf(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesOf(path)).map((file) => join(entry.name, file)));
    else files.push(relative(dir, path));
  }
  return files.sort();
}

function packageJson(target: string, version: string) {
  const name = basename(target).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+|-+$/g, '') || 'my-site';
  return {
    name,
    private: true,
    type: 'module',
    scripts: { start: 'sitegen watch', build: 'sitegen build' },
    devDependencies: { sitegen: `^${version}` },
  };
}
