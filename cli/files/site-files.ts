import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { contentHash } from './file-hashes.ts';

/** A file the content stage reads: its bytes, or why they could not be read (`ENOENT`, `EACCES`…). */
export type SourceBytes = Uint8Array | { error: string };

/**
 * Source bytes by path relative to the content folder: SiteFiles' `sources`, or what a build set
 * aside of them (cli/exec/source-spill.ts), whose bytes the next `get` may overwrite: read them
 * at once, do not keep them. What a build set aside may also tell a Markdown file's digest
 * (SHA-256, hex) without reading it.
 */
export type SourceLookup = Pick<ReadonlyMap<string, SourceBytes>, 'get'> & { digest?(path: string): string | undefined };

/**
 * The site's files, read once at the start of a build: the content stage reads these, never the
 * disk, so it runs as well on a map made in a test (siteFilesFromMap) as on a folder
 * (readSiteFiles), and `watch` reads again only what changed (updateSiteFiles).
 */
export interface SiteFiles {
  /** The content folder, absolute; undefined paths below are relative to it. */
  contentDir: string;
  /** Whether the content folder exists. */
  found: boolean;
  /** Every file under the content folder, sorted posix paths, dot files and the static folder left out; then those of the versioned docs folders beside it (`../versioned_docs/version-1.0/intro.md`). */
  paths: string[];
  /** Every folder under it, as posix paths. */
  folders: Set<string>;
  /** The bytes of the Markdown and data files among `paths`. */
  sources: Map<string, SourceBytes>;
  /** The content hash of every other file among `paths` (images, downloads, data), for the name a page linking to it copies it under. */
  hashes: Map<string, string>;
  /** Where a file of `hashes` is read from when not at its path, relative to the content folder: a locale's translated image (`../i18n/fr/…/img.png`, cli/content/locale-site.ts). */
  origins?: ReadonlyMap<string, string>;
  /** The static folder's files, sorted posix paths relative to it. */
  staticFiles: string[];
  /** Folders that could not be listed. */
  diagnostics: Diagnostic[];
}

/** The files whose bytes a build reads: Markdown, and YAML or JSON data (authors.yml, _category_.json). */
export const SOURCE_FILE = /\.(?:mdx?|ya?ml|json)$/;

/** A Markdown content file's name (`.md`, `.mdx`). */
export const MARKDOWN_FILE = /\.mdx?$/;

/** `rel` inside `dir`, both relative to the content folder ('' for the folder itself). */
export function contentPath(dir: string, rel: string): string {
  return dir === '' ? rel : `${dir}/${rel}`;
}

/** Whether `dir` (relative to the content folder) is one of its folders, or the folder itself. */
export function hasFolder(files: SiteFiles, dir: string): boolean {
  return dir === '' ? files.found : files.folders.has(dir);
}

/** The files under `dir` (relative to the content folder, '' for all of it), relative to `dir`. */
export function filesUnder(files: SiteFiles, dir: string): string[] {
  // The content folder's own files: not those of the versioned docs folders beside it.
  if (dir === '') return files.paths.filter((path) => !path.startsWith('../'));
  const prefix = `${dir}/`;
  return files.paths.filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
}

/**
 * Site files from a map of content paths (relative to the content folder, posix) to their text
 * or bytes; `static/…` paths are the static folder's. For tests and in-memory builds.
 */
export function siteFilesFromMap(contentDir: string, entries: Record<string, string | Uint8Array>, staticDir = 'static'): SiteFiles {
  const encoder = new TextEncoder();
  const paths: string[] = [];
  const staticFiles: string[] = [];
  const folders = new Set<string>();
  const sources = new Map<string, SourceBytes>();
  const hashes = new Map<string, string>();
  for (const [path, contents] of Object.entries(entries)) {
    if (path.startsWith(`${staticDir}/`)) {
      staticFiles.push(path.slice(staticDir.length + 1));
      continue;
    }
    paths.push(path);
    for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) folders.add(path.slice(0, slash));
    const bytes = typeof contents === 'string' ? encoder.encode(contents) : contents;
    if (SOURCE_FILE.test(path)) sources.set(path, bytes);
    if (!MARKDOWN_FILE.test(path)) hashes.set(path, contentHash(bytes));
  }
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return { contentDir, found: true, paths: paths.sort(byName), folders, sources, hashes, staticFiles: staticFiles.sort(byName), diagnostics: [] };
}
