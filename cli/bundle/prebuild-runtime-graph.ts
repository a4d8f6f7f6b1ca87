import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { probeChunkAliases, probeRuntimeGraph, runtimeDir } from './bundle-client.ts';
import { navbarKindDefines } from './navbar-kinds.ts';
import { runtimeGraphFile, saveRuntimeGraph, type BundleMode, type SavedRuntime } from './runtime-graph-file.ts';

const MODES: Array<[BundleMode, boolean]> = [
  ['production', false],
  ['development', true],
];

/**
 * Run by `npm run compile`: saves the runtime graph and the chunks' runtime names for builds to
 * reuse (runtime-graph-file.ts), but only what the defines a site's config or `watch` set leave
 * unchanged (they decide which code esbuild keeps, and could decide which modules it reaches and
 * which names the chunks import). Each is probed with every navbar kind used and with none:
 * since a define only drops code, any mix of kinds finds the same when those two agree. What
 * is not saved, every build probes.
 */
export async function prebuildRuntimeGraph(): Promise<{ unsaved: string[] }> {
  const packageDir = dirname(runtimeDir());
  const file = runtimeGraphFile(packageDir);
  rmSync(file, { force: true });
  const extremes = [true, false].map((used) => navbarKindDefines(() => used));
  const graphs = await Promise.all(MODES.flatMap(([, dev]) => extremes.map((defines) => probeRuntimeGraph({ dev }, defines))));
  const [{ graph }] = graphs;
  if (!graphs.every((probed) => isDeepStrictEqual(probed.graph, graph))) return { unsaved: ['the runtime graph'] };
  const saved: SavedRuntime = { graph, aliases: {} };
  const inputs = graphs.flatMap((probed) => probed.inputs);
  const unsaved: string[] = [];
  for (const [mode, dev] of MODES) {
    const probes = await Promise.all(extremes.map((defines) => probeChunkAliases(graph, { dev }, defines)));
    inputs.push(...probes.flatMap((probed) => probed.inputs));
    if (probes.every((probed) => isDeepStrictEqual(probed.aliases, probes[0].aliases))) saved.aliases[mode] = probes[0].aliases;
    else unsaved.push(`the chunks' runtime names (${mode})`);
  }
  saveRuntimeGraph(file, packageDir, saved, [...new Set(inputs)]);
  return { unsaved };
}
