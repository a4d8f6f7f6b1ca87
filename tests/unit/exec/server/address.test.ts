import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverAddress, serverCacheDir } from '../../../../cli/exec/server/address.ts';

const argv = (...args: string[]) => ['node', 'sitegen', ...args];

describe('serverCacheDir', () => {
  it('is the cache folder of a build, by default or as --cache-dir and --root name it', () => {
    expect(serverCacheDir(argv('build'), {})).toBe(resolve('.sitegen/cache'));
    expect(serverCacheDir(argv('build', '--root', 'site'), {})).toBe(resolve('site/.sitegen/cache'));
    expect(serverCacheDir(argv('--debug', 'build', '--cache-dir=/tmp/kept'), {})).toBe('/tmp/kept');
  });

  it('is undefined for other commands, without a cache, with --no-server, or asking for help', () => {
    for (const args of [['watch'], ['validate'], ['build', '--no-cache'], ['build', '--no-server'], ['build', '--help'], ['build', '-h'], ['--version']]) {
      expect(serverCacheDir(argv(...args), {}), args.join(' ')).toBeUndefined();
    }
  });

  it('is undefined with SITEGEN_SERVER off, or on CI', () => {
    for (const value of ['0', 'off', 'false', 'no', 'OFF']) expect(serverCacheDir(argv('build'), { SITEGEN_SERVER: value })).toBeUndefined();
    for (const value of ['true', '1', 'yes']) expect(serverCacheDir(argv('build'), { CI: value })).toBeUndefined();
    for (const value of ['', 'false', '0']) expect(serverCacheDir(argv('build'), { CI: value })).toBe(resolve('.sitegen/cache'));
    expect(serverCacheDir(argv('build'), { SITEGEN_SERVER: '1' })).toBe(resolve('.sitegen/cache'));
  });
});

describe('serverAddress', () => {
  it('names a socket for the cache folder and for the code that serves it', () => {
    const one = serverAddress('/site/.sitegen/cache', 'build one')!;
    expect(one.socket.startsWith(`${one.folder}/${one.cachePrefix}-`)).toBe(true);
    expect(one.socket).toMatch(/-[0-9a-f]{12}\.sock$/);
    const upgraded = serverAddress('/site/.sitegen/cache', 'build two')!;
    expect(upgraded.cachePrefix).toBe(one.cachePrefix);
    expect(upgraded.socket).not.toBe(one.socket);
    expect(serverAddress('/other/.sitegen/cache', 'build one')!.cachePrefix).not.toBe(one.cachePrefix);
  });

  it('is undefined run from the sources, which have no build id', () => {
    expect(serverAddress('/site/.sitegen/cache', undefined)).toBeUndefined();
  });
});
