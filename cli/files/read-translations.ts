import { join } from 'node:path';
import { scanFiles } from './scan.ts';
import { isFolder, readBytes } from './read-site-files.ts';
import type { SourceBytes } from './site-files.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** One locale's folder of translations (Docusaurus' `i18n/<locale>/`), read once like the content folder. */
export interface LocaleFiles {
  /** The folder, absolute. */
  dir: string;
  /** Every file's bytes by its posix path relative to the folder. */
  files: Map<string, SourceBytes>;
  diagnostics: Diagnostic[];
}

/** Reads `dir` whole: translated Markdown, navbar.json, footer.json, current.json. An absent folder has no translations. */
export async function readTranslations(dir: string): Promise<LocaleFiles> {
  if (!isFolder(dir)) return { dir, files: new Map(), diagnostics: [] };
  const scanned = await scanFiles(dir);
  return { dir, files: new Map(scanned.files.map((path) => [path, readBytes(join(dir, path))])), diagnostics: scanned.diagnostics };
}
