import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedPackagesHash } from '../../../cli/exec/compile-keys.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('compile-keys');

/** A package folder holding `files` (relative paths). */
function packageAt(folder: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe('importedPackagesHash', () => {
  it('changes with any file of a linked package, scoped or not, but for its own packages and Git’s; built-ins count for nothing', () => {
    const dir = tempDir();
    const site = join(dir, 'workspace/site');
    const linked = packageAt(join(dir, 'workspace/packages/plugin'), { 'package.json': '{}', 'lib/index.js': 'export default 1;' });
    mkdirSync(join(site, 'node_modules/@org'), { recursive: true });
    symlinkSync(linked, join(site, 'node_modules/@org/plugin'), 'dir');
    const hash = () => importedPackagesHash(site, ['@org/plugin/sub', 'node:path', 'fs']);
    const first = hash();
    expect(importedPackagesHash(site, ['@org/plugin/sub'])).toBe(first);
    writeFileSync(join(linked, 'lib/index.js'), 'export default 2;');
    const second = hash();
    expect(second).not.toBe(first);
    packageAt(linked, { 'node_modules/dep/index.js': 'x', '.git/HEAD': 'ref' });
    expect(hash()).toBe(second);
  });

  it('knows an installed package, found from a parent folder as Node finds it, by its package.json: not its code, which the lock files stand for', () => {
    const dir = tempDir();
    const site = join(dir, 'repo/site');
    mkdirSync(site, { recursive: true });
    const installed = packageAt(join(dir, 'repo/node_modules/rehype-thing'), { 'package.json': '{"version":"1.0.0"}', 'index.js': 'a' });
    const hash = () => importedPackagesHash(site, ['rehype-thing']);
    const first = hash();
    writeFileSync(join(installed, 'index.js'), 'b');
    expect(hash()).toBe(first);
    // Installed with --no-save, or removed: the lock files say nothing of either.
    writeFileSync(join(installed, 'package.json'), '{"version":"2.0.0"}');
    const upgraded = hash();
    expect(upgraded).not.toBe(first);
    rmSync(installed, { recursive: true });
    expect(hash()).not.toBe(upgraded);
  });

  it('is the same for the same site in another folder', () => {
    const dir = tempDir();
    packageAt(join(dir, 'a/site/node_modules/rehype-thing'), { 'package.json': '{}' });
    cpSync(join(dir, 'a'), join(dir, 'b'), { recursive: true });
    expect(importedPackagesHash(join(dir, 'b/site'), ['rehype-thing'])).toBe(importedPackagesHash(join(dir, 'a/site'), ['rehype-thing']));
  });
});
