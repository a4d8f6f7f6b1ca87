import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editFile, fixtureCopy, sitegen } from '../support/fixture.ts';
import { fileTempDir } from '../support/temp-dirs.ts';
import { treeSnapshot } from '../support/tree-snapshot.ts';

/** A remark plugin that writes `word` for every "the" of the text: a package of its own, as in a workspace. */
function writePlugin(folder: string, word: string): void {
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'remark-the', type: 'module', main: 'lib/index.js' }));
  mkdirSync(join(folder, 'lib'), { recursive: true });
  writeFileSync(join(folder, 'lib/index.js'), "import { replace } from './replace.js';\nexport default function remarkThe() {\n  return (tree) => replace(tree);\n}\n");
  writeFileSync(join(folder, 'lib/replace.js'), `export function replace(node) {\n  if (node.type === 'text') node.value = node.value.replace(/\\bthe\\b/g, ${JSON.stringify(word)});\n  for (const child of node.children ?? []) replace(child);\n}\n`);
}

/** The good fixture with the plugin linked into its node_modules from a folder outside it (`npm link`, a workspace). */
function siteWithLinkedPlugin(): { root: string; plugin: string } {
  const root = fixtureCopy();
  const plugin = fileTempDir('remark-the');
  writePlugin(plugin, 'THE');
  mkdirSync(join(root, 'node_modules'));
  symlinkSync(plugin, join(root, 'node_modules', 'remark-the'), 'dir');
  editFile(root, 'site.config.ts', (text) => `import remarkThe from 'remark-the';\n${text.replace('blog: { postsPerPage: 2 },', 'blog: { postsPerPage: 2 },\n  markdown: { remarkPlugins: [remarkThe] },')}`);
  return { root, plugin };
}

const build = (root: string, out: string, ...args: string[]) => {
  const run = sitegen(['build', '--root', root, '--out-dir', out, ...args], { cwd: root });
  expect(run.status, run.stderr).toBe(0);
  return run;
};

describe('the cache and a linked package the config imports', { timeout: 120_000 }, () => {
  it('builds again after the package changed, though no lock file did, and writes what --no-cache writes', () => {
    const { root, plugin } = siteWithLinkedPlugin();
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

  it('is up to date while the package stays as it was', () => {
    const { root } = siteWithLinkedPlugin();
    const out = join(root, 'dist');
    build(root, out);
    expect(build(root, out).stderr).toContain('up to date');
  });
});
