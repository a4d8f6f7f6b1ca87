// Compiles the CLI to lib/ so `sitegen` starts as plain JavaScript, with no TypeScript loader.
// Splitting keeps the renderer (React, the runtime) in a chunk that only `build` loads.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';

// Every package is bundled in but a few: loading hundreds of small modules (ES or CommonJS) one
// by one costs Node more than the code itself, at every start and in every worker. Left outside:
// esbuild and oxc-minify for their native binaries; Shiki's grammars, so that each loads only when a page uses it;
// playwright-core (for the bench), which reads its own files; React, which bundled would be
// reached through a getter at every hook and element call (0.3 s of rendering 10,000 pages); and
// TypeScript (9 MB), loaded only to find the line of a mistyped config key.
const EXTERNAL = /^(?:esbuild|@shikijs\/langs|oxc-minify|playwright-core|react|react-dom|scheduler|typescript)(?:\/|$)/;
// Of those, the CommonJS ones are required, not imported: an ES import makes Node scan the
// module's source for its export names (esbuild's 97 KB at every start, 20–40 ms of CPU, and the
// scanner then gets optimised on a background thread; TypeScript's 9 MB take seconds). The names
// are read here instead, once.
const REQUIRED = /^(?:esbuild|react|react-dom|typescript)(?:\/|$)/;
const require = createRequire(import.meta.url);
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) => {
      if (!EXTERNAL.test(args.path)) return undefined;
      if (args.namespace === 'required' || !REQUIRED.test(args.path)) return { path: args.path, external: true };
      return { path: args.path, namespace: 'required' };
    });
    build.onLoad({ filter: /.*/, namespace: 'required' }, (args) => {
      const names = Object.keys(require(args.path)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
      const specifier = JSON.stringify(args.path);
      return { contents: `const cjs = require(${specifier});\nexport default cjs;\nexport const { ${names.join(', ')} } = cjs;\n`, loader: 'js' };
    });
  },
};

// zod's namespace carries its error messages in some fifty languages (370 KB, a third of zod);
// sitegen reports in English only, so that is the one kept.
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: 'zod-locales', namespace: 'zod-english-only', pluginData: args.resolveDir } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from '../locales/en.js';",
      resolveDir: args.pluginData,
      loader: 'js',
    }));
  },
};

// Chunk names are content hashes: without a clean folder, every change would leave old ones behind.
rmSync('lib', { recursive: true, force: true });

const built = await esbuild.build({
  entryPoints: {
    cli: 'cli/index.ts',
    'define-config': 'cli/config/define-config.ts',
    'markdown-worker': 'cli/exec/workers/markdown-worker.ts',
    'highlight-worker': 'cli/exec/workers/highlight-worker.ts',
    startup: 'cli/exec/startup.ts',
    'search-worker': 'cli/exec/workers/search-worker.ts',
    'writer-worker': 'cli/exec/workers/writer-worker.ts',
    'build-server': 'cli/build-server.ts',
    bench: 'bench/run.ts',
  },
  outdir: 'lib',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages, zodEnglishOnly],
  jsx: 'automatic',
  sourcemap: 'inline',
  write: false,
  logLevel: 'warning',
});

// Then each file becomes CommonJS: Node loads an ES module through a resolve, a link and an
// evaluation of its own, and a build loads some seventy chunks (A/B against ES modules, one edit
// of 1,000 pages 675 → 647 ms, 14 each; the consultancy site's cold build 697 → 680 ms, CPU
// 1.09 → 1.05 s, 10 each). esbuild splits only ES modules, so the split comes first.
// A chunk's import() of another becomes a require; import() of anything else (Shiki's grammars,
// a bundled config) stays the ES import it has to be.
const outputs = new Set(built.outputFiles.map((file) => file.path));
await Promise.all(
  built.outputFiles
    .filter((file) => file.path.endsWith('.js'))
    .map(async (file) => {
      const code = file.text.replace(/\bimport\("(\.\.?\/[^"]+\.js)"\)/g, (call, specifier) =>
        outputs.has(resolve(dirname(file.path), specifier)) ? `Promise.resolve().then(() => require(${JSON.stringify(specifier)}))` : call,
      );
      const name = basename(file.path);
      const cjs = await esbuild.transform(code, {
        format: 'cjs',
        platform: 'node',
        target: 'node20',
        sourcefile: name,
        sourcemap: 'external',
        define: { 'import.meta.url': '__sitegenModuleUrl' },
        banner: code.includes('import.meta.url') ? 'var __sitegenModuleUrl = require("node:url").pathToFileURL(__filename).href;' : '',
        logLevel: 'warning',
      });
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, `${cjs.code}//# sourceMappingURL=${name}.map\n`);
      writeFileSync(`${file.path}.map`, cjs.map);
    }),
);
writeFileSync('lib/package.json', '{ "type": "commonjs" }\n');

// What the persistent cache keys every entry by (cli/exec/build-identity.ts): a changed
// checkout, even at the same version, compiles to other bytes and so starts afresh.
const identity = createHash('sha256');
for (const file of readdirSync('lib', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).sort()) {
  identity.update(`${file}\0`).update(readFileSync(join('lib', file)));
}
writeFileSync('lib/build-id.json', JSON.stringify({ hash: identity.digest('hex') }));
