import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compiledHash } from '../build-identity.ts';
import { cacheDirOf } from '../command-line.ts';

/** Where a cache's build server listens. */
export interface ServerAddress {
  /** This user's folder of sockets (mode 0700: no one else may hand it a build). */
  folder: string;
  /** What every server of one cache folder names its socket with, whichever sitegen it runs. */
  cachePrefix: string;
  socket: string;
}

/** Values of SITEGEN_SERVER that turn the server off. */
const OFF = new Set(['0', 'off', 'false', 'no']);

/**
 * The cache folder whose build server may run this command line, or undefined: only `build`,
 * with a cache, not on CI (a fresh machine builds once; `CI` is set by GitHub Actions, GitLab,
 * CircleCI and others), not with `--no-server` or SITEGEN_SERVER=0, not asking for help.
 */
export function serverCacheDir(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): string | undefined {
  const args = argv.slice(2);
  if (process.platform === 'win32' || args.find((arg) => !arg.startsWith('-')) !== 'build') return undefined;
  if (args.some((arg) => arg === '--no-server' || arg === '-h' || arg === '--help' || arg === '-V' || arg === '--version')) return undefined;
  const ci = (env.CI ?? '').toLowerCase();
  if (OFF.has((env.SITEGEN_SERVER ?? '').toLowerCase()) || (ci !== '' && !OFF.has(ci))) return undefined;
  const dir = cacheDirOf(argv);
  return dir === undefined ? undefined : resolve(dir);
}

/**
 * The socket of the server for `cacheDir`, named for that folder and for the sitegen and Node
 * that run it: after an upgrade or a recompile, a build finds no server of the old code (the
 * server itself notices a new React, build-server.ts). Undefined run from the sources, which
 * have no build id.
 */
export function serverAddress(cacheDir: string, buildId = compiledHash()): ServerAddress | undefined {
  if (buildId === undefined) return undefined;
  const folder = socketsFolder();
  const cachePrefix = cachePrefixOf(cacheDir);
  const code = digest(`${buildId}\0${process.execPath}\0${process.version}`).slice(0, 12);
  return { folder, cachePrefix, socket: join(folder, `${cachePrefix}-${code}.sock`) };
}

/** This user's folder of sockets, where every build server of theirs listens. */
export const socketsFolder = () => join(tmpdir(), `sitegen-${process.getuid?.() ?? 'user'}`);

/** What the sockets of `cacheDir`'s servers are named with first, whichever sitegen runs them. */
export const cachePrefixOf = (cacheDir: string) => digest(resolve(cacheDir)).slice(0, 16);

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
