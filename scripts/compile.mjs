// Compiles the CLI to lib/ so `sitegen` starts as plain JavaScript, with no TypeScript loader.
import * as esbuild from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
};

await Promise.all([
  esbuild.build({ ...common, entryPoints: ['cli/index.ts'], outfile: 'lib/cli.js' }),
  esbuild.build({ ...common, entryPoints: ['cli/config/define-config.ts'], outfile: 'lib/define-config.js' }),
]);
