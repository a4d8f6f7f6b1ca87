import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, sitegen } from '../support/fixture.ts';
import { treeSnapshot } from '../support/tree-snapshot.ts';

/** Every file under `dir`, relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Hard links of every file of the output in `witness`, with their bytes: a build that wrote through one would change it. */
function witness(dist: string, witness: string): Map<string, Buffer> {
  rmSync(witness, { recursive: true, force: true });
  const held = new Map<string, Buffer>();
  for (const file of filesOf(dist)) {
    const at = join(witness, file);
    mkdirSync(dirname(at), { recursive: true });
    linkSync(join(dist, file), at);
    held.set(at, readFileSync(at));
  }
  return held;
}

// cli/emit/output-dir.ts: a rebuild keeps the output it replaced as `.dist.spare`, and the next stages in it.
describe('sitegen build staging in the spare of the output it replaced', () => {
  it('writes what --no-cache writes, never through a file of the output it replaces, across edits, an added and a removed page', () => {
    const root = fixtureCopy();
    const dist = join(root, 'dist');
    const spare = join(root, '.dist.spare');
    const install = join(root, 'content/guides/install.md');
    const build = (out = dist, ...args: string[]) => {
      const run = sitegen(['build', '--root', root, '--out-dir', out, ...args], { cwd: root });
      expect(run.stderr).toContain('✔ Built');
      expect(run.status).toBe(0);
    };
    build();
    expect(existsSync(spare)).toBe(false);
    const edits = [
      () => writeFileSync(install, readFileSync(install, 'utf8').replace('Node 20 or later', 'Node 22 or later')),
      () => writeFileSync(join(root, 'content/guides/upgrade.md'), '---\ntitle: Upgrade\n---\n\nHow to upgrade.\n'),
      () => writeFileSync(install, `${readFileSync(install, 'utf8')}\nOne more line.\n`),
      () => rmSync(join(root, 'content/guides/upgrade.md')),
    ];
    const reference = `${root}-reference`;
    const held = `${root}-witness`;
    for (const [i, edit] of edits.entries()) {
      const files = witness(dist, held);
      edit();
      build();
      // Each rebuild keeps the output it replaced as the spare; from the second on, it staged in the one before's.
      expect(existsSync(spare), `after edit ${i}`).toBe(true);
      for (const [file, bytes] of files) expect(readFileSync(file).equals(bytes), `${file} after edit ${i}`).toBe(true);
      rmSync(reference, { recursive: true, force: true });
      build(reference, '--no-cache');
      expect(treeSnapshot(dist), `after edit ${i}`).toEqual(treeSnapshot(reference));
    }
    // The files the output still shares with its spare are the same files, not copies.
    const shared = filesOf(dist).filter((file) => existsSync(join(spare, file)) && statSync(join(spare, file)).ino === statSync(join(dist, file)).ino);
    expect(shared.length).toBeGreaterThan(filesOf(dist).length / 2);
    for (const dir of [reference, held]) rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
