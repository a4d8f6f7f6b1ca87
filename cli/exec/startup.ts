import { existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledHash } from './build-identity.ts';
import { useCodeCache } from './code-cache.ts';
import { cacheDirOf } from './command-line.ts';
import { prestartHighlightWorker } from './highlight-prestart.ts';
import { setStartFlags } from './v8-flags.ts';

export { buildOnServer } from './server/client.ts';
export { startBuildServer } from './server/start.ts';

/** What bin/sitegen.js does before the CLI loads, knowing only the command line. */
export function startup(argv: readonly string[]): void {
  setStartFlags(argv);
  prestartHighlightWorker(argv);
  keepCompiledCode(argv);
}

/** V8's code for the compiled CLI (lib/) from the cache folder a build made, in `code/` (code-cache.ts). */
export function keepCompiledCode(argv: readonly string[]): void {
  // lib/, from lib/startup.js or from the chunk the build server shares this code in.
  const here = dirname(fileURLToPath(import.meta.url));
  const lib = basename(here) === 'chunks' ? dirname(here) : here;
  const cache = cacheDirOf(argv);
  // Only a cache folder a build made: no command makes one in a folder that is not a site.
  if (cache === undefined || !existsSync(cache)) return;
  const buildId = compiledHash();
  if (buildId === undefined) return;
  try {
    mkdirSync(join(cache, 'code'), { recursive: true });
  } catch {
    // A cache folder that cannot take it.
    return;
  }
  useCodeCache(join(cache, 'code'), lib, buildId);
}
