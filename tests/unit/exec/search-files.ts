import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The search files a job wrote under `dir`, by their path from it (`/search/…`), with their text. */
export const searchFilesIn = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(join(dir, 'search'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [file.slice(dir.length), readFileSync(file, 'utf8')];
      }),
  );
