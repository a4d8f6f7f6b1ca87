import { spawnSync } from 'node:child_process';
import { cpSync, linkSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, REPO } from '../support/fixture.ts';
import { fileTempDir } from '../support/temp-dirs.ts';

/**
 * `from` laid out again at `to`, each file a hard link: another checkout of the same files, as
 * esbuild and Node see it (a symbolic link would lead them back to the first), at no copying cost.
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else linkSync(source, target);
  }
}

/** sitegen as a checkout at `dir` holds it: the compiled CLI, the runtime and the packages. */
function checkout(dir: string): string {
  for (const part of ['bin', 'lib', 'cli', 'runtime', 'node_modules', 'package.json']) {
    if (part.includes('.')) cpSync(join(REPO, part), join(dir, part));
    else linkTree(join(REPO, part), join(dir, part));
  }
  return dir;
}

/** Every file of the folder by its path in it, with its bytes. */
function files(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [relative(dir, file), readFileSync(file, 'latin1')];
      }),
  );
}

/** tests/fixtures/mdx-site-components copied to `dir` and built by the sitegen of `sitegen`, a checkout folder. */
function build(sitegen: string, dir: string): Map<string, string> {
  cpSync(join(FIXTURES, 'mdx-site-components'), dir, { recursive: true });
  const run = spawnSync(process.execPath, [join(sitegen, 'bin/sitegen.js'), 'build', '--root', dir], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 });
  expect(run.stderr).toMatch(/✔ Built 4 routes/);
  return files(join(dir, 'dist'));
}

describe('built asset names (issue 20)', () => {
  it('are the same for the same site and sitegen, whichever folders hold them', () => {
    const root = fileTempDir('asset-names');
    const first = build(checkout(join(root, 'work/main')), join(root, 'work/site'));
    const second = build(checkout(join(root, 'ci/clone/of/sitegen')), join(root, 'elsewhere/deeper/site'));
    const assets = [...first.keys()].filter((path) => path.startsWith('assets/'));
    // The runtime's entry and a site component's chunk are among them.
    expect(assets).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/entry-[A-Z0-9]+\.js$/), expect.stringMatching(/^assets\/chunks\/Counter-[A-Z0-9]+\.js$/)]));
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [path, bytes] of first) expect(second.get(path) === bytes, path).toBe(true);
  });
});
