import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { scanFiles } from './scan.ts';
import { MARKDOWN_FILE, SOURCE_FILE, type SiteFiles, type SourceBytes } from './site-files.ts';
import { DeferredSources, isDeferred, type DeferredSource } from './deferred-sources.ts';
import { contentHash, hashFiles } from './file-hashes.ts';
import type { Cache } from '../exec/cache.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * Reads the content folder once: its listing, and the bytes of every Markdown and data file.
 * Synchronously file by file: content files are small and almost always in the page cache, where
 * an asynchronous read's four trips through the thread pool cost ten times the read.
 */
export async function readSiteFiles(contentDir: string, staticDir: string, cache?: Cache, versioned: readonly string[] = [], readMarkdown: ReadSource = readBytes): Promise<SiteFiles> {
  return updateSiteFiles(contentDir, staticDir, undefined, undefined, cache, versioned, readMarkdown);
}

/**
 * Reads a source file's bytes, as readBytes: the executor's may put them elsewhere in memory
 * (cli/exec/source-slabs.ts), or leave a file it knows unchanged to be read when asked for.
 */
export type ReadSource = (file: string) => SourceBytes | DeferredSource;

/**
 * The content folder read again after `changed` files (absolute paths) changed: every other
 * source keeps the bytes `previous` read, and every other file its hash. Without `previous`,
 * everything is read, but for the hashes the cache holds. `versioned` are the versioned docs
 * folders (absolute) beside site.config.ts: their files join the snapshot as `../versioned_docs/…`,
 * after the content folder's, relative to it as every path is. `readMarkdown` reads the Markdown files.
 */
export async function updateSiteFiles(contentDir: string, staticDir: string, previous?: SiteFiles, changed?: ReadonlySet<string>, cache?: Cache, versioned: readonly string[] = [], readMarkdown: ReadSource = readBytes): Promise<SiteFiles> {
  const found = isFolder(contentDir);
  const staticRel = relative(contentDir, staticDir).split(sep).join('/');
  const staticInside = staticRel !== '' && !staticRel.startsWith('..') && !isAbsolute(staticRel);
  const [content, statics, outside] = await Promise.all([
    found ? scanFiles(contentDir, new Set(staticInside ? [staticRel] : [])) : undefined,
    isFolder(staticDir) ? scanFiles(staticDir) : undefined,
    scanOutside(contentDir, versioned),
  ]);
  const paths = [...(content?.files ?? []), ...outside.files];
  const folders = new Set([...(content?.folders ?? []), ...outside.folders]);
  const sources = new DeferredSources();
  const unchanged = (path: string) => previous !== undefined && changed !== undefined && !changed.has(join(contentDir, path));
  for (const path of paths) {
    if (!SOURCE_FILE.test(path)) continue;
    const known = previous?.sources.get(path);
    const read = known && unchanged(path) ? known : (MARKDOWN_FILE.test(path) ? readMarkdown : readBytes)(join(contentDir, path));
    if (isDeferred(read)) sources.defer(path, read);
    else sources.set(path, read);
  }
  const hashed = (path: string) => {
    const bytes = sources.get(path);
    return bytes instanceof Uint8Array ? contentHash(bytes) : unchanged(path) ? previous?.hashes.get(path) : undefined;
  };
  return {
    contentDir,
    found,
    paths,
    folders,
    sources,
    hashes: hashFiles(contentDir, paths.filter((path) => !MARKDOWN_FILE.test(path)), hashed, cache),
    staticFiles: statics?.files ?? [],
    diagnostics: [...(content?.diagnostics ?? []), ...(statics?.diagnostics ?? []), ...outside.diagnostics],
  };
}

/** The files of folders outside the content folder, as paths relative to it (those inside it are listed already). */
async function scanOutside(contentDir: string, dirs: readonly string[]): Promise<{ files: string[]; folders: string[]; diagnostics: Diagnostic[] }> {
  const outside = dirs.map((dir) => ({ dir, rel: relative(contentDir, dir).split(sep).join('/') })).filter(({ rel }) => rel.startsWith('..') || isAbsolute(rel));
  const scanned = await Promise.all(outside.map(({ dir }) => scanFiles(dir)));
  return {
    files: scanned.flatMap((found, i) => found.files.map((path) => `${outside[i].rel}/${path}`)),
    folders: scanned.flatMap((found, i) => [outside[i].rel, ...[...found.folders].map((folder) => `${outside[i].rel}/${folder}`)]),
    diagnostics: scanned.flatMap((found) => found.diagnostics),
  };
}

export function readBytes(file: string): SourceBytes {
  try {
    return readFileSync(file);
  } catch (error) {
    return { error: (error as NodeJS.ErrnoException).code ?? 'unknown error' };
  }
}

export function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
