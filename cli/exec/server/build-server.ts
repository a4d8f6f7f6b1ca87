import { lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { basename, join } from 'node:path';
import { finished as streamFinished } from 'node:stream';
import { importedPackages } from '../../config/import-bundled.ts';
import { importedPackagesHash, lockFilesHash } from '../compile-keys.ts';
import { buildIdentity } from '../build-identity.ts';
import { collectGarbage } from '../collect-garbage.ts';
import { keepCompiledCode } from '../startup.ts';
import { setStartFlags } from '../v8-flags.ts';
import { serverAddress, type ServerAddress } from './address.ts';
import type { ServerReply, ServerRequest, ServerStatus, StatusReply, StatusRequest, StopRequest } from './protocol.ts';
import { askToStop, serverAnswers } from './probe.ts';
import { sendOutput } from './request-output.ts';
import { runAfterReply, serving } from './serving.ts';

/** How long a server waits for the next build before it exits, unless SITEGEN_SERVER_IDLE_MINUTES says. */
const IDLE_MINUTES = 30;

/** Runs a command line in this process (cli/program.ts), its failure in process.exitCode. */
export type CommandRunner = (argv: readonly string[]) => Promise<void>;

/**
 * The build server of one cache folder (`node lib/build-server.js <cache folder>`), started by a
 * `sitegen build` that found none: it runs the builds later commands hand it, one at a time, in
 * a process whose modules are loaded and whose code V8 has already optimised. `warm` loads what
 * a build needs, once the server listens: its first build would otherwise load it.
 */
export async function runBuildServer(cacheDir: string, runCommand: CommandRunner, warm?: () => Promise<void>): Promise<void> {
  const address = serverAddress(cacheDir);
  if (!address || !ownFolder(address.folder)) return;
  // A long-lived process: TurboFan repays itself (setStartFlags leaves it on for a command that is not a one-off build).
  setStartFlags([process.argv0, 'sitegen', 'build-server']);
  keepCompiledCode(['', '', '--cache-dir', cacheDir]);
  process.env.NODE_ENV = 'production';
  // With the packages sitegen loads at run time (React...): the socket's name holds sitegen's and Node's only.
  const identity = buildIdentity();
  let queue = Promise.resolve();
  let idle: NodeJS.Timeout | undefined;
  const status: Omit<ServerStatus, 'building' | 'rss'> = { pid: process.pid, cacheDir, startedAt: Date.now(), builds: 0 };
  /** Builds handed over and not yet ended: the server is busy while there is one. */
  let handed = 0;
  const minutes = Number(process.env.SITEGEN_SERVER_IDLE_MINUTES);
  const idleMs = (Number.isFinite(minutes) && minutes > 0 ? minutes : IDLE_MINUTES) * 60_000;
  const stop = (code = 0) => {
    server.close();
    rmSync(address.socket, { force: true });
    process.exit(code);
  };
  const waitForNext = () => {
    clearTimeout(idle);
    idle = setTimeout(() => stop(), idleMs);
    status.exitsAt = Date.now() + idleMs;
  };
  const server = createServer((socket) => {
    readRequest(socket, (request) => {
      if ('status' in request) {
        socket.end(`${JSON.stringify({ status: { ...status, building: handed > 0, rss: process.memoryUsage.rss() } } satisfies StatusReply)}\n`);
        return;
      }
      if ('stop' in request) {
        queue = queue.then(() => stop());
        return;
      }
      clearTimeout(idle);
      status.exitsAt = undefined;
      handed++;
      queue = queue
        .then(() => {
          // Left without an exit code, the client builds in its own process, and starts a server with these packages.
          if (buildIdentity() === identity && !packagesChanged()) return serve(request, socket, runCommand, stop);
          socket.destroy();
          stop();
        })
        // A failure of the server's own: the client, left without an exit code, builds in its own process.
        .catch(() => socket.destroy())
        .then(afterBuild)
        .then(() => {
          handed--;
          status.builds++;
          status.lastBuildAt = Date.now();
          if (handed === 0) waitForNext();
        });
    });
  });
  if (!(await listen(server, address.socket))) return;
  // Stopped by a signal (`kill`, a logout, a shutdown), it leaves no socket behind either.
  for (const signal of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const) process.once(signal, () => stop());
  waitForNext();
  stopOlderServers(address);
  // A module that fails to load is the build's to report, as it would in the command's own process.
  await warm?.().catch(() => {});
}

/**
 * The packages the sites' configs imported in this process, by their lock files and the
 * packages' own files then (compile-keys.ts): Node never loads a module twice, so after an install
 * or an edit of a linked package the server would build with the code it loaded first.
 */
const loadedPackages = new Map<string, { root: string; packages: string[]; state: string }>();
const packagesState = (root: string, packages: readonly string[]) => `${lockFilesHash(root)}/${importedPackagesHash(root, packages)}`;

function notePackagesLoaded(): void {
  try {
    for (const { root, packages } of importedPackages.splice(0)) {
      const key = JSON.stringify([root, packages]);
      if (!loadedPackages.has(key)) loadedPackages.set(key, { root, packages, state: packagesState(root, packages) });
    }
  } catch {
    // A package's files changed as they were read (an install): left unnoted, and the next builds still run.
  }
}

function packagesChanged(): boolean {
  for (const { root, packages, state } of loadedPackages.values()) if (packagesState(root, packages) !== state) return true;
  return false;
}

/** A folder of sockets only this user can reach; not one someone else made first. */
function ownFolder(folder: string): boolean {
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const stats = lstatSync(folder);
    return stats.isDirectory() && stats.uid === process.getuid?.() && (stats.mode & 0o077) === 0;
  } catch {
    return false;
  }
}

