import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, REPO, sitegen } from '../support/fixture.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('code-cache');
const buildId = () => (JSON.parse(readFileSync(join(REPO, 'lib/build-id.json'), 'utf8')) as { hash: string }).hash;
/** Node 22 and later keep the code themselves (Module.enableCompileCache), in their own layout. */
const nodeKeepsCode = 'enableCompileCache' in Module;
const entries = (root: string) => readdirSync(join(root, '.sitegen/cache/code')).sort();

describe("V8's code for sitegen's modules, kept in the cache folder (cli/exec/code-cache.ts)", () => {
  it.skipIf(nodeKeepsCode)('is kept once a build made the cache folder, named by the compiled code, and used by the next build', { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    // The first build made the cache folder as it ended: its start had nowhere to keep code.
    expect(existsSync(join(root, '.sitegen/cache/code'))).toBe(false);
    const cold = sitegen(['build', '--root', root, '--out-dir', join(root, 'again')]);
    expect(cold.status, cold.stderr).toBe(0);
    const kept = entries(root);
    expect(kept.length).toBeGreaterThan(20);
    for (const name of kept) expect(name.startsWith(`${buildId().slice(0, 16)}-${process.version}-`) && name.endsWith('.bin')).toBe(true);
    expect(kept).toContain(`${buildId().slice(0, 16)}-${process.version}-cli.js.bin`);
    const warm = sitegen(['build', '--root', root, '--out-dir', join(root, 'warm')]);
    expect(warm.status, warm.stderr).toBe(0);
    expect(readFileSync(join(root, 'warm/index.html'), 'utf8')).toBe(readFileSync(join(root, 'again/index.html'), 'utf8'));
    expect(entries(root)).toEqual(kept);
  });

  it.skipIf(nodeKeepsCode)('takes a damaged entry, or one V8 rejects, as none, making it again', { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    expect(sitegen(['build', '--root', root, '--out-dir', join(root, 'a')]).status).toBe(0);
    const entry = join(root, '.sitegen/cache/code', `${buildId().slice(0, 16)}-${process.version}-cli.js.bin`);
    const made = readFileSync(entry);
    const holds = (bytes: Buffer) => createHash('sha256').update(bytes.subarray(32)).digest().equals(bytes.subarray(0, 32));
    expect(holds(made)).toBe(true);

    // Damaged on the disk: its digest no longer holds, so V8 never sees it, and the build makes it again.
    const damaged = Buffer.from(made);
    damaged[damaged.length - 1] ^= 0xff;
    writeFileSync(entry, damaged);
    const run = sitegen(['build', '--root', root, '--out-dir', join(root, 'b')]);
    expect(run.status, run.stderr).toBe(0);
    expect(holds(readFileSync(entry))).toBe(true);

    // Whole, but not V8's (its header another's): rejected, deleted, and made by the next build.
    const other = Buffer.from(made.subarray(32));
    other[0] ^= 0xff;
    writeFileSync(entry, Buffer.concat([createHash('sha256').update(other).digest(), other]));
    expect(sitegen(['build', '--root', root, '--out-dir', join(root, 'c')]).status).toBe(0);
    expect(existsSync(entry)).toBe(false);
    expect(sitegen(['build', '--root', root, '--out-dir', join(root, 'd')]).status).toBe(0);
    expect(holds(readFileSync(entry))).toBe(true);
    expect(readFileSync(join(root, 'd/index.html'), 'utf8')).toBe(readFileSync(join(root, 'a/index.html'), 'utf8'));
  });

  it('keeps nothing with --no-cache, nor where no build made a cache folder', () => {
    const root = fixtureCopy();
    expect(sitegen(['build', '--root', root, '--no-cache']).status).toBe(0);
    expect(existsSync(join(root, '.sitegen/cache'))).toBe(false);
    const elsewhere = tempDir();
    expect(sitegen(['--help'], { cwd: elsewhere }).status).toBe(0);
    expect(readdirSync(elsewhere)).toEqual([]);
  });
});
