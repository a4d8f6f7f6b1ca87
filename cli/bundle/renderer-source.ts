import type * as esbuild from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
    // The bundle runs from a data: URL or a cache folder: a module finding packages from its own URL (react-dom-server.ts) finds them from its source.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(cwd, 'cli/render/render-page.tsx')).href) },
  } satisfies esbuild.BuildOptions;
}
