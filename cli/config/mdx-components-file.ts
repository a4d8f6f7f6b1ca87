import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';

/** Docusaurus' swizzled MDX components: names every MDX file may use without an import. */
const FILES = ['tsx', 'jsx', 'ts', 'js'].map((ext) => join('src', 'theme', `MDXComponents.${ext}`));

/** What spreading the built-in map may import it as. */
const BUILT_IN = new Set(['@theme-original/MDXComponents', '@theme/MDXComponents']);

/**
 * The site's src/theme/MDXComponents, read as Docusaurus sites write it: `import Highlight from
 * '@site/src/components/Highlight'; export default { ...MDXComponents, Highlight }`. The file is
 * read, never run (content is data): each entry becomes a name and the module it stands for
 * (`Highlight` → `@site/src/components/Highlight`), which MDX pages then use as if imported.
 * What cannot be read so is a warning at its line, the entry left out.
 */
export function readMdxComponents(root: string): StageResult<Record<string, string> | undefined> {
  const file = FILES.map((name) => join(root, name)).find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
  if (!file) return { value: undefined, diagnostics: [] };
  return parseMdxComponents(readFileSync(file, 'utf8'), file, root);
}

export function parseMdxComponents(text: string, file: string, root: string): StageResult<Record<string, string>> {
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string, index: number) => diagnostics.push(diagnostic('MdxComponentsUnsupported', message, { file, line: lineOf(index) }));
  const imports = new Map<string, string>();
  for (const [, local, module] of text.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/gm)) imports.set(local, module);
  const exported = /^export\s+default\s+\{([^}]*)\}/m.exec(text);
  const components: Record<string, string> = {};
  if (!exported) {
    warn('No `export default { ...MDXComponents, Name }` found: no component is added to MDX.', 0);
    return { value: components, diagnostics };
  }
  let at = exported.index + exported[0].indexOf('{') + 1;
  for (const part of exported[1].split(',')) {
    const entry = part.trim();
    const index = at + part.indexOf(entry);
    at += part.length + 1;
    if (!entry) continue;
    const spread = /^\.\.\.(\w+)$/.exec(entry);
    if (spread) {
      if (!BUILT_IN.has(imports.get(spread[1]) ?? '')) warn(`\`...${spread[1]}\` is not @theme-original/MDXComponents: it is left out.`, index);
      continue;
    }
    const named = /^(?:(\w+)|(\w+|'[^']+'|"[^"]+")\s*:\s*(\w+))$/.exec(entry);
    if (!named) {
      warn(`\`${entry}\` is not \`Name\` or \`Name: Component\`: it is left out.`, index);
      continue;
    }
    const name = (named[1] ?? named[2]).replace(/^['"]|['"]$/g, '');
    const local = named[1] ?? named[3];
    const module = siteModule(imports.get(local), file, root);
    if (module) components[name] = module;
    else warn(`\`${local}\` is not imported from the site's files (\`@site/…\` or a relative path) or \`@theme/…\`: <${name}> is left out.`, index);
  }
  return { value: components, diagnostics };
}

/** The module an MDX page would import: `@site/…` and `@theme/…` as written, a relative path as `@site/…`. */
function siteModule(module: string | undefined, file: string, root: string): string | undefined {
  if (!module) return undefined;
  if (module.startsWith('@site/') || module.startsWith('@theme/')) return module;
  if (!module.startsWith('.')) return undefined;
  // Without its extension, as an MDX import names it (mdx-scope.ts): one module, one chunk.
  return `@site/${relative(root, resolve(dirname(file), module)).split(sep).join('/').replace(/\.(?:tsx|jsx|ts|js|mjs)$/, '')}`;
}
