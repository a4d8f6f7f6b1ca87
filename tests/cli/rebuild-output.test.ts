import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, sitegen } from '../support/fixture.ts';

interface Seen {
  bytes: string;
  mtimeMs: number;
}

/** Every file of an output folder: its bytes and mtime. */
function files(dir: string): Map<string, Seen> {
  const seen = new Map<string, Seen>();
  for (const path of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const info = statSync(join(dir, path));
    if (info.isFile()) seen.set(path, { bytes: readFileSync(join(dir, path)).toString('base64'), mtimeMs: info.mtimeMs });
  }
  return seen;
}

const bytesOf = (seen: Map<string, Seen>) => new Map([...seen].map(([path, { bytes }]) => [path, bytes]));

describe('a rebuild (issue 20)', () => {
  it('never loads esbuild when its client bundle comes from the cache, nor React\'s streaming renderer', { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    const env = { NODE_OPTIONS: `--require ${join(import.meta.dirname, '../support/report-module-loads.cjs')}` };
    const first = sitegen(['build', '--root', root], { env });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toContain('loaded esbuild/lib/main.js');
    // Nor, in any build, React's streaming server renderer: only its string renderers are called.
    expect(first.stderr).toContain('loaded react-dom/cjs/react-dom-server-legacy.node.production.js');
    expect(first.stderr).not.toContain('loaded react-dom/cjs/react-dom-server.node');
    const install = join(root, 'content/guides/install.md');
    writeFileSync(install, `${readFileSync(install, 'utf8')}\nOne more line.\n`);
    const rebuilt = sitegen(['build', '--root', root], { env });
    expect(rebuilt.status, rebuilt.stderr).toBe(0);
    expect(rebuilt.stderr).toMatch(/Built/);
    expect(rebuilt.stderr).not.toContain('loaded esbuild/');
  });

  it('writes only the files whose bytes changed: the others keep their mtime, and deleted pages disappear', { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    const dist = join(root, 'dist');
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    const before = files(dist);
    const install = join(root, 'content/guides/install.md');
    writeFileSync(install, `${readFileSync(install, 'utf8')}\nOne more line.\n`);
    rmSync(join(root, 'content/blog/2025-03-02-third.md'));
    const run = sitegen(['build', '--root', root]);
    expect(run.status, run.stderr).toBe(0);
    const after = files(dist);

    expect(after.get('guides/install/index.html')!.bytes).not.toBe(before.get('guides/install/index.html')!.bytes);
    expect([...before.keys()].filter((path) => path.startsWith('blog/third'))).not.toEqual([]);
    expect([...after.keys()].filter((path) => path.startsWith('blog/third'))).toEqual([]);
    // Its folder too, though the rebuild made the last output's folders ahead (staging-folders.ts).
    expect(readdirSync(join(dist, 'blog')).filter((name) => name.startsWith('third'))).toEqual([]);
    const unchanged = [...after].filter(([path, seen]) => before.get(path)?.bytes === seen.bytes);
    const changed = [...after].filter(([path, seen]) => before.has(path) && before.get(path)!.bytes !== seen.bytes);
    // Most of the site does not depend on one page's text.
    expect(unchanged.length).toBeGreaterThan(after.size / 2);
    for (const [path, seen] of unchanged) expect(seen.mtimeMs, path).toBe(before.get(path)!.mtimeMs);
    for (const [path, seen] of changed) expect(seen.mtimeMs, path).toBeGreaterThan(before.get(path)!.mtimeMs);
  });

  it('treats damaged cache entries as misses, and --cache-dir and --no-cache give the same output', { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    const cacheDir = join(root, 'elsewhere');
    expect(sitegen(['build', '--root', root, '--cache-dir', cacheDir, '--out-dir', join(root, 'first')]).status).toBe(0);
    expect(existsSync(join(root, '.sitegen', 'cache'))).toBe(false);
    const entries = readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.bin'));
    expect(entries.some((path) => path.startsWith('compiled-page'))).toBe(true);
    expect(entries.some((path) => path.startsWith('rendered-page'))).toBe(true);
    // Half cut short (a disk filled up), half another file's bytes.
    entries.forEach((path, i) => {
      const file = join(cacheDir, path);
      writeFileSync(file, i % 2 === 0 ? readFileSync(file).subarray(0, 40) : readFileSync(join(cacheDir, entries[(i + 1) % entries.length])));
    });
    const damaged = sitegen(['build', '--root', root, '--cache-dir', cacheDir, '--out-dir', join(root, 'damaged')]);
    expect(damaged.status, damaged.stderr).toBe(0);
    expect(sitegen(['build', '--root', root, '--no-cache', '--out-dir', join(root, 'uncached')]).status).toBe(0);
    const reference = bytesOf(files(join(root, 'uncached')));
    expect(bytesOf(files(join(root, 'damaged')))).toEqual(reference);
    expect(bytesOf(files(join(root, 'first')))).toEqual(reference);
  });

  it('leaves no staging folder behind when a rebuild stops at a content error', { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    const dist = join(root, 'dist');
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    const before = files(dist);
    const install = join(root, 'content/guides/install.md');
    writeFileSync(install, `---\ntitle: [unclosed\n---\n${readFileSync(install, 'utf8')}`);
    const failed = sitegen(['build', '--root', root]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('install.md');
    expect(files(dist)).toEqual(before);
    expect(readdirSync(root).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it("keeps a route whose key holds, and copies /llms-full.txt's pages, only while their files (HTML, page data, `.md`, /llms-full.txt) are as the last build left them", { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    const dist = join(root, 'dist');
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    // Changed by hand since, to the same size: only the file's date tells.
    const html = join(dist, 'guides/install/index.html');
    const data = join(dist, 'guides/page-data.json');
    writeFileSync(html, readFileSync(html, 'utf8').replace('<html', '<HTML'));
    writeFileSync(data, readFileSync(data, 'utf8').replace('{', ' '));
    const markdown = join(dist, 'guides/install.md');
    writeFileSync(markdown, readFileSync(markdown, 'utf8').replace('#', '%'));
    const full = join(dist, 'llms-full.txt');
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll('Source:', 'SOURCE:'));
    const rebuilt = sitegen(['build', '--root', root]);
    expect(rebuilt.status, rebuilt.stderr).toBe(0);
    expect(sitegen(['build', '--root', root, '--no-cache', '--out-dir', join(root, 'uncached')]).status).toBe(0);
    expect(bytesOf(files(dist))).toEqual(bytesOf(files(join(root, 'uncached'))));
  });

  it("patches the search index with the files it keeps linked from the output, taking their bytes as kept only while the output's are as the last build left them", { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    const dist = join(root, 'dist');
    // Enough pages for several docs chunks, an edit of one page leaving the others' chunks as they were, and for compiled packs.
    for (let n = 0; n < 60; n++) writeFileSync(join(root, `content/guides/extra-${n}.md`), `---\ntitle: Extra ${n}\n---\n\nWords of extra page ${n}.\n`);
    const edit = (n: number, text: string) => writeFileSync(join(root, `content/guides/extra-${n}.md`), `---\ntitle: Extra ${n}\n---\n\nWords of extra page ${n}, ${text}.\n`);
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    const searchFiles = () => {
      const folder = join(dist, 'search', (JSON.parse(readFileSync(join(dist, 'search/manifest.json'), 'utf8')) as { build: string }).build);
      return new Map(readdirSync(folder).map((name) => [name, join(folder, name)]));
    };
    // Every search file changed by hand since: none may be taken for the index the cache kept.
    for (const file of searchFiles().values()) writeFileSync(file, `${readFileSync(file, 'utf8')} `);
    edit(3, 'edited once');
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    expect(sitegen(['build', '--root', root, '--no-cache', '--out-dir', join(root, 'uncached')]).status).toBe(0);
    expect(bytesOf(files(dist))).toEqual(bytesOf(files(join(root, 'uncached'))));
    // As the last build left them: the files the next patch keeps are linked, the others written.
    const before = new Map([...searchFiles()].map(([name, file]) => [name, statSync(file).ino]));
    edit(3, 'edited twice');
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    const after = [...searchFiles()].map(([name, file]) => statSync(file).ino === before.get(name));
    expect(after.filter(Boolean).length).toBeGreaterThan(0);
    expect(after.filter((linked) => !linked).length).toBeGreaterThan(0);
  });

  it('renders nothing when the output is gone but the cache is kept, as in a CI job that restores only the cache', { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    // Enough routes for the rendered pages to go into packs (rendered-packs.ts).
    for (let n = 0; n < 80; n++) writeFileSync(join(root, `content/guides/extra-${n}.md`), `---\ntitle: Extra ${n}\n---\n\nWords of extra page ${n}.\n`);
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    const cache = join(root, '.sitegen/cache');
    // Each entry file with its inode: an entry written again is a new file renamed over the old.
    const rendered = () => ['rendered-page', 'rendered-pack'].flatMap((namespace) => (existsSync(join(cache, namespace)) ? readdirSync(join(cache, namespace)).map((name) => `${namespace}/${name} ${statSync(join(cache, namespace, name)).ino}`) : [])).sort();
    const kept = rendered();
    expect(kept.some((name) => name.startsWith('rendered-pack/'))).toBe(true);
    for (const folder of ['dist', '.dist.spare']) rmSync(join(root, folder), { recursive: true, force: true });
    const restored = sitegen(['build', '--root', root]);
    expect(restored.status, restored.stderr).toBe(0);
    // Every page came from the packs: none was rendered, so none was kept again.
    expect(rendered()).toEqual(kept);
    expect(sitegen(['build', '--root', root, '--no-cache', '--out-dir', join(root, 'uncached')]).status).toBe(0);
    expect(bytesOf(files(join(root, 'dist')))).toEqual(bytesOf(files(join(root, 'uncached'))));
  });

  it('takes a Markdown file whose size, mtime and inode are as the last build recorded them as unchanged, without reading it, and reads it once they change', { timeout: 120_000 }, () => {
    const root = fixtureCopy();
    const dist = join(root, 'dist');
    const install = join(root, 'content/guides/install.md');
    const post = join(root, 'content/blog/2025-03-02-third.md');
    // Settled well before the build: a file modified just before it may change again unseen (up-to-date.ts).
    const settled = new Date(Date.now() - 60_000);
    utimesSync(install, settled, settled);
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    const page = () => readFileSync(join(dist, 'guides/install/index.html'), 'utf8');
    const before = page();
    const text = readFileSync(install, 'utf8');
    expect(text).toContain('Install');
    // Rewritten in place to the same size, its date put back: its stat is the one recorded.
    writeFileSync(install, text.replaceAll('Install', 'Instell'));
    utimesSync(install, settled, settled);
    writeFileSync(post, `${readFileSync(post, 'utf8')}\nOne more line.\n`);
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    expect(page()).toBe(before);
    utimesSync(install, new Date(), new Date(Date.now() - 30_000));
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    expect(page()).toContain('Instell');
    expect(sitegen(['build', '--root', root, '--no-cache', '--out-dir', join(root, 'uncached')]).status).toBe(0);
    expect(bytesOf(files(dist))).toEqual(bytesOf(files(join(root, 'uncached'))));
  });
});
