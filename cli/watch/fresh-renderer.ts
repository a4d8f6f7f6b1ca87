import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import { runtimeDir } from '../bundle/bundle-client.ts';
import { rendererSourceOptions } from '../bundle/renderer-source.ts';
import type { PageRenderer } from '../render/site-renderer.ts';
import type { PageRuntime } from '../render/page-runtime.ts';

/**
 * After an edit under runtime/, the server render must use the new components too: bundle the
 * renderer from source again and import it under a new name (ES modules cannot be unloaded).
 */
export async function loadFreshRenderer(cacheDir: string): Promise<{ render: PageRenderer; pageRuntime: PageRuntime }> {
  const source = dirname(runtimeDir());
  const result = await esbuild.build({ ...rendererSourceOptions(source), packages: 'external' });
  const code = result.outputFiles[0].text;
  await mkdir(cacheDir, { recursive: true });
  const file = join(cacheDir, `renderer-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`);
  await writeFile(file, code);
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer; PAGE_RUNTIME: PageRuntime };
    return { render: module.renderPage, pageRuntime: module.PAGE_RUNTIME };
  } finally {
    await rm(file, { force: true });
  }
}
