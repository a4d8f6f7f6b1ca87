/** A small built site on disk, with a secret outside it that symlinks try to reach. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';

// Long enough that compression visibly shrinks it.
export const HASHED_JS = `export const greeting = 'hello';\n${'console.log(greeting);\n'.repeat(200)}`;
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export interface FixtureSite {
  /** Holds `site/` and `outside/`. */
  readonly base: string;
  readonly root: string;
  readonly outside: string;
  remove(): Promise<void>;
}

export const html = (title: string): string => `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`;

export async function createFixtureSite(): Promise<FixtureSite> {
  const base = await mkdtemp(path.join(tmpdir(), 'sitegen-serve-'));
  const root = path.join(base, 'site');
  const outside = path.join(base, 'outside');
  await writeFiles(outside, { 'secret.txt': SECRET, 'secret.html': SECRET, 'index.html': SECRET });
  await writeFiles(root, {
    'index.html': html('home'),
    '404.html': html('missing'),
    'about.html': html('about'),
    'blog/archive/index.html': html('archive'),
    'blog/rss.xml': '<?xml version="1.0"?><rss></rss>',
    'company/index.html': html('company'),
    'assets/entry-3F5XQ2AB.js': HASHED_JS,
    'assets/style.css': 'body { color: red; }',
    'img/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'img/photo.png': PNG_BYTES,
    '%2e%2e/decoy.txt': 'a folder literally named %2e%2e',
  });
  await symlink(path.join(outside, 'secret.txt'), path.join(root, 'leak.txt'));
  await symlink(path.join(outside, 'secret.html'), path.join(root, 'leak.html'));
  await symlink(outside, path.join(root, 'leakdir'));
  await symlink(path.join(root, 'about.html'), path.join(root, 'alias.html'));
  return { base, root, outside, remove: () => rm(base, { recursive: true, force: true }) };
}

export async function writeFiles(folder: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(folder, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}