/** Listens on the socket, taking the place of one left by a server that is gone; false if a live server has it. */
async function listen(server: Server, socket: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      server.once('error', resolve);
      server.listen(socket, () => resolve(undefined));
    });
    if (!error) return true;
    if (error.code !== 'EADDRINUSE' || (await serverAnswers(socket))) return false;
    rmSync(socket, { force: true });
  }
  return false;
}

/** Servers of the same cache run by another sitegen or Node (an upgrade): builds no longer reach them. */
function stopOlderServers(address: ServerAddress): void {
  const own = basename(address.socket);
  for (const name of readdirSync(address.folder)) {
    if (!name.startsWith(`${address.cachePrefix}-`) || name === own) continue;
    const path = join(address.folder, name);
    askToStop(path, () => rmSync(path, { force: true }));
  }
}

function readRequest(socket: Socket, then: (request: ServerRequest | StopRequest | StatusRequest) => void): void {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('error', () => {});
  const onData = (chunk: string) => {
    text += chunk;
    const end = text.indexOf('\n');
    if (end < 0) return;
    socket.off('data', onData);
    try {
      then(JSON.parse(text.slice(0, end)) as ServerRequest | StopRequest | StatusRequest);
    } catch {
      socket.destroy();
    }
  };
  socket.on('data', onData);
}

/** One build, as the client's own process would have run it: its folder, umask, environment and terminals. */
async function serve(request: ServerRequest, socket: Socket, runCommand: CommandRunner, stop: (code: number) => void): Promise<void> {
  if (socket.destroyed) return;
  let finished = false;
  // The client stopped (Ctrl-C): so does its build, as in its own process, which leaves the output as it was.
  socket.once('close', () => finished || stop(130));
  const send = (reply: ServerReply) => void socket.write(`${JSON.stringify(reply)}\n`);
  try {
    process.chdir(request.cwd);
    process.umask(request.umask);
    for (const key of Object.keys(process.env)) if (!(key in request.env)) delete process.env[key];
    Object.assign(process.env, request.env, { NODE_ENV: 'production' });
  } catch {
    // Its folder is gone: the client, left without an exit code, builds in its own process.
    finished = true;
    socket.destroy();
    return;
  }
  const restore = sendOutput(send, request.tty);
  process.exitCode = undefined;
  serving.now = true;
  try {
    await runCommand(request.argv);
  } finally {
    serving.now = false;
    restore();
    // Before the reply: a package edited as soon as the client has it (a script's next step) must be seen changed by the next build.
    notePackagesLoaded();
  }
  const exit = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  finished = true;
  socket.end(`${JSON.stringify({ exit } satisfies ServerReply)}\n`);
  // The client ends once the socket closes, so the reply goes before the collection: the other
  // way round, each client waited for it (10,000 pages: 140-230 ms between the reply and its end).
  await new Promise<void>((resolve) => streamFinished(socket, { readable: false }, () => resolve()));
}

/**
 * Between a build's reply and the next build, whether or not it ended well: the work it left for
 * after the reply (serving.after), in order, then its garbage collected.
 */
async function afterBuild(): Promise<void> {
  await runAfterReply();
  // What the build left is garbage: a server waiting for the next holds only what lives on.
  collectGarbage();
}

