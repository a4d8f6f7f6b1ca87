import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InternalError } from '../diagnostics/diagnostic.ts';

/** The runtime folder, found from the compiled CLI (lib/) or from the sources (cli/bundle/). */
export function runtimeDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'runtime', 'client', 'entry.tsx'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new InternalError('sitegen: cannot find its runtime/ folder');
    dir = parent;
  }
  return join(dir, 'runtime');
}
