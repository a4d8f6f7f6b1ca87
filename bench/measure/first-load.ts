import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';

/** The client bundle of a site as its build makes it, with esbuild's metafile. */
export interface ClientMetafile {
  entry: string;
  stylesheet: string;
  pageChunks: Record<string, string>;
  pageImports: Record<string, string[]>;
  metafile: Metafile;
}

export interface Sizes {
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  html: Sizes;
  css: Sizes;
  js: Sizes;
  /** The route's page-data.json, which the entry fetches before hydrating, and the shared data it points to (a doc sidebar). */
  data: Sizes;
  jsFiles: string[];
}

/**
 * Bundles the client of the site at `root` again, as its build did: the bundle is a pure function
 * of the runtime and the config's navbar, so its names are those in the built pages, and no build
 * writes a metafile for the bench.
 */
export async function clientMetafile(root: string): Promise<ClientMetafile | undefined> {
  const { loadConfig } = await import('../../cli/config/load.ts');
  const { bundleClient } = await import('../../cli/bundle/bundle-client.ts');
  const config = await loadConfig(root);
  if (!config.value) return undefined;
  const { entry, stylesheet, pageChunks, pageImports, metafile } = await bundleClient({ navbarItems: config.value.site.navbar.items });
  return { entry, stylesheet, pageChunks, pageImports, metafile };
}

export function sizesOf(contents: Uint8Array): Sizes {
  // Level 9, as DESIGN.md's first-load budget is stated and as static hosts precompress.
  return { raw: contents.byteLength, gzip: gzipSync(contents, { level: 9 }).byteLength };
}

const sum = (all: Sizes[]): Sizes => all.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const ASSET = /\/assets\/[^"'\s>]+/;

/**
 * Bytes a visitor downloads on opening `routePath` cold: its HTML, the stylesheet, every script
 * the HTML loads or preloads plus their static imports (from the metafile), and the route's data.
 * Each file is gzipped on its own, as a server sends it.
 */
export function firstLoad(outDir: string, routePath: string, kind: string, meta: ClientMetafile): FirstLoad {
  const base = routePath.replace(/\/+$/, '');
  const htmlFile = kind === 'notFound' ? join(outDir, '404.html') : join(outDir, base, 'index.html');
  const dataFile = kind === 'notFound' ? join(outDir, '404/page-data.json') : join(outDir, base, 'page-data.json');
  const html = readFileSync(htmlFile);
  const text = html.toString('utf8');
  const tags = [...text.matchAll(/<(?:link|script)\b[^>]*>/g)].map((m) => m[0]);
  const css = tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => ASSET.exec(t)?.[0]).filter((p): p is string => !!p);
  const scripts = tags.filter((t) => /rel="modulepreload"|<script\b[^>]*\bsrc=/.test(t)).map((t) => ASSET.exec(t)?.[0]).filter((p): p is string => !!p);
  const jsFiles = staticClosure(scripts, meta.metafile);
  const read = (sitePath: string) => sizesOf(readFileSync(join(outDir, sitePath)));
  return {
    html: sizesOf(html),
    css: sum(css.map(read)),
    js: sum(jsFiles.map(read)),
    data: existsSync(dataFile) ? dataSizes(outDir, readFileSync(dataFile)) : { raw: 0, gzip: 0 },
    jsFiles,
  };
}

/** page-data.json plus the files it links under /__sitegen/ (shared per-section data the client fetches with it). */
function dataSizes(outDir: string, pageData: Buffer): Sizes {
  const linked = [...new Set(pageData.toString('utf8').match(/\/__sitegen\/[^"\\]+/g) ?? [])];
  return sum([sizesOf(pageData), ...linked.filter((p) => existsSync(join(outDir, p))).map((p) => sizesOf(readFileSync(join(outDir, p))))]);
}

/** The scripts plus everything they import statically, as site paths (`/assets/…`). */
export function staticClosure(scripts: string[], metafile: Metafile): string[] {
  const seen = new Set<string>();
  const visit = (sitePath: string) => {
    if (seen.has(sitePath)) return;
    seen.add(sitePath);
    const output = metafile.outputs[`out${sitePath}`];
    for (const i of output?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(`/${i.path.replace(/^out\//, '')}`);
  };
  scripts.forEach(visit);
  return [...seen].sort();
}

export interface ChunkSize extends Sizes {
  path: string;
  role: string;
}

/** Every JS and CSS file of the runtime bundle, with its role, raw (metafile) and gzip size. */
export function runtimeChunks(outDir: string, meta: ClientMetafile): ChunkSize[] {
  const outputs = meta.metafile.outputs;
  const site = (path: string) => `/${path.replace(/^out\//, '')}`;
  const nameOf = (sitePath: string) => {
    if (sitePath === meta.entry) return 'entry';
    const kinds = Object.entries(meta.pageChunks).filter(([, p]) => p === sitePath).map(([k]) => k);
    return kinds.length ? kinds.join('/') : undefined;
  };
  const roleOf = (sitePath: string) => {
    if (sitePath === meta.entry) return 'entry';
    if (sitePath === meta.stylesheet) return 'stylesheet';
    const own = nameOf(sitePath);
    if (own) return `page chunk: ${own}`;
    const importers = (kind: string) =>
      Object.entries(outputs)
        .filter(([, o]) => o.imports.some((i) => i.kind === kind && site(i.path) === sitePath))
        .map(([path]) => nameOf(site(path)) ?? 'chunk');
    const statically = [...new Set(importers('import-statement'))];
    if (statically.length) return `imported by ${statically.join(', ')}`;
    const lazily = [...new Set(importers('dynamic-import'))];
    return lazily.length ? `lazy, from ${lazily.join(', ')}` : 'chunk';
  };
  return Object.entries(outputs)
    .filter(([path]) => /\.(js|css)$/.test(path))
    .map(([path, output]) => {
      const sitePath = site(path);
      const file = join(outDir, sitePath);
      return { path: sitePath, role: roleOf(sitePath), raw: output.bytes, gzip: existsSync(file) ? sizesOf(readFileSync(file)).gzip : Number.NaN };
    })
    .sort((a, b) => b.raw - a.raw);
}

/** What the entry chunk is made of: minified bytes per npm package, or per runtime/ folder. */
export function entryComposition(meta: ClientMetafile): Array<{ source: string; bytes: number }> {
  const entry = meta.metafile.outputs[`out${meta.entry}`];
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(entry?.inputs ?? {})) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
    const source = pkg ?? input.split('/').slice(0, 2).join('/');
    totals.set(source, (totals.get(source) ?? 0) + bytesInOutput);
  }
  return [...totals].map(([source, bytes]) => ({ source, bytes })).sort((a, b) => b.bytes - a.bytes);
}
