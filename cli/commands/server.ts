import { join, relative, resolve } from 'node:path';
import { Argument, type Command } from 'commander';
import type { ServerStatus } from '../exec/server/protocol.ts';
import { formatBytes } from './build.ts';

export function registerServer(program: Command): void {
  program
    .command('server')
    .description('show or stop the build server `sitegen build` leaves running for a cache folder')
    .addArgument(new Argument('[action]', 'status: whether one runs, since when, its builds and memory; stop: stop it, once its build in progress ends').choices(['status', 'stop']).default('status'))
    .option('--root <dir>', 'site folder whose cache the server builds with', '.')
    .option('--cache-dir <dir>', 'the cache folder (default: <root>/.sitegen/cache)')
    .option('--all', "every build server of this user's, whatever its cache folder")
    .action(async (action: 'status' | 'stop', options: { root: string; cacheDir?: string; all?: boolean }) => {
      const { findServers, stopServer } = await import('../exec/server/control.ts');
      const cacheDir = options.all ? undefined : resolve(options.cacheDir ?? join(options.root, '.sitegen', 'cache'));
      const servers = await findServers(cacheDir);
      if (servers.length === 0) return void process.stdout.write(cacheDir === undefined ? 'No build server of yours is running.\n' : `No build server is running for ${shown(cacheDir)}.\n`);
      for (const { socket, status } of servers) {
        const name = status ? `the build server for ${shown(status.cacheDir)} (pid ${status.pid})` : `the build server of another sitegen on ${socket}`;
        if (action === 'status') {
          process.stdout.write(status ? `Build server for ${shown(status.cacheDir)}: ${describe(status)}\n` : `A build server of another sitegen listens on ${socket}.\n`);
          continue;
        }
        if (status?.building) process.stderr.write(`Waiting for ${name} to end its build…\n`);
        if (await stopServer(socket)) {
          process.stdout.write(`✔ Stopped ${name}.\n`);
        } else {
          process.stderr.write(`✘ ${name[0].toUpperCase()}${name.slice(1)} did not stop within two minutes${status ? `: kill ${status.pid} stops it at once` : ''}.\n`);
          process.exitCode = 1;
        }
      }
    });
}

/** A path as typed from here when it is below the current folder, absolute otherwise. */
function shown(path: string): string {
  const from = relative(process.cwd(), path);
  return from === '' ? '.' : from.startsWith('..') ? path : from;
}

function describe(status: ServerStatus, now = Date.now()): string {
  const last = status.lastBuildAt === undefined ? '' : ` (the last ${duration(now - status.lastBuildAt)} ago)`;
  const state = status.building ? 'building now' : status.exitsAt !== undefined ? `exits in ${duration(status.exitsAt - now)} without another` : 'idle';
  return `pid ${status.pid}, up ${duration(now - status.startedAt)}, ${status.builds} build${status.builds === 1 ? '' : 's'}${last}, ${state}, ${formatBytes(status.rss)} of memory.`;
}

function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
