import { createRequire } from 'node:module';
import type * as esbuild from 'esbuild';

/**
 * React ships CommonJS only. These are the modules the runtime calls all over; react-dom/client
 * (called twice, in the entry) is left as it is.
 */
const COMMONJS_PACKAGES = ['react', 'react/jsx-runtime'];

const NAMESPACE = 'sitegen-esm-facade';

/**
 * Gives React's CommonJS packages an ES module face. esbuild calls a CommonJS module's functions
 * through its exports object (`(0,r.jsx)(...)`, `(0,r.useState)(...)` at every call); through an
 * ES module of one binding per export, each call is a bare, minified name. Each binding is read
 * once at load time (React's exports never change) and marked pure, so unused ones are dropped.
 */
export function esmFacadesPlugin(cwd: string): esbuild.Plugin {
  const require = createRequire(`${cwd}/`);
  /** Package name → its file, as the runtime's modules resolve it. */
  const files = new Map(COMMONJS_PACKAGES.map((name) => [name, require.resolve(name)]));
  const packageOf = new Map([...files].map(([name, file]) => [file, name]));
  return {
    name: 'sitegen-esm-facades',
    setup(build) {
      // By name from the runtime's modules, by file from the entry's re-exports (runtime-boundary.ts).
      build.onResolve({ filter: /^react(\/jsx-runtime)?$|[\\/]node_modules[\\/]react[\\/]/ }, (args) => {
        // The facade's own import of the package.
        if (args.namespace === NAMESPACE) return { path: args.path };
        // React's own require()s keep the CommonJS module.
        if (args.kind !== 'import-statement') return undefined;
        // Named by the package, not its file: esbuild hashes a module of another namespace by its
        // path as written, and an absolute one would tie the entry's file name to the checkout folder.
        const name = files.has(args.path) ? args.path : packageOf.get(args.path);
        return name ? { path: name, namespace: NAMESPACE } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const names = Object.keys(require(args.path) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
        const bindings = names.map((name) => `export const ${name} = /* @__PURE__ */ (() => commonjs.${name})();`);
        return { contents: [`import * as commonjs from ${JSON.stringify(files.get(args.path))};`, ...bindings].join('\n'), loader: 'js' };
      });
    },
  };
}
