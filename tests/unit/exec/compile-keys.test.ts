import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkedPackagesHash } from '../../../cli/exec/compile-keys.ts';
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

describe('linkedPackagesHash', () => {
  it('changes with any file of a linked package, scoped or not, but for its own packages and Git’s', () => {
    const dir = tempDir();
    const site = join(dir, 'workspace/site');
    const linked = packageAt(join(dir, 'workspace/packages/plugin'), { 'package.json': '{}', 'lib/index.js': 'export default 1;' });
    mkdirSync(join(site, 'node_modules/@org'), { recursive: true });
    symlinkSync(linked, join(site, 'node_modules/@org/plugin'), 'dir');
    const hash = () => linkedPackagesHash(site, ['@org/plugin/sub', 'node:path', 'fs']);
    const first = hash();
    writeFileSync(join(linked, 'lib/index.js'), 'export default 2;');
    const second = hash();
    expect(second).not.toBe(first);
    packageAt(linked, { 'node_modules/dep/index.js': 'x', '.git/HEAD': 'ref' });
    expect(hash()).toBe(second);
  });

  it('leaves out installed packages (the lock files stand for them), found from a parent folder as Node finds them', () => {
    const dir = tempDir();
    const site = join(dir, 'repo/site');
    mkdirSync(site, { recursive: true });
    const installed = packageAt(join(dir, 'repo/node_modules/rehype-thing'), { 'index.js': 'a' });
    const none = linkedPackagesHash(site, []);
    expect(linkedPackagesHash(site, ['rehype-thing', 'missing-package'])).toBe(none);
    writeFileSync(join(installed, 'index.js'), 'b');
    expect(linkedPackagesHash(site, ['rehype-thing'])).toBe(none);
  });
});
