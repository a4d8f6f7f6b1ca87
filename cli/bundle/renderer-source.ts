import type * as esbuild from 'esbuild';

/**
 * The server's page renderer (cli/render/render-page.tsx) bundled from sitegen's sources for Node,
 * apart from the one compiled into lib/: for a site's swizzled components, and for watch after an
 * edit under runtime/.
 */
export function rendererSourceOptions(cwd: string) {
  return {
    absWorkingDir: cwd,
    entryPoints: ['cli/render/render-page.tsx'],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
}
