import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutputDir } from '../../../cli/emit/output-dir.ts';
import { TextParts, type KeyedPart } from '../../../cli/render/site-file.ts';
import type { PartSpan } from '../../../cli/emit/unchanged-file.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('output-dir');

type Site = Record<string, string>;

/** One build of `site` into `<dir>/dist`, its search-like files written by a side writer into its own folder. */
async function build(dir: string, site: Site, side: Site = {}, staticDir?: string): Promise<void> {
  const out = new OutputDir(join(dir, 'dist'));
  if (staticDir) out.copyFolder(staticDir);
  for (const [path, contents] of Object.entries(site)) await out.write(path, contents);
  const target = out.sideTarget();
  for (const [path, contents] of Object.entries(side)) {
    mkdirSync(join(target.dir, path, '..'), { recursive: true });
    writeFileSync(join(target.dir, path), contents);
  }
  await out.commit();
}

const inode = (path: string) => statSync(path).ino;
const siblings = (dir: string) => readdirSync(dir).filter((name) => name.includes('.tmp-'));

/** Waits for the detached process deleting the replaced output. */
async function settled(dir: string): Promise<string[]> {
  for (let i = 0; i < 100 && siblings(dir).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return siblings(dir);
}

describe('OutputDir', () => {
  const site: Site = { '/index.html': '<p>home</p>', '/a/index.html': '<p>a</p>', '/b/index.html': '<p>b</p>' };
  const side: Site = { '/search/index.json': '{"pages":3}' };

  it('leaves the previous output in place, folder and files, when a build writes the same bytes', async () => {
    const dir = tempDir();
    await build(dir, site, side);
    const before = [inode(join(dir, 'dist')), inode(join(dir, 'dist/a/index.html')), inode(join(dir, 'dist/search/index.json'))];
    await build(dir, site, side);
    expect([inode(join(dir, 'dist')), inode(join(dir, 'dist/a/index.html')), inode(join(dir, 'dist/search/index.json'))]).toEqual(before);
    expect(siblings(dir)).toEqual([]);
  });

  it('swaps in a new folder when one file changes, linking the unchanged ones and writing the other', async () => {
    const dir = tempDir();
    await build(dir, site, side);
    const unchanged = inode(join(dir, 'dist/a/index.html'));
    const folder = inode(join(dir, 'dist'));
    await build(dir, { ...site, '/b/index.html': '<p>b, edited</p>' }, side);
    expect(inode(join(dir, 'dist'))).not.toBe(folder);
    expect(inode(join(dir, 'dist/a/index.html'))).toBe(unchanged);
    expect(readFileSync(join(dir, 'dist/b/index.html'), 'utf8')).toBe('<p>b, edited</p>');
    expect(readFileSync(join(dir, 'dist/search/index.json'), 'utf8')).toBe(side['/search/index.json']);
    expect(await settled(dir)).toEqual([]);
  });

  it.each([
    ['a page is gone', { '/index.html': site['/index.html'], '/a/index.html': site['/a/index.html'] }, side],
    ['a page is added', { ...site, '/c/index.html': '<p>c</p>' }, side],
    ['a side file changed', site, { '/search/index.json': '{"pages":4}' }],
    ['a side file is gone', site, {}],
    // A search index's new build folder: moved into the output in one rename.
    ['a side folder is new', site, { '/search/B1/post-0.json': '[1]', '/search/B1/deep/docs-0.json': '[2]', '/search/index.json': '{"pages":3}' }],
  ])('swaps when %s, though every file written has the same bytes as before', async (_, next, nextSide) => {
    const dir = tempDir();
    await build(dir, site, side);
    const folder = inode(join(dir, 'dist'));
    await build(dir, next, nextSide);
    expect(inode(join(dir, 'dist'))).not.toBe(folder);
    expect(readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.html') || p.endsWith('.json')).sort()).toEqual(
      [...Object.keys(next), ...Object.keys(nextSide)].map((p) => p.slice(1)).sort(),
    );
    expect(await settled(dir)).toEqual([]);
  });

  it('swaps when the previous output holds a folder the new one does not, and keeps an empty static folder', async () => {
    const dir = tempDir();
    const staticDir = join(dir, 'static');
    mkdirSync(join(staticDir, 'empty'), { recursive: true });
    writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *');
    await build(dir, site, side, staticDir);
    expect(existsSync(join(dir, 'dist/empty'))).toBe(true);
    const folder = inode(join(dir, 'dist'));
    await build(dir, site, side, staticDir);
    expect(inode(join(dir, 'dist'))).toBe(folder);
    mkdirSync(join(dir, 'dist/stray'));
    await build(dir, site, side, staticDir);
    expect(inode(join(dir, 'dist'))).not.toBe(folder);
    expect(existsSync(join(dir, 'dist/stray'))).toBe(false);
    expect(existsSync(join(dir, 'dist/empty'))).toBe(true);
  });

  it('puts a file where the previous output had a folder, and a folder where it had a file', async () => {
    const dir = tempDir();
    const files = (root: string) =>
      Object.fromEntries(
        readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => [join(entry.parentPath, entry.name).slice(root.length), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
      );
    await build(dir, { '/index.html': 'home', '/x/index.html': 'x', '/y': 'y as a file' });
    const swapped = { '/index.html': 'home', '/x': 'x as a file', '/y/index.html': 'y as a folder' };
    await build(dir, swapped);
    expect(files(join(dir, 'dist'))).toEqual(swapped);
  });

  describe('a file made part by part (TextParts)', () => {
    /** A build of `site` and of /llms-full.txt made of `parts`, each part made as it is asked for; returns its size and how many parts were made. */
    async function buildParts(dir: string, parts: string[]): Promise<{ size: number; made: number }> {
      const out = new OutputDir(join(dir, 'dist'));
      for (const [path, contents] of Object.entries(site)) await out.write(path, contents);
      let made = 0;
      const size = out.writeParts('/llms-full.txt', new TextParts(() => parts.map((part) => (made++, part))));
      await out.commit();
      return { size, made };
    }

    it('writes the parts as one file, its size in bytes, without a previous output', async () => {
      const dir = tempDir();
      expect(await buildParts(dir, ['# Site ✓', '\n\nOne', '\n'])).toEqual({ size: 16, made: 3 });
      expect(readFileSync(join(dir, 'dist/llms-full.txt'), 'utf8')).toBe('# Site ✓\n\nOne\n');
    });

    it('links the previous file when the parts make the same bytes, however they are cut, and leaves the output untouched', async () => {
      const dir = tempDir();
      await buildParts(dir, ['# Site', '\n\nOne', '\n']);
      const before = [inode(join(dir, 'dist')), inode(join(dir, 'dist/llms-full.txt'))];
      expect(await buildParts(dir, ['# Si', 'te\n\nOne\n'])).toEqual({ size: 12, made: 2 });
      expect([inode(join(dir, 'dist')), inode(join(dir, 'dist/llms-full.txt'))]).toEqual(before);
    });

    it.each([
      ['a part changed', ['# Site', '\n\nTwo', '\n'], '# Site\n\nTwo\n'],
      ['the text is longer', ['# Site', '\n\nOne', '\n', 'More\n'], '# Site\n\nOne\nMore\n'],
      ['the text is shorter', ['# Site', '\n\nOne'], '# Site\n\nOne'],
    ])('writes the file again when %s', async (_, parts, text) => {
      const dir = tempDir();
      await buildParts(dir, ['# Site', '\n\nOne', '\n']);
      const before = inode(join(dir, 'dist/llms-full.txt'));
      await buildParts(dir, parts);
      expect(readFileSync(join(dir, 'dist/llms-full.txt'), 'utf8')).toBe(text);
      expect(inode(join(dir, 'dist/llms-full.txt'))).not.toBe(before);
      expect(await settled(dir)).toEqual([]);
    });

    describe('keyed parts (KeyedPart)', () => {
      /** A build of `site` and of /llms-full.txt made of `parts` (`[key, text]` a keyed part), with where the last build's keyed parts lie; returns what the build said and which keyed parts it made. */
      async function buildKeyed(dir: string, parts: Array<string | [string, string]>, last?: PartSpan[]) {
        const out = new OutputDir(join(dir, 'dist'));
        for (const [path, contents] of Object.entries(site)) await out.write(path, contents);
        const made: string[] = [];
        const keyed = (part: string | [string, string]): string | KeyedPart => (typeof part === 'string' ? part : { key: part[0], text: () => (made.push(part[0]), part[1]) });
        const spans = last && new Map(last.map(([key, offset, length]) => [key, [offset, length] as const]));
        const size = out.writeParts('/llms-full.txt', new TextParts(() => parts.map(keyed)), spans && ((path) => (path === '/llms-full.txt' ? spans : undefined)));
        await out.commit();
        return { size, made, spans: out.placement().spans.get('/llms-full.txt') ?? [] };
      }
      const text = (dir: string) => readFileSync(join(dir, 'dist/llms-full.txt'), 'utf8');

      it('copies the parts the last file holds from it, makes the others, and says where each lies', async () => {
        const dir = tempDir();
        const first = await buildKeyed(dir, ['# Site ✓', ['a', '\n\nA'], ['b', '\n\nB é'], ['c', '\n\nC'], '\n']);
        expect(first.made).toEqual(['a', 'b', 'c']);
        expect(first.spans).toEqual([['a', 10, 3], ['b', 13, 6], ['c', 19, 3]]);
        // b edited, a page added after c, and the parts after b moved by the longer text.
        const second = await buildKeyed(dir, ['# Site ✓', ['a', '\n\nA'], ['b2', '\n\nB, edited'], ['c', '\n\nC'], ['d', '\n\nD'], '\n'], first.spans);
        expect(second.made).toEqual(['b2', 'd']);
        expect(text(dir)).toBe('# Site ✓\n\nA\n\nB, edited\n\nC\n\nD\n');
        expect(second.size).toBe(Buffer.byteLength(text(dir)));
        const bytes = readFileSync(join(dir, 'dist/llms-full.txt'));
        expect(second.spans.map(([key, offset, length]) => [key, bytes.subarray(offset, offset + length).toString()])).toEqual([['a', '\n\nA'], ['b2', '\n\nB, edited'], ['c', '\n\nC'], ['d', '\n\nD']]);
        // In another order: each copied from where it lies.
        const third = await buildKeyed(dir, ['# Site ✓', ['d', '\n\nD'], ['a', '\n\nA'], ['c', '\n\nC'], '\n'], second.spans);
        expect(third.made).toEqual([]);
        expect(text(dir)).toBe('# Site ✓\n\nD\n\nA\n\nC\n');
      });

      it('links the last file when every part is where it was, making none', async () => {
        const dir = tempDir();
        const parts: Array<string | [string, string]> = ['# Site', ['a', '\n\nA'], ['b', '\n\nB'], '\n'];
        const first = await buildKeyed(dir, parts);
        const before = inode(join(dir, 'dist/llms-full.txt'));
        const second = await buildKeyed(dir, parts, first.spans);
        expect(second.made).toEqual([]);
        expect(second.spans).toEqual(first.spans);
        expect(inode(join(dir, 'dist/llms-full.txt'))).toBe(before);
      });

      it('makes the parts it cannot copy whole: the last file ends before them', async () => {
        const dir = tempDir();
        const first = await buildKeyed(dir, ['# Site', ['a', '\n\nA'], ['b', '\n\nB'], '\n']);
        writeFileSync(join(dir, 'dist/llms-full.txt'), '# Site\n\nA');
        const second = await buildKeyed(dir, ['# Site', ['a', '\n\nA'], ['b', '\n\nB'], '\n'], first.spans);
        expect(second.made).toEqual(['a', 'b']);
        expect(text(dir)).toBe('# Site\n\nA\n\nB\n');
        expect(second.spans).toEqual(first.spans);
      });
    });
  });
});
