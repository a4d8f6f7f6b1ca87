import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitegen } from '../support/fixture.ts';
import { siteWithPlugin, writePlugin } from '../support/plugin-site.ts';
import { treeSnapshot } from '../support/tree-snapshot.ts';

const build = (root: string, out: string, ...args: string[]) => {
  const run = sitegen(['build', '--root', root, '--out-dir', out, ...args], { cwd: root });
  expect(run.status, run.stderr).toBe(0);
  return run;
};

describe('the cache and the packages the config imports', { timeout: 120_000 }, () => {
  it('builds again after the package changed, though no lock file did, and writes what --no-cache writes', () => {
    const { root, plugin } = siteWithPlugin();
    const out = join(root, 'dist');
    build(root, out);
    expect(readFileSync(join(out, 'guides/install/index.html'), 'utf8')).toContain('THE');
    // A file the entry imports, as an edit in the workspace changes it.
    writePlugin(plugin, 'ThE');
    const again = build(root, out);
    expect(again.stderr).not.toContain('up to date');
    expect(readFileSync(join(out, 'guides/install/index.html'), 'utf8')).toContain('ThE');
    const fresh = join(root, 'dist-fresh');
    build(root, fresh, '--no-cache');
    expect(treeSnapshot(out)).toEqual(treeSnapshot(fresh));
    // Into another folder, no build record to go by: the pages compiled with the old plugin are not reused either.
    writePlugin(plugin, 'tHe');
    const other = join(root, 'dist-other');
    build(root, other);
    expect(readFileSync(join(other, 'guides/install/index.html'), 'utf8')).toContain('tHe');
  });

  it('builds again after another version was installed without the lock files (npm install --no-save)', () => {
    const { root, plugin } = siteWithPlugin('installed');
    const out = join(root, 'dist');
    build(root, out);
    writePlugin(plugin, 'ThE', '2.0.0');
    expect(build(root, out).stderr).not.toContain('up to date');
    expect(readFileSync(join(out, 'guides/install/index.html'), 'utf8')).toContain('ThE');
  });

  it('fails, the output kept, once the package is gone from node_modules, though no lock file changed', () => {
    const { root } = siteWithPlugin();
    const out = join(root, 'dist');
    build(root, out);
    const before = treeSnapshot(out);
    rmSync(join(root, 'node_modules', 'remark-the'));
    const gone = sitegen(['build', '--root', root, '--out-dir', out], { cwd: root });
    expect(gone.status).toBe(1);
    expect(gone.stderr).toContain('ConfigEvaluationError');
    expect(gone.stderr).toContain('remark-the');
    expect(treeSnapshot(out)).toEqual(before);
  });

  it('is up to date while the package stays as it was', () => {
    const { root } = siteWithPlugin();
    const out = join(root, 'dist');
    build(root, out);
    expect(build(root, out).stderr).toContain('up to date');
  });
});
