import { RUNTIME_SPECIFIER } from '../render/runtime-specifier.ts';

const IMPORT = new RegExp(`import\\{([^}]*)\\}from"${RUNTIME_SPECIFIER}";`, 'g');

/**
 * A minified chunk's imports from the runtime as one statement. esbuild writes one for each
 * runtime module the chunk reaches through its proxies (runtime-boundary.ts), and a doc page's
 * first load pays for every repeat; imports are hoisted, so where they stand does not matter.
 */
export function mergeRuntimeImports(code: string): string {
  const lists: string[] = [];
  const rest = code.replace(IMPORT, (_, list: string) => {
    lists.push(list);
    return '';
  });
  return lists.length < 2 ? code : `import{${lists.join(',')}}from"${RUNTIME_SPECIFIER}";${rest}`;
}

/** An output file of the client bundle, its runtime imports merged when it is a script. */
export function withMergedImports(file: { path: string; contents: Uint8Array }): Uint8Array {
  return file.path.endsWith('.js') ? Buffer.from(mergeRuntimeImports(Buffer.from(file.contents).toString('utf8'))) : file.contents;
}
