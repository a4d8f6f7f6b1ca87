import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir`, as posix paths relative to it. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The route of each built page: `blog/archive/index.html` → `/blog/archive`; section indexes keep their slash. */
export function builtRoutes(dir: string, sectionIndexes: ReadonlySet<string>): string[] {
  return listFiles(dir)
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/${f.replace(/index\.html$/, '')}`)
    .map((p) => (p === '/' || sectionIndexes.has(p) ? p : p.replace(/\/$/, '')));
}
