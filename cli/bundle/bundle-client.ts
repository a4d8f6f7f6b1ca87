import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import type { PageKind } from '../render/page-data-types.ts';

export interface ClientAsset {
  /** Site path, e.g. `/assets/entry-3F5XQ2AB.js`. */
  path: string;
  contents: Uint8Array;
}

export interface ClientBundle {
  assets: ClientAsset[];
  entry: string;
  /** Chunks the entry imports statically, preloaded with it. */
  entryImports: string[];
  stylesheet: string;
  /** The lazy chunk of each page kind, preloaded by pages of that kind. */
  pageChunks: Partial<Record<PageKind, string>>;
  /** Chunks every page kind's chunk imports statically (shared code), per kind. */
  pageImports: Partial<Record<PageKind, string[]>>;
  metafile: esbuild.Metafile;
}

/** The runtime folder, found from the compiled CLI (lib/) or from the sources (cli/bundle/). */
export function runtimeDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'runtime', 'client', 'entry.tsx'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('sitegen: cannot find its runtime/ folder');
    dir = parent;
  }
  return join(dir, 'runtime');
}

const PAGE_FILE: Record<PageKind, string> = {
  home: 'HomePage',
  doc: 'DocPage',
  blogList: 'BlogListPage',
  blogPost: 'BlogPostPage',
  blogTags: 'BlogTagsPage',
  blogTag: 'BlogTagPage',
  blogArchive: 'BlogArchivePage',
  blogAuthors: 'BlogAuthorsPage',
  blogAuthor: 'BlogAuthorPage',
  notFound: 'NotFoundPage',
};

/** esbuild: a small ES module entry, one lazy chunk per page kind, a stylesheet; all content-hashed. */
export async function bundleClient(options: { minify?: boolean } = {}): Promise<ClientBundle> {
  const runtime = runtimeDir();
  const cwd = dirname(runtime);
  const result = await esbuild.build({
    absWorkingDir: cwd,
    entryPoints: { entry: 'runtime/client/entry.tsx', styles: 'runtime/styles/index.css' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    minify: options.minify ?? true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.SITEGEN_TARGET': '"client"' },
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    assetNames: 'assets/media/[name]-[hash]',
    outdir: 'out',
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const metafile = result.metafile;
  const sitePath = (file: string) => `/${relative(join(cwd, 'out'), file).split('\\').join('/')}`;
  const assets = result.outputFiles.map((f) => ({ path: sitePath(f.path), contents: f.contents }));
  const outputs = Object.entries(metafile.outputs);
  const byEntry = (entry: string) => outputs.find(([, o]) => o.entryPoint === entry)?.[0];
  const toSite = (out: string) => `/${relative('out', out).split('\\').join('/')}`;
  const pageChunks: Partial<Record<PageKind, string>> = {};
  const pageImports: Partial<Record<PageKind, string[]>> = {};
  for (const [kind, file] of Object.entries(PAGE_FILE) as Array<[PageKind, string]>) {
    const out = byEntry(`runtime/pages/${file}.tsx`);
    if (!out) continue;
    pageChunks[kind] = toSite(out);
    pageImports[kind] = metafile.outputs[out].imports.filter((i) => i.kind === 'import-statement').map((i) => toSite(i.path));
  }
  const entry = byEntry('runtime/client/entry.tsx');
  const stylesheet = outputs.find(([path, o]) => o.entryPoint === 'runtime/styles/index.css' && path.endsWith('.css'))?.[0];
  if (!entry || !stylesheet) throw new Error('sitegen: the client bundle has no entry or stylesheet');
  const entryImports = metafile.outputs[entry].imports.filter((i) => i.kind === 'import-statement').map((i) => toSite(i.path));
  return { assets, entry: toSite(entry), entryImports, stylesheet: toSite(stylesheet), pageChunks, pageImports, metafile };
}
