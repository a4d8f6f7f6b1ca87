import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { cachePrefixOf, socketsFolder } from './address.ts';
import { askToStop } from './probe.ts';
import type { ServerStatus, StatusReply, StatusRequest } from './protocol.ts';

/** A socket in this user's folder of sockets, and what its server said of itself; no status when none answered as this sitegen's do. */
export interface FoundServer {
  socket: string;
  status?: ServerStatus;
}

/**
 * How long a server has to answer: mid-build it answers when its event loop turns, which on a
 * loaded machine took over 2 s in a test of `server stop` (it then took the building server for
 * another sitegen's, and did not say it waited for the build).
 */
const ANSWER_MS = 10_000;

/**
 * The build servers listening for `cacheDir` (any sitegen's, an older one's too until a newer
 * one stops it), or for every cache folder when it is undefined. Sockets nobody listens on (a
 * server killed with SIGKILL) are left out.
 */
export async function findServers(cacheDir?: string): Promise<FoundServer[]> {
  const folder = socketsFolder();
  if (!existsSync(folder)) return [];
  const prefix = cacheDir === undefined ? '' : `${cachePrefixOf(cacheDir)}-`;
  const names = readdirSync(folder).filter((name) => name.endsWith('.sock') && name.startsWith(prefix));
  const found = await Promise.all(names.map((name) => askStatus(join(folder, name))));
  return found.filter((server): server is FoundServer => server !== undefined);
}

/** What the server on `socket` says of itself; undefined when none listens, `status` undefined when it answered otherwise. */
export function askStatus(socket: string): Promise<FoundServer | undefined> {
  return new Promise((resolve) => {
    const client = connect(socket, () => client.write(`${JSON.stringify({ status: true } satisfies StatusRequest)}\n`));
    let text = '';
    let connected = false;
    client.setEncoding('utf8');
    client.setTimeout(ANSWER_MS, () => client.destroy());
    client.on('connect', () => (connected = true));
    client.on('data', (chunk: string) => (text += chunk));
    client.on('error', () => {});
    client.on('close', () => {
      if (!connected) return resolve(undefined);
      try {
        resolve({ socket, status: (JSON.parse(text) as StatusReply).status });
      } catch {
        resolve({ socket });
      }
    });
  });
}

/**
 * Asks the server on `socket` to exit, once the build it runs (if any) has ended, and waits until
 * it has removed its socket: true when it has within `ms`.
 */
export async function stopServer(socket: string, ms = 120_000): Promise<boolean> {
  askToStop(socket);
  for (const end = Date.now() + ms; existsSync(socket); ) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
