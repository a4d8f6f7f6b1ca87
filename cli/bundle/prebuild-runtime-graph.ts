import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { probeRuntimeGraph, runtimeDir } from './bundle-client.ts';
import { navbarKindDefines } from './navbar-kinds.ts';
import { runtimeGraphFile, saveRuntimeGraph } from './runtime-graph-file.ts';

/**
 * Run by `npm run compile`: saves the runtime graph for builds to reuse (runtime-graph-file.ts),
 * but only if the defines a site's config or `watch` set leave it unchanged (they decide which
 * code esbuild keeps, and could decide which modules it reaches): probed with every navbar kind
 * used and with none, for production and for development. Otherwise every build probes.
 */
export async function prebuildRuntimeGraph(): Promise<'saved' | 'depends on the defines'> {
  const packageDir = dirname(runtimeDir());
  const file = runtimeGraphFile(packageDir);
  rmSync(file, { force: true });
  const variants = await Promise.all(
    [false, true].flatMap((dev) => [true, false].map((used) => probeRuntimeGraph({ dev }, navbarKindDefines(() => used)))),
  );
  const [first] = variants;
  if (!variants.every((v) => isDeepStrictEqual(v.graph, first.graph))) return 'depends on the defines';
  saveRuntimeGraph(file, packageDir, first.graph, [...new Set(variants.flatMap((v) => v.inputs))]);
  return 'saved';
}
