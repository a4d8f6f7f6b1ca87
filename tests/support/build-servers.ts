import { readFileSync } from 'node:fs';
import { buildServerPids } from '../../bench/measure/build-server.ts';

/** The build servers a test's builds started with TMPDIR `tmp`, by pid. */
export function serversUnder(tmp: string): number[] {
  return buildServerPids((_, pid) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`TMPDIR=${tmp}`);
    } catch {
      // Gone meanwhile.
      return false;
    }
  });
}

/**
 * Stops the build servers started under `tmp` and waits for them to exit. By a signal, not by
 * their sockets: a build that ran in its own process as a test ended leaves a server that may not
 * listen yet, and would otherwise idle on after the test, making its folder of sockets again.
 */
export async function stopServersUnder(tmp: string): Promise<void> {
  for (const pid of serversUnder(tmp)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Gone meanwhile.
    }
  }
  for (const end = Date.now() + 10_000; serversUnder(tmp).length > 0; ) {
    if (Date.now() > end) throw new Error(`build servers under ${tmp} did not exit on SIGTERM: ${serversUnder(tmp).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
