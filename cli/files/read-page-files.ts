import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { scanFiles } from './scan.ts';
import { MARKDOWN_FILE, type SourceBytes } from './site-files.ts';
import { isFolder, readBytes } from './read-site-files.ts';
import { hashFiles } from './file-hashes.ts';
import type { Cache } from '../exec/cache.ts';

/** The pages and the modules they import: esbuild reads these; any other file may be one a page names. */
const CODE_OR_MARKDOWN = /\.(?:mdx?|[cm]?[jt]sx?)$/;

/** The site's pages folder (`src/pages`, as in Docusaurus), read once: its listing and the bytes of its Markdown files. */
export interface PageFolderFiles {
  /** The pages folder, absolute. */
  dir: string;
  /** Every file under it, sorted posix paths relative to it. */
  paths: string[];
  /** The bytes of its Markdown files; React pages are read by esbuild. */
  sources: Map<string, SourceBytes>;
  /** The content hash of each of its other files (an image a Markdown page shows), by its path there. */
  hashes: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** The pages folder of the site at `root`; empty when there is none. */
export async function readPageFiles(root: string, cache?: Cache): Promise<PageFolderFiles> {
  const dir = join(root, 'src', 'pages');
  if (!isFolder(dir)) return { dir, paths: [], sources: new Map(), hashes: new Map(), diagnostics: [] };
  const { files, diagnostics } = await scanFiles(dir);
  const sources = new Map<string, SourceBytes>(files.filter((path) => MARKDOWN_FILE.test(path)).map((path) => [path, readBytes(join(dir, path))]));
  const hashes = hashFiles(dir, files.filter((path) => !CODE_OR_MARKDOWN.test(path)), () => undefined, cache);
  return { dir, paths: files, sources, hashes, diagnostics };
}
