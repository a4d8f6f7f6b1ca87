import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { scanFiles } from './scan.ts';
import { MARKDOWN_FILE, SOURCE_FILE, type SiteFiles, type SourceBytes } from './site-files.ts';
import { contentHash, hashFiles } from './file-hashes.ts';
import type { Cache } from '../exec/cache.ts';

/**
 * Reads the content folder once: its listing, and the bytes of every Markdown and data file.
 * Synchronously file by file: content files are small and almost always in the page cache, where
 * an asynchronous read's four trips through the thread pool cost ten times the read.
 */
export async function readSiteFiles(contentDir: string, staticDir: string, cache?: Cache): Promise<SiteFiles> {
  return updateSiteFiles(contentDir, staticDir, undefined, undefined, cache);
}

/**
 * The content folder read again after `changed` files (absolute paths) changed: every other
 * source keeps the bytes `previous` read, and every other file its hash. Without `previous`,
 * everything is read, but for the hashes the cache holds.
 */
export async function updateSiteFiles(contentDir: string, staticDir: string, previous?: SiteFiles, changed?: ReadonlySet<string>, cache?: Cache): Promise<SiteFiles> {
  const found = isFolder(contentDir);
  const staticRel = relative(contentDir, staticDir).split(sep).join('/');
  const staticInside = staticRel !== '' && !staticRel.startsWith('..') && !isAbsolute(staticRel);
  const [content, statics] = await Promise.all([
    found ? scanFiles(contentDir, new Set(staticInside ? [staticRel] : [])) : undefined,
    isFolder(staticDir) ? scanFiles(staticDir) : undefined,
  ]);
  const paths = content?.files ?? [];
  const sources = new Map<string, SourceBytes>();
  const unchanged = (path: string) => previous !== undefined && changed !== undefined && !changed.has(join(contentDir, path));
  for (const path of paths) {
    if (!SOURCE_FILE.test(path)) continue;
    const known = previous?.sources.get(path);
    sources.set(path, known && unchanged(path) ? known : readBytes(join(contentDir, path)));
  }
  const hashed = (path: string) => {
    const bytes = sources.get(path);
    return bytes instanceof Uint8Array ? contentHash(bytes) : unchanged(path) ? previous?.hashes.get(path) : undefined;
  };
  return {
    contentDir,
    found,
    paths,
    folders: content?.folders ?? new Set(),
    sources,
    hashes: hashFiles(contentDir, paths.filter((path) => !MARKDOWN_FILE.test(path)), hashed, cache),
    staticFiles: statics?.files ?? [],
    diagnostics: [...(content?.diagnostics ?? []), ...(statics?.diagnostics ?? [])],
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
