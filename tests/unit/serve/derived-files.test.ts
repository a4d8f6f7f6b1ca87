import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DerivedFiles } from '../../../cli/serve/derived-files.ts';
import type { FoundFile } from '../../../cli/serve/resolve-file.ts';
import { createFixtureSite, type FixtureSite, HASHED_JS, html } from './fixture-site.ts';

let site: FixtureSite;
let script: FoundFile;
const found = (relative: string): FoundFile => ({ file: path.join(site.root, relative), relative });

beforeAll(async () => {
  site = await createFixtureSite();
  script = found('assets/entry-3F5XQ2AB.js');
});
afterAll(() => site.remove());

describe('DerivedFiles', () => {
  it('writes each coding beside the others in its own folder, as sirv looks for them', async () => {
    const derived = new DerivedFiles();
    try {
      const stats = await stat(script.file);
      await Promise.all([derived.prepare(script, stats, 'br'), derived.prepare(script, stats, 'gzip')]);
      const copy = path.join(derived.dir, 'assets/entry-3F5XQ2AB.js');
      expect(brotliDecompressSync(await readFile(`${copy}.br`)).toString('utf8')).toBe(HASHED_JS);
      expect(gunzipSync(await readFile(`${copy}.gz`)).toString('utf8')).toBe(HASHED_JS);
      expect(path.relative(site.root, derived.dir).startsWith('..')).toBe(true);
    } finally {
      await derived.remove();
    }
  });

  it('makes a version once, even for concurrent requests', async () => {
    const derived = new DerivedFiles();
    try {
      const stats = await stat(script.file);
      const first = derived.prepare(script, stats, 'br');
      expect(derived.prepare(script, stats, 'br')).toBe(first);
      await first;
      const made = await stat(path.join(derived.dir, 'assets/entry-3F5XQ2AB.js.br'));
      await derived.prepare(script, await stat(script.file), 'br');
      expect((await stat(path.join(derived.dir, 'assets/entry-3F5XQ2AB.js.br'))).ino).toBe(made.ino);
    } finally {
      await derived.remove();
    }
  });

  it('makes the file again when its source changes, and rewrites pages when asked to', async () => {
    const page = found('about.html');
    let version = 'a';
    const derived = new DerivedFiles({ apply: (text, file) => text.replace('</body>', `<i>${file} ${version}</i></body>`), version: () => version });
    try {
      await derived.prepare(page, await stat(page.file), 'identity');
      const copy = path.join(derived.dir, 'about.html');
      expect(await readFile(copy, 'utf8')).toBe(html('about').replace('</body>', '<i>about.html a</i></body>'));
      await writeFile(page.file, html('about, edited'));
      await derived.prepare(page, await stat(page.file), 'identity');
      expect(await readFile(copy, 'utf8')).toContain('about, edited');
      // The file unchanged, a new version of the rewrite (the live reload's last id) makes it again.
      version = 'b';
      await derived.prepare(page, await stat(page.file), 'identity');
      expect(await readFile(copy, 'utf8')).toContain('<i>about.html b</i>');
    } finally {
      await derived.remove();
    }
  });

  it('removes its folder only after the copies under way, and makes none after', async () => {
    const derived = new DerivedFiles();
    const stats = await stat(script.file);
    const making = derived.prepare(script, stats, 'br');
    await derived.remove();
    await making;
    expect(existsSync(derived.dir)).toBe(false);
    await expect(derived.prepare(script, stats, 'gzip')).rejects.toThrow('the server is closing');
    expect(existsSync(derived.dir)).toBe(false);
  });

  it('serves from here compressible files in a coding, and pages it rewrites', async () => {
    const plain = new DerivedFiles();
    const watching = new DerivedFiles({ apply: (text) => text, version: () => '1' });
    try {
      expect(plain.serves(script, 'br', true)).toBe(true);
      expect(plain.serves(script, 'identity', true)).toBe(false);
      expect(plain.serves(found('about.html'), 'identity', true)).toBe(false);
      expect(watching.serves(found('about.html'), 'identity', true)).toBe(true);
      expect(watching.serves(script, 'identity', true)).toBe(false);
    } finally {
      await Promise.all([plain.remove(), watching.remove()]);
    }
  });
});
