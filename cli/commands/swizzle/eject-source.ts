import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { SWIZZLABLE, SWIZZLABLE_NAMES, type SwizzlableName } from '../../bundle/theme/registry.ts';

/** An import statement as the runtime writes them: one line, named or default imports. */
const IMPORT = /^import (type )?(?:(\w+)|\{([^}]*)\}) from '([^']+)';$/gm;

/** The names `sitegen/theme` exports, values and types, read from its source. */
function publicNames(runtime: string): Set<string> {
  const source = readFileSync(join(runtime, 'theme', 'public-api.ts'), 'utf8');
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) for (const part of list.split(',')) names.add(part.trim().split(/\s+as\s+/).pop()!);
  for (const [, name] of source.matchAll(/^export type (\w+)/gm)) names.add(name);
  return names;
}

export type EjectResult = { source: string } | { unmapped: string[] };

/**
 * The component's source as a site's file (`swizzle <Name> --eject`): an import of another
 * swizzlable component becomes `@theme/<Name>`, one of names `sitegen/theme` exports comes from
 * there, packages stay; the component becomes the default export. The imports that can be made
 * neither way are returned instead: a copy would reach into sitegen's internals.
 */
export function ejectSource(runtime: string, name: SwizzlableName): EjectResult {
  const { module, exportName } = SWIZZLABLE[name];
  const file = join(runtime, module);
  const exported = publicNames(runtime);
  const unmapped: string[] = [];
  const source = readFileSync(file, 'utf8').replace(IMPORT, (line, typeOnly: string | undefined, defaultName: string | undefined, list: string | undefined, specifier: string) => {
    if (!specifier.startsWith('.')) return line;
    const target = relative(runtime, join(dirname(file), specifier)).split(sep).join('/');
    const names = defaultName ? ['default'] : list!.split(',').map((part) => part.trim().replace(/^type\s+/, '')).filter(Boolean);
    const theme = SWIZZLABLE_NAMES.find((other) => SWIZZLABLE[other].module === target);
    if (theme && !typeOnly && names.length === 1 && names[0] === SWIZZLABLE[theme].exportName) return `import ${defaultName ?? names[0]} from '@theme/${theme}';`;
    if (!defaultName && names.every((imported) => exported.has(imported))) return `import ${typeOnly ?? ''}{ ${list!.trim()} } from 'sitegen/theme';`;
    unmapped.push(line);
    return line;
  });
  if (unmapped.length > 0) return { unmapped };
  return { source: exportName === 'default' ? source : `${source}\nexport default ${exportName};\n` };
}
