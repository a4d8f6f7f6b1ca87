// Compiles the CLI to lib/ so `sitegen` starts as plain JavaScript, with no TypeScript loader.
// Splitting keeps the renderer (React, the runtime) in a chunk that only `build` loads.
import { rmSync } from 'node:fs';
import * as esbuild from 'esbuild';

// The unified ecosystem, markdown-it and zod are bundled in: hundreds of small ES modules, which cost
// Node over 100 ms to resolve and load one by one at every start (workers included). The other
// packages stay in node_modules: native code and WebAssembly (esbuild, Shiki), CommonJS, and
// React, which the runtime and the renderer must share.
const BUNDLED = /^(?:(?:unist|mdast|hast|micromark|remark|rehype|vfile|character-entities|is)(?:-[^/]*)?|unified|bail|trough|devlop|extend|decode-named-character-reference|character-reference-invalid|property-information|space-separated-tokens|comma-separated-tokens|zwitch|html-void-elements|html-url-attributes|trim-lines|ccount|escape-string-regexp|markdown-table|longest-streak|stringify-entities|web-namespaces|github-slugger|zod|markdown-it|mdurl|uc\.micro|linkify-it|punycode\.js|entities)(?:\/|$)/;
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) => (BUNDLED.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

// Chunk names are content hashes: without a clean folder, every change would leave old ones behind.
rmSync('lib', { recursive: true, force: true });

await esbuild.build({
  entryPoints: {
    cli: 'cli/index.ts',
    'define-config': 'cli/config/define-config.ts',
    'markdown-worker': 'cli/content/markdown-worker.ts',
    'search-worker': 'cli/search/index-worker.ts',
    bench: 'bench/run.ts',
  },
  outdir: 'lib',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  jsx: 'automatic',
  // runtime/theme/Layout.tsx: the CLI renders the server side of server-only parts (the footer).
  define: { 'process.env.SITEGEN_TARGET': '"server"' },
  sourcemap: 'linked',
  logLevel: 'warning',
});
