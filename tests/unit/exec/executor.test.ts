import { describe, expect, it } from 'vitest';
import { Executor } from '../../../cli/exec/executor.ts';
import { runAfterReply } from '../../../cli/exec/server/serving.ts';
import { PACK_MIN_FILES } from '../../../cli/exec/compiled-packs.ts';
import { compileHere } from '../../../cli/content/compile-markdown.ts';
import { siteFilesFromMap, type SiteFiles } from '../../../cli/files/site-files.ts';
import { isDeferred, type DeferredSources } from '../../../cli/files/deferred-sources.ts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('executor');

const OPTIONS = { minHeadingLevel: 2, maxHeadingLevel: 3, placeholders: { brand: 'Acme' } };
const bytes = (text: string) => new TextEncoder().encode(text);
const sources = [
  { file: '/site/content/a.md', bytes: bytes('# A\n\n## One\n\n```js\nconst a = 1;\n```\n') },
  { file: '/site/content/b.md', bytes: bytes('Plain *text* from {{brand}} with a [link](/a).\n') },
  { file: '/site/content/c.md', bytes: new Uint8Array([0x23, 0x20, 0xff]) },
];

describe('Executor', () => {
  it('gives what compiling on this thread gives, on the main thread or on two workers', async () => {
    const expected = await compileHere(sources, OPTIONS);
    expect(expected[1].value?.html).toBe('<p>Plain <em>text</em> from Acme with a <a href="/a">link</a>.</p>');
    expect(expected[2].diagnostics.map((d) => d.code)).toEqual(['NonUtf8File']);
    for (const threads of [0, 2]) {
      const executor = new Executor({ threads });
      try {
        expect(await executor.compileMarkdown(sources, OPTIONS)).toEqual(expected);
      } finally {
        await executor.close();
      }
    }
  });

  it('with keepResults, compiles again only the files whose bytes or options changed since the last call', async () => {
    const executor = new Executor({ threads: 0, keepResults: true });
    const [a1, b1] = await executor.compileMarkdown(sources, OPTIONS);
    const edited = [{ ...sources[0], bytes: bytes('# A\n\n## One\n\n```js\nconst a = 1;\n```\n') }, { ...sources[1], bytes: bytes('Edited.\n') }];
    const [a2, b2] = await executor.compileMarkdown(edited, OPTIONS);
    expect(a2).toBe(a1);
    expect(b2).not.toBe(b1);
    expect(b2.value?.html).toBe('<p>Edited.</p>');
    const [a3] = await executor.compileMarkdown(edited, { ...OPTIONS, maxHeadingLevel: 2 });
    expect(a3).not.toBe(a1);
    const [, b4] = await executor.compileMarkdown(edited, { ...OPTIONS, maxHeadingLevel: 2, placeholders: { brand: 'Other' } });
    expect(b4).not.toBe(b2);
    await executor.close();
  });

  it('compiles an MDX page with its partial on workers too, and again when only the partial changed (watch)', async () => {
    const page = { file: '/site/content/p.mdx', bytes: bytes("import Note from './_note.mdx';\n\n<Note />\n") };
    const withNote = (text: string) => [{ ...page, imports: [{ file: '/site/content/_note.mdx', bytes: bytes(text) }] }];
    const expected = await compileHere(withNote('A *note* from {{brand}}.\n'), OPTIONS);
    expect(expected[0].value?.html).toBe('<p>A <em>note</em> from Acme.</p>');
    const pool = new Executor({ threads: 2 });
    try {
      expect(await pool.compileMarkdown(withNote('A *note* from {{brand}}.\n'), OPTIONS)).toEqual(expected);
    } finally {
      await pool.close();
    }
    const executor = new Executor({ threads: 0, keepResults: true });
    const [first] = await executor.compileMarkdown(withNote('First.\n'), OPTIONS);
    const [same] = await executor.compileMarkdown(withNote('First.\n'), OPTIONS);
    const [edited] = await executor.compileMarkdown(withNote('Second.\n'), OPTIONS);
    expect(same).toBe(first);
    expect(edited.value?.html).toBe('<p>Second.</p>');
    await executor.close();
  });

  it('without keepResults, keeps nothing: a single build never asks twice', async () => {
    const executor = new Executor({ threads: 0 });
    const [a1] = await executor.compileMarkdown(sources, OPTIONS);
    const [a2] = await executor.compileMarkdown(sources, OPTIONS);
    expect(a2).not.toBe(a1);
    expect(a2).toEqual(a1);
    await executor.close();
  });

  it('sets the Markdown of a large build aside as the content loads, and only there, with what the content stage asks of each file without reading it back', async () => {
    const pages = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`docs/page-${i}.md`, `# Page ${i}\n`]));
    const spilled = (executor: Executor, count: number) => {
      const files = siteFilesFromMap('/site/content', { ...pages(count - 1), 'docs/note.mdx': "import Partial from './_partial.md';\n\n<Partial />\n", 'docs/_category_.json': '{}' });
      const sources = files.sources;
      executor.prepareMarkdown([...sources].filter(([path]) => /\.mdx?$/.test(path)).map(([, bytes]) => bytes as Uint8Array), {});
      executor.spillSources(files);
      return { files, replaced: files.sources !== sources };
    };
    const build = new Executor({ threads: 0 });
    const cached = new Executor({ threads: 0, cacheDir: tempDir() });
    const watch = new Executor({ threads: 0, keepResults: true });
    const small = new Executor({ threads: 0 });
    try {
      const large = spilled(build, 2000);
      expect(large.replaced).toBe(true);
      expect(new TextDecoder().decode(large.files.sources.get('docs/page-1998.md') as Uint8Array)).toBe('# Page 1998\n');
      expect(large.files.sources.size).toBe(2001);
      // The import lines' specifiers (an MDX file's imports are looked for before it compiles); a
      // digest only for a cache's keys: --no-cache makes none.
      const told = (files: SiteFiles, path: string) => {
        const { digest, imports } = (files.sources as DeferredSources).deferredAt(path)!;
        return { digest, imports };
      };
      expect([told(large.files, 'docs/note.mdx'), told(large.files, 'docs/page-0.md')]).toEqual([
        { digest: undefined, imports: ['./_partial.md'] },
        { digest: undefined, imports: [] },
      ]);
      expect(told(spilled(cached, 2000).files, 'docs/page-0.md')).toEqual({ digest: createHash('sha256').update('# Page 0\n').digest('hex'), imports: [] });
      expect(spilled(watch, 2000).replaced).toBe(false);
      expect(spilled(small, 1999).replaced).toBe(false);
    } finally {
      for (const executor of [build, cached, watch, small]) {
        await executor.close();
        await executor.finish();
      }
    }
  });

  it('leaves a rebuild the files unchanged since the last build to read when asked for, and records each file compiled for the next', async () => {
    const dir = tempDir();
    const [edited, unchanged, importing] = ['edited.md', 'unchanged.md', 'importing.mdx'].map((name) => join(dir, name));
    writeFileSync(edited, '# Edited\n');
    writeFileSync(unchanged, '# Unchanged\n');
    writeFileSync(importing, "import Note from './_note.md';\n\n# Importing\n");
    const digest = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');
    // The last build compiled it: its result is in the cache.
    const last = new Executor({ threads: 0, cacheDir: join(dir, 'cache') });
    await last.compileMarkdown([{ file: unchanged, bytes: bytes('# Unchanged\n') }], OPTIONS);
    await last.close();
    await last.finish();
    const executor = new Executor({ threads: 0, cacheDir: join(dir, 'cache') });
    try {
      executor.rebuilding(new Map([[unchanged, { digest: digest('# Unchanged\n'), imports: [] }]]));
      const read = executor.markdownReader();
      const deferred = read(unchanged);
      expect(isDeferred(deferred) && { digest: deferred.digest, imports: deferred.imports, text: new TextDecoder().decode(deferred.read() as Uint8Array) }).toEqual({ digest: digest('# Unchanged\n'), imports: [], text: '# Unchanged\n' });
      const [editedBytes, importingBytes] = [read(edited), read(importing)] as Uint8Array[];
      const [, fromCache] = await executor.compileMarkdown(
        [
          { file: edited, bytes: editedBytes },
          // Compiled from the cache by its digest: never read.
          { file: unchanged, digest: digest('# Unchanged\n'), get bytes(): Uint8Array { throw new Error(`${unchanged} was read`); } },
          { file: importing, bytes: importingBytes },
        ],
        OPTIONS,
      );
      expect(fromCache.value?.contentTitle).toBe('Unchanged');
      expect(executor.compiledSources()).toEqual(
        new Map([
          [edited, { digest: digest('# Edited\n'), imports: [] }],
          [unchanged, { digest: digest('# Unchanged\n'), imports: [] }],
          [importing, { digest: digest(importingBytes), imports: ['./_note.md'] }],
        ]),
      );
    } finally {
      await executor.close();
      await executor.finish();
    }
  });

  it("keeps a build's compiled files in packs, read whole by the next build; a few files changed since go one entry each, many make the packs again", async () => {
    const dir = tempDir();
    const cacheDir = join(dir, 'cache');
    const count = PACK_MIN_FILES + 6;
    const text = (n: number, edit = '') => `# Page ${n}\n\nSome *text* of page ${n}.${edit}\n`;
    const digest = (value: string) => createHash('sha256').update(value).digest('hex');
    const files = Array.from({ length: count }, (_, n) => join(dir, `page-${n}.md`));
    // Known by their digests, as a rebuild's unchanged files are: one whose result is not kept is read, and throws.
    const unread = (texts: string[]) => files.map((file, n) => ({ file, digest: digest(texts[n]), get bytes(): Uint8Array { throw new Error(`${file} was read`); } }));
    const compile = async (given: Parameters<Executor['compileMarkdown']>[0]) => {
      const executor = new Executor({ threads: 0, cacheDir });
      try {
        return await executor.compileMarkdown(given, OPTIONS);
      } finally {
        await executor.close();
        await executor.finish();
      }
    };
    const entries = (namespace: string) => (existsSync(join(cacheDir, namespace)) ? readdirSync(join(cacheDir, namespace)).length : 0);
    let texts = files.map((_, n) => text(n));
    const first = await compile(files.map((file, n) => ({ file, bytes: bytes(texts[n]) })));
    expect(entries('compiled-pack')).toBeGreaterThan(1);
    expect(entries('compiled-page')).toBe(0);
    expect(await compile(unread(texts))).toEqual(first);

    // One file edited: its result is kept on its own, the packs stay as they are.
    const packs = readdirSync(join(cacheDir, 'compiled-pack')).map((name) => [name, statSync(join(cacheDir, 'compiled-pack', name)).mtimeMs]);
    texts = texts.map((t, n) => (n === 3 ? text(n, ' Edited.') : t));
    await compile(files.map((file, n) => ({ file, bytes: bytes(texts[n]) })));
    expect(entries('compiled-page')).toBe(1);
    expect(readdirSync(join(cacheDir, 'compiled-pack')).map((name) => [name, statSync(join(cacheDir, 'compiled-pack', name)).mtimeMs])).toEqual(packs);
    const edited = await compile(unread(texts));
    expect(edited[3].value?.html).toContain('Edited.');

    // A tenth of them and more edited: packed again, those results too.
    texts = texts.map((t, n) => (n % 8 === 0 ? text(n, ' Edited again.') : t));
    await compile(files.map((file, n) => ({ file, bytes: bytes(texts[n]) })));
    expect(entries('compiled-page')).toBe(1);
    const again = await compile(unread(texts));
    expect(again[8].value?.html).toContain('Edited again.');
    expect(again[3].value?.html).toContain('Edited.');

    // A damaged pack is a miss for its files: they are compiled again.
    for (const name of readdirSync(join(cacheDir, 'compiled-pack'))) writeFileSync(join(cacheDir, 'compiled-pack', name), 'damaged');
    const rebuilt = await compile(files.map((file, n) => ({ file, bytes: bytes(texts[n]) })));
    expect(rebuilt).toEqual(again);
  });

  it("on a build server, hands the next build the results of the packs it read while their files are unchanged; a build in its own process reads its own", async () => {
    const dir = tempDir();
    const cacheDir = join(dir, 'cache');
    const files = Array.from({ length: PACK_MIN_FILES + 6 }, (_, n) => ({ file: join(dir, `page-${n}.md`), bytes: bytes(`# Page ${n}\n\nText of page ${n}.\n`) }));
    const compile = async (server: boolean, given = files) => {
      const executor = new Executor({ threads: 0, cacheDir, server });
      try {
        return await executor.compileMarkdown(given, OPTIONS);
      } finally {
        await executor.close();
        await executor.finish();
        // As the server does before its next build (build-server.ts): left running, the cache's writes could land as the folder goes.
        await runAfterReply();
      }
    };
    await compile(false);
    const [first, second, own] = [await compile(true), await compile(true), await compile(false)];
    expect(second[5]).toBe(first[5]);
    expect(own[5]).not.toBe(first[5]);
    expect(own).toEqual(first);
    // Packed again (a tenth and more of the files edited): the server's next build reads the new packs.
    const edited = files.map((file, n) => (n % 8 === 0 ? { ...file, bytes: bytes(`# Page ${n}\n\nEdited.\n`) } : file));
    await compile(false, edited);
    const after = await compile(true, edited);
    expect(after[8].value?.html).toContain('Edited.');
    expect(after[5]).not.toBe(first[5]);
    expect(after[5]).toEqual(first[5]);
  });
});
