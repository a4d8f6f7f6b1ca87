import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * Lists files under `dir` as sorted posix paths relative to it, with the folders holding them.
 * Dot files and folders are skipped; `skip` prunes folders by their relative path (the static
 * folder inside the content folder).
 */
export async function scanFiles(dir: string, skip: ReadonlySet<string> = new Set()): Promise<{ files: string[]; folders: Set<string>; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const folders = new Set<string>();
  // Folders are read in parallel (a docs tree has dozens), their lists joined in sorted order.
  async function walk(rel: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(join(dir, rel), { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      diagnostics.push(diagnostic('UnreadableFolder', `Cannot read the folder (${code}).`, { file: join(dir, rel) }));
      return [];
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const lists = await Promise.all(
      entries.map(async (entry) => {
        if (entry.name.startsWith('.')) return [];
        const path = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (skip.has(path)) return [];
          folders.add(path);
          return walk(path);
        }
        return entry.isFile() ? [path] : [];
      }),
    );
    return lists.flat();
  }
  const files = await walk('');
  return { files, folders, diagnostics };
}
