import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import type { ServerReply, ServerRequest } from './protocol.ts';
import { serverAddress, serverCacheDir } from './address.ts';

/**
 * Runs `sitegen build` on the build server an earlier build of the same cache left, if one is
 * listening: its output is written here as the server writes it, and the exit code returned.
 * Undefined when there is no server to run it, or when the server stopped before the build ended
 * (the build then runs in this process).
 */
export function buildOnServer(argv: readonly string[]): Promise<number | undefined> {
  const cacheDir = serverCacheDir(argv);
  const address = cacheDir === undefined ? undefined : serverAddress(cacheDir);
  if (!address || !existsSync(address.socket)) return Promise.resolve(undefined);
  const request: ServerRequest = {
    argv: [...argv],
    cwd: process.cwd(),
    env: { ...process.env },
    tty: { stdout: process.stdout.isTTY === true, stderr: process.stderr.isTTY === true },
    umask: process.umask(),
  };
  return new Promise((resolve) => {
    const socket = connect(address.socket);
    let exit: number | undefined;
    let wrote = false;
    let pending = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const reply = JSON.parse(line) as ServerReply;
        wrote ||= !('exit' in reply);
        if ('stdout' in reply) process.stdout.write(reply.stdout);
        else if ('stderr' in reply) process.stderr.write(reply.stderr);
        else exit = reply.exit;
      }
    });
    // A socket left by a server that is gone refuses the connection: the build runs here.
    socket.on('error', () => {});
    socket.on('close', () => {
      if (exit === undefined && wrote) process.stderr.write('The build server stopped before the build ended; building in this process.\n');
      resolve(exit);
    });
  });
}
