import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverAddress, serverCacheDir } from './address.ts';

/**
 * After a build that ran in its own process, starts the build server that the next build of the
 * same cache hands its work to (build-server.ts), detached: it outlives this command, and exits
 * after a while without builds. Only for a cache folder the build made.
 */
export function startBuildServer(argv: readonly string[]): void {
  const cacheDir = serverCacheDir(argv);
  if (cacheDir === undefined || !existsSync(cacheDir) || !serverAddress(cacheDir)) return;
  // lib/build-server.js, from lib/ or from a chunk of it.
  const script = ['build-server.js', '../build-server.js'].map((path) => fileURLToPath(new URL(path, import.meta.url))).find((path) => existsSync(path));
  if (!script) return;
  // glibc keeps what a build freed for the next malloc: the server of 10,000 pages then held
  // 400-470 MB between builds (a 37 MB heap); trimmed from 1 MB, 195-220 MB, builds as fast.
  const env = { MALLOC_TRIM_THRESHOLD_: String(2 ** 20), ...process.env };
  spawn(process.execPath, [...SERVER_V8_FLAGS, script, cacheDir], { detached: true, stdio: 'ignore', env }).unref();
}

/**
 * The server collects garbage on the thread that made it, without V8's helper threads: a one-edit
 * rebuild of 10,000 pages made ~46 scavenges of ~20 ms, each shared out to helpers that wait on
 * cores the build's own threads hold (its search index, its staging folder). Alternated runs of
 * 4-5 such rebuilds each, three times: median 5.15-5.25 s against 5.68-5.87 s, and 6.5-7.4 s of the
 * server's CPU against 7.2-8.9 s. Not for a build in its own process: cold, 10,000 pages took
 * 29.9-30.6 s against 26.8-27.9 s with it, where concurrent marking and sweeping pay.
 *
 * Its heap may grow to twice what it holds between builds (~200 MB at 10,000 pages) before V8
 * marks it all again: a build grows it by ~170 MB, and with the quarter a build of its own
 * allows (compactForContent() in v8-flags.ts) each rebuild marked the whole heap once or twice,
 * ~250 ms each. Alternated sets of 4 rebuilds, three times: medians 5.32 s against 5.84 s in all,
 * the last set even (5.34 against 5.42 s); a peak of 825-888 MB against 804-846 MB.
 *
 * Its young generation may grow to 64 MB a half, from 16: a rebuild keeps much of what it makes
 * (its graph, its pages' data and keys) and each scavenge copies what lives, so four times fewer
 * scavenges copy less. 10,000 pages: ~15 scavenges of ~50 ms a rebuild, ~0.7 s, against 46 of ~20 ms;
 * alternated sets of 4 rebuilds, three times, medians 4.82/4.64/4.75 s against 5.11/4.84/5.17 s;
 * a peak of 940-985 MB against 820-880 MB.
 */
const SERVER_V8_FLAGS = ['--single-threaded-gc', '--heap-growing-percent=100', '--max-semi-space-size=64'];
