import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * Lists files under `dir` as sorted posix paths relative to it. Dot files and folders are skipped;
 * `skip` prunes top-level folders (the blog and static folders inside the content folder).
 */
export async function scanFiles(dir: string, skip: ReadonlySet<string> = new Set()): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  async function walk(rel: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(join(dir, rel), { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      diagnostics.push(diagnostic('UnreadableFolder', `Cannot read the folder (${code}).`, { file: join(dir, rel) }));
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(rel === '' && skip.has(entry.name))) await walk(path);
      } else if (entry.isFile()) {
        files.push(path);
      }
    }
  }
  await walk('');
  return { files, diagnostics };
}
