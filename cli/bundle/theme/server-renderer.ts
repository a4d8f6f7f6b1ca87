import { createHash } from 'node:crypto';
import { SourceMap } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import type { Cache } from '../../exec/cache.ts';
import type { PageRenderer } from '../../render/site-renderer.ts';
import type { PageRuntime } from '../../render/page-runtime.ts';
import { diagnostic, SitegenError } from '../../diagnostics/diagnostic.ts';
import { componentFailure } from '../component-errors.ts';
import { rendererSourceOptions } from '../renderer-source.ts';
import { serverReactPlugin, serverRequire } from '../mdx-bundle.ts';
import { fingerprint } from '../input-fingerprint.ts';
import { inputFile, siteModulesPlugin } from '../site-modules.ts';
import { themeInputFile, themePlugin } from './theme-plugin.ts';
import type { ThemeOverrides } from './overrides.ts';

export interface SwizzledRendererOptions {
  runtime: string;
  siteRoot: string;
  overrides: ThemeOverrides;
  cache?: Cache;
}

interface Built {
  code: string;
  map: string;
  /** What esbuild read, relative to the package folder: the entry's fingerprint. */
  files: string[];
  fingerprint: string;
}

const NAMESPACE = 'swizzled-renderer';

/**
 * The server's page renderer with the site's swizzled components in the runtime's place: the
 * renderer compiled into lib/ holds the built-in ones, so a site with src/theme overrides gets
 * one bundled from the sources (cli/render/render-page.tsx) through the same plugin as its
 * browser bundle. Kept in the executor's cache under a fingerprint of every file it was built
 * from; a site without overrides never comes here.
 */
export async function loadSwizzledRenderer(options: SwizzledRendererOptions): Promise<{ render: PageRenderer; pageRuntime: PageRuntime; inputs: string[]; codeHash: string }> {
  const built = await swizzledRenderer(options);
  const cwd = dirname(options.runtime);
  const module = (await import(`data:text/javascript;base64,${Buffer.from(built.code).toString('base64')}`)) as { renderPage: PageRenderer; PAGE_RUNTIME: PageRuntime };
  const map = new SourceMap(JSON.parse(built.map) as ConstructorParameters<typeof SourceMap>[0]);
  const render: PageRenderer = async (...args) => {
    try {
      return await module.renderPage(...args);
    } catch (error) {
      throw swizzledFailure(error, map, options.siteRoot, args[1].path) ?? error;
    }
  };
  const codeHash = createHash('sha256').update(built.code).digest('hex');
  return { render, pageRuntime: module.PAGE_RUNTIME, inputs: built.files.map((file) => join(cwd, file)), codeHash };
}

async function swizzledRenderer({ runtime, siteRoot, overrides, cache }: SwizzledRendererOptions): Promise<Built> {
  const cwd = dirname(runtime);
  const key = JSON.stringify({ esbuild: esbuild.version, overrides: [...overrides].map(([name, file]) => [name, relative(cwd, file)]) });
  const saved = cache?.get<Built>(NAMESPACE, key);
  if (saved && fingerprint(cwd, saved.files) === saved.fingerprint) return saved;
  const result = await esbuild
    .build({
      ...rendererSourceOptions(cwd),
      outfile: 'renderer.js',
      sourcemap: 'external',
      // The map places a frame in a file by line; the file's text is on disk.
      sourcesContent: false,
      metafile: true,
      banner: serverRequire(cwd),
      plugins: [serverReactPlugin(runtime), themePlugin({ runtime, overrides, client: false }), siteModulesPlugin({ siteRoot, runtime, entries: [...overrides.values()] })],
    })
    .catch((error: unknown) => {
      throw componentFailure(error, cwd, siteRoot, runtime);
    });
  const runtimeFromCwd = relative(cwd, runtime);
  const files = Object.keys(result.metafile.inputs)
    .map((input) => themeInputFile(input, runtimeFromCwd))
    .filter((input) => input !== undefined)
    .map((input) => relative(cwd, inputFile(input, cwd, siteRoot)).split(sep).join('/'))
    .sort();
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  const map = result.outputFiles.find((file) => file.path.endsWith('.map'))!.text;
  const built: Built = { code, map, files, fingerprint: fingerprint(cwd, files) ?? '' };
  if (built.fingerprint) cache?.set(NAMESPACE, key, built);
  return built;
}

/** A stack frame's line and column, 1-based, as V8 prints them at the end of a frame. */
const FRAME = /:(\d+):(\d+)\)?$/;

/**
 * An error thrown while rendering, at the line of the site's module it came from (the first
 * frame of the stack that the source map places in the site), as a SwizzledComponentError;
 * undefined when no frame is the site's.
 */
function swizzledFailure(error: unknown, map: SourceMap, siteRoot: string, page: string): SitegenError | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  for (const line of error.stack.split('\n').slice(1)) {
    const frame = FRAME.exec(line);
    if (!frame || !line.includes('data:text/javascript')) continue;
    const entry = map.findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    const source = entry.originalSource?.replace(/^(?:\.\.\/)*/, '');
    if (!source?.startsWith('sitegen-site:')) continue;
    const file = join(siteRoot, source.slice('sitegen-site:'.length));
    return new SitegenError([
      diagnostic('SwizzledComponentError', `A swizzled component threw while rendering ${page}: ${error.message}`, { file, line: entry.originalLine! + 1, column: entry.originalColumn! + 1 }),
    ]);
  }
  return undefined;
}
