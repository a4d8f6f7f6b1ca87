import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';

/** A module of the site as esbuild bundled it: what another thread imports to get the same exports (functions do not cross threads). */
export interface BundledModule {
  /** The site folder, from whose node_modules the bundle's bare imports resolve. */
  root: string;
  code: string;
  /** SHA-256 of `code`: what results compiled with its exports are keyed by. */
  hash: string;
  /** The packages it imports (bare specifiers, left out of the bundle), resolved from `root` when it is imported. */
  packages: string[];
}

/** The site folder and packages of each bundle this thread imported: Node keeps a package's modules loaded for the thread's life. */
export const importedPackages: Array<Pick<BundledModule, 'root' | 'packages'>> = [];

/**
 * The default export of a bundled module (import-module.ts), on any thread. The bundle is written
 * next to the config so that its bare imports resolve from the site's node_modules, under a name
 * of its own: threads and processes importing it at once each remove only their copy.
 */
export async function importBundled({ root, code, hash, packages }: BundledModule): Promise<unknown> {
  if (packages.length > 0) importedPackages.push({ root, packages });
  const dir = join(root, '.sitegen');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `config-${hash.slice(0, 16)}-${randomBytes(6).toString('hex')}.mjs`);
  await writeFile(file, code);
  try {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    return module.default;
  } finally {
    await rm(file, { force: true });
  }
}
