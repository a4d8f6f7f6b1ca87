import { dirname } from 'node:path';
import type * as esbuild from 'esbuild';
import { exactly } from './runtime-boundary.ts';

/** Bundles `contents` in place of the runtime module `file`: the stub of a part a site does not use. */
export function inertModulePlugin(name: string, file: string, contents: string): esbuild.Plugin {
  return {
    name,
    setup(build) {
      build.onLoad({ filter: exactly([file]), namespace: 'file' }, () => ({ contents, loader: 'ts', resolveDir: dirname(file) }));
    },
  };
}
