// Compiles the CLI to lib/ so `sitegen` starts as plain JavaScript, with no TypeScript loader.
// Splitting keeps the renderer (React, the runtime) in a chunk that only `build` loads.
import * as esbuild from 'esbuild';

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
  packages: 'external',
  jsx: 'automatic',
  // runtime/theme/Layout.tsx: the CLI renders the server side of server-only parts (the footer).
  define: { 'process.env.SITEGEN_TARGET': '"server"' },
  sourcemap: 'linked',
  logLevel: 'warning',
});
