import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { scanFiles } from './scan.ts';
import { SOURCE_FILE, type SiteFiles, type SourceBytes } from './site-files.ts';

/**
 * Reads the content folder once: its listing, and the bytes of every Markdown and data file.
 * Synchronously file by file: content files are small and almost always in the page cache, where
 * an asynchronous read's four trips through the thread pool cost ten times the read.
 */
export async function readSiteFiles(contentDir: string, staticDir: string): Promise<SiteFiles> {
  return updateSiteFiles(contentDir, staticDir);
}

/**
 * The content folder read again after `changed` files (absolute paths) changed: every other
 * source keeps the bytes `previous` read. Without `previous`, everything is read.
 */
export async function updateSiteFiles(contentDir: string, staticDir: string, previous?: SiteFiles, changed?: ReadonlySet<string>): Promise<SiteFiles> {
  const found = isFolder(contentDir);
  const staticRel = relative(contentDir, staticDir).split(sep).join('/');
  const staticInside = staticRel !== '' && !staticRel.startsWith('..') && !isAbsolute(staticRel);
  const [content, statics] = await Promise.all([
    found ? scanFiles(contentDir, new Set(staticInside ? [staticRel] : [])) : undefined,
    isFolder(staticDir) ? scanFiles(staticDir) : undefined,
  ]);
  const paths = content?.files ?? [];
  const sources = new Map<string, SourceBytes>();
  for (const path of paths) {
    if (!SOURCE_FILE.test(path)) continue;
    const known = previous?.sources.get(path);
    const file = join(contentDir, path);
    sources.set(path, known && changed && !changed.has(file) ? known : readBytes(file));
  }
  return {
    contentDir,
    found,
    paths,
    folders: content?.folders ?? new Set(),
    sources,
    staticFiles: statics?.files ?? [],
    diagnostics: [...(content?.diagnostics ?? []), ...(statics?.diagnostics ?? [])],
  };
}

function readBytes(file: string): SourceBytes {
  try {
    return readFileSync(file);
  } catch (error) {
    return { error: (error as NodeJS.ErrnoException).code ?? 'unknown error' };
  }
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
