import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A worker thread's compiled script, lib/<name>.js, found from the compiled CLI (lib/) or from
 * the sources (cli/…), as workers cannot load TypeScript.
 */
export function workerScript(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'lib', `${name}.js`))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`sitegen: cannot find lib/${name}.js; run \`npm run compile\``);
    dir = parent;
  }
  return join(dir, 'lib', `${name}.js`);
}
