import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editFile, fixtureCopy } from './fixture.ts';
import { fileTempDir } from './temp-dirs.ts';

/** A remark plugin that writes `word` for every "the" of the text: a package of its own, as in a workspace. */
export function writePlugin(folder: string, word: string, version = '1.0.0'): void {
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'remark-the', version, type: 'module', main: 'lib/index.js' }));
  mkdirSync(join(folder, 'lib'), { recursive: true });
  writeFileSync(join(folder, 'lib/index.js'), "import { replace } from './replace.js';\nexport default function remarkThe() {\n  return (tree) => replace(tree);\n}\n");
  writeFileSync(join(folder, 'lib/replace.js'), `export function replace(node) {\n  if (node.type === 'text') node.value = node.value.replace(/\\bthe\\b/g, ${JSON.stringify(word)});\n  for (const child of node.children ?? []) replace(child);\n}\n`);
}

/** The good fixture with the plugin in its node_modules: linked from a folder outside it (`npm link`, a workspace), or installed there. */
export function siteWithPlugin(where: 'linked' | 'installed' = 'linked'): { root: string; plugin: string } {
  const root = fixtureCopy();
  mkdirSync(join(root, 'node_modules'));
  const plugin = where === 'installed' ? join(root, 'node_modules', 'remark-the') : fileTempDir('remark-the');
  mkdirSync(plugin, { recursive: true });
  writePlugin(plugin, 'THE');
  if (where === 'linked') symlinkSync(plugin, join(root, 'node_modules', 'remark-the'), 'dir');
  editFile(root, 'site.config.ts', (text) => `import remarkThe from 'remark-the';\n${text.replace('blog: { postsPerPage: 2 },', 'blog: { postsPerPage: 2 },\n  markdown: { remarkPlugins: [remarkThe] },')}`);
  return { root, plugin };
}
