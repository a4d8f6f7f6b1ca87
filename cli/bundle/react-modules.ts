import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as esbuild from 'esbuild';
import { escapeRegExp, exactly } from './runtime-boundary.ts';

/**
 * React ships CommonJS only, and esbuild keeps a CommonJS module whole and calls its functions
 * through its exports object (`(0,r.useState)(...)` at every call). Its production files for
 * these packages are a flat list of `exports.name = value;` statements, though: read as ES
 * modules of one export each, the runtime calls each function by a bare, minified name, and
 * esbuild leaves out the ones nothing uses (cloneElement, forwardRef, react-dom's preload…).
 * react-dom/client (called twice, in the entry) stays as it is.
 */
const PACKAGES = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
} as const;

type Package = keyof typeof PACKAGES;

const NAMESPACE = 'sitegen-react-internals';

/**
 * `source` as an ES module and the names it exports, if it is a flat list of exports: every
 * `exports` in it starts a line as `exports.name =`, each name once. Otherwise undefined, and the
 * file stays CommonJS.
 */
export function commonjsAsModule(source: string): { contents: string; names: string[] } | undefined {
  const names = [...source.matchAll(/^exports\.([A-Za-z_$][\w$]*) =/gm)].map((match) => match[1]);
  if (names.length === 0 || new Set(names).size !== names.length || source.match(/\bexports\b/g)!.length !== names.length || /\bmodule\.exports\b/.test(source)) return undefined;
  const body = source.replace(/^exports\.([A-Za-z_$][\w$]*) =/gm, 'const sitegen$$$1 =');
  // The exports object too, for `import React from 'react'`: esbuild leaves it out where nothing imports it.
  const object = `const sitegen$default = { ${names.map((name) => `${name}: sitegen$${name}`).join(', ')} };`;
  return { contents: `${body}\n${object}\nexport { ${[...names.map((name) => `sitegen$${name} as ${name}`), 'sitegen$default as default'].join(', ')} };\n`, names };
}

/**
 * The names a React file takes from `require(specifier)`: every `variable.name` in it, for the
 * variable it binds (in strings and comments too: a name too many costs a few bytes, one too
 * few would break React). React's builds use what they require only this way; a unit test holds
 * the installed React to it. Undefined when the file binds it otherwise: it then gets all of it.
 */
export function requiredNames(source: string, specifier: string): string[] | undefined {
  const bound = boundBy(source, ` = require(${JSON.stringify(specifier)})`);
  if (bound.length !== 1) return undefined;
  const names = source.matchAll(new RegExp(`(?<![\\w$.])${escapeRegExp(bound[0])}\\.([A-Za-z_$][\\w$]*)`, 'g'));
  return [...new Set([...names].map((match) => match[1]))].sort();
}

const IDENTIFIER_CHAR = /[\w$]/;
const DIGIT = /\d/;

/**
 * The identifiers right before each `call` in `source`, as `/([A-Za-z_$][\w$]*) = require\(…\)/g`
 * finds them: a regular expression starting with a character class tried every position of
 * react-dom's 500 KB, 60 ms of every client bundle; the call is found as a string instead.
 */
function boundBy(source: string, call: string): string[] {
  const bound: string[] = [];
  for (let at = source.indexOf(call); at !== -1; at = source.indexOf(call, at + call.length)) {
    let start = at;
    while (start > 0 && IDENTIFIER_CHAR.test(source[start - 1])) start--;
    while (start < at && DIGIT.test(source[start])) start++;
    if (start < at) bound.push(source.slice(start, at));
  }
  return bound;
}

/** Each of React's packages as the runtime's modules resolve them from `cwd`: its production file, and its own entry file (`react/index.js`). */
function reactPackageFiles(cwd: string) {
  const require = createRequire(`${cwd}/`);
  const packageDir = (name: string) => dirname(require.resolve(`${name.split('/')[0]}/package.json`));
  /** Package name → its production file. */
  const files = new Map((Object.entries(PACKAGES) as Array<[Package, string]>).map(([name, file]) => [name, join(packageDir(name), file.slice(file.indexOf('/') + 1))]));
  /** The packages' own entry files, which the entry's re-exports name (runtime-boundary.ts). */
  const byEntryFile = new Map([...files.keys()].map((name) => [require.resolve(name), name]));
  return { packageDir, files, byEntryFile };
}

/**
 * Every name each of React's packages exports read as an ES module, by its entry file: what a
 * site's `import * as React from 'react'` takes. Undefined for a file that stays CommonJS.
 */
export function reactExports(cwd: string): Map<string, string[] | undefined> {
  const { files, byEntryFile } = reactPackageFiles(cwd);
  return new Map([...byEntryFile].map(([entry, name]) => [entry, commonjsAsModule(readFileSync(files.get(name)!, 'utf8'))?.names.concat('default')]));
}

/** Reads React's packages, as the runtime's modules resolve them from `cwd`, as ES modules (see above). */
export function reactModulesPlugin(cwd: string): esbuild.Plugin {
  const { packageDir, files, byEntryFile } = reactPackageFiles(cwd);
  const modules = new Map<string, ReturnType<typeof commonjsAsModule>>();
  const asModule = (file: string) => {
    if (!modules.has(file)) modules.set(file, commonjsAsModule(readFileSync(file, 'utf8')));
    return modules.get(file);
  };
  const reactFiles = new Set([...files.values(), join(packageDir('react-dom'), 'cjs', 'react-dom-client.production.js')]);
  return {
    name: 'sitegen-react-modules',
    setup(build) {
      build.onResolve({ filter: /^react(?:-dom)?(?:\/jsx-runtime)?$|[\\/]node_modules[\\/]react(?:-dom)?[\\/]/ }, (args) => {
        if (args.namespace === NAMESPACE) return { path: files.get(args.path as Package)! };
        const name = (files.has(args.path as Package) ? args.path : byEntryFile.get(args.path)) as Package | undefined;
        if (!name) return undefined;
        const file = files.get(name)!;
        const module = asModule(file);
        // React's own require()s of a package read as a module: the names they use, so the rest can go.
        if (args.kind === 'require-call' && reactFiles.has(args.importer) && module) {
          const used = requiredNames(readFileSync(args.importer, 'utf8'), args.path);
          if (used) return { path: name, namespace: NAMESPACE, pluginData: used.filter((exported) => module.names.includes(exported)) };
        }
        return { path: file };
      });
      build.onLoad({ filter: exactly([...files.values()]), namespace: 'file' }, (args) => {
        const module = asModule(args.path);
        return module && { contents: module.contents, loader: 'js' };
      });
      // Named by the package, not its file: esbuild hashes a module of another namespace by its
      // path as written, and an absolute one would tie the entry's file name to the checkout folder.
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: `export { ${(args.pluginData as string[]).join(', ')} } from ${JSON.stringify(args.path)};`, resolveDir: cwd, loader: 'js' }));
    },
  };
}
