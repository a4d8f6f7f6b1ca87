import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverAddress } from '../../cli/exec/server/address.ts';
import { askToStop, serverAnswers } from '../../cli/exec/server/probe.ts';

/** The pids of the build servers (cli/exec/server/) running, from /proc, those `accept`ed by their command line. */
export function buildServerPids(accept: (args: string[], pid: number) => boolean = () => true): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.some((arg) => arg.endsWith('build-server.js')) && accept(args, Number(entry))) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** The pid of the build server of a cache folder; undefined when none runs. */
export const buildServerPid = (cacheDir: string): number | undefined => buildServerPids((args) => args.includes(cacheDir))[0];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server a build started listens, as it would after a writer's next save: false if none does within `ms`. */
export async function serverListening(cacheDir: string, ms = 10_000): Promise<boolean> {
  const socket = serverAddress(cacheDir)?.socket;
  if (!socket) return false;
  for (const end = Date.now() + ms; Date.now() < end; await pause(50)) if (await serverAnswers(socket)) return true;
  return false;
}

/** Stops every server of the cache folder (as a newer sitegen's does) and waits for each to exit. */
export async function stopBuildServers(cacheDir: string): Promise<void> {
  const address = serverAddress(cacheDir);
  if (!address || !existsSync(address.folder)) return;
  for (const name of readdirSync(address.folder).filter((file) => file.startsWith(`${address.cachePrefix}-`))) {
    askToStop(join(address.folder, name));
  }
  for (let i = 0; i < 200 && buildServerPid(cacheDir) !== undefined; i++) await pause(50);
}
