import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureCopy, REPO, sitegen } from '../support/fixture.ts';
import { treeSnapshot as snapshot } from '../support/tree-snapshot.ts';

describe('sitegen build', () => {
  const root = fixtureCopy();
  const first = sitegen(['build', '--root', root], { cwd: root });
  const dist = join(root, 'dist');

  it('writes every route as index.html plus its data chunk, 404, feeds, sitemap and robots', () => {
    expect(first.status).toBe(0);
    expect(first.stderr).toMatch(/✔ Built \d+ routes \(\d+ files, [\d.]+ [KM]?B\) into dist\/ in \d+ ms/);
    for (const file of ['index.html', 'guides/index.html', 'guides/install/index.html', 'guides/advanced/api/index.html', 'blog/index.html', 'blog/page/2/index.html', 'blog/first-post/index.html', 'blog/tags/release/index.html', 'blog/archive/index.html', 'blog/authors/index.html', '404.html', 'blog/rss.xml', 'blog/atom.xml', 'sitemap.xml', 'robots.txt', 'img/logo.svg', 'guides/install/page-data.json', 'page-data.json', '404/page-data.json']) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    expect(existsSync(join(dist, 'guides/draft-page/index.html'))).toBe(false);
  });

  it('renders complete HTML: title, description, canonical, highlighted code', () => {
    const html = readFileSync(join(dist, 'guides/install/index.html'), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr"/);
    expect(html).toContain('<title>Install | Fixture Site</title>');
    expect(html).toContain('<meta name="description" content="How to install.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/guides/install">');
    expect(html).toContain('class="shiki shiki-themes github-light github-dark"');
    expect(html).toContain('<h2 id="requirements">');
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).toContain('<title>Fixture Site</title>');
  });

  it('hashes asset names and not HTML names', () => {
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.some((a) => /^entry-[A-Z0-9]{8}\.js$/.test(a))).toBe(true);
    expect(assets.some((a) => /^styles-[A-Z0-9]{8}\.css$/.test(a))).toBe(true);
  });

  it('is deterministic: a second build is byte-identical', () => {
    const before = snapshot(dist);
    const second = sitegen(['build', '--root', root], { cwd: root });
    expect(second.status).toBe(0);
    expect(snapshot(dist)).toEqual(before);
  });

  it('leaves the previous output untouched when a build fails', () => {
    const before = snapshot(dist);
    writeFileSync(join(root, 'content/guides/install.md'), '---\ntitle: [broken\n---\nText\n');
    const failed = sitegen(['build', '--root', root], { cwd: root });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('InvalidFrontMatterYaml');
    expect(failed.stderr).toContain('✘ Build failed; the previous output was left untouched.');
    expect(failed.stderr).not.toMatch(/\n\s+at .*\.js:\d+/);
    expect(snapshot(dist)).toEqual(before);
    expect(readdirSync(root).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('removes the staging folders of killed builds, and keeps those of a running one', async () => {
    // A pid that ran and is gone, as a build killed with SIGKILL leaves it in its folder's name.
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const killed = join(root, `.dist.tmp-${gone}-lzx0abc`);
    const swapping = join(root, `.dist.tmp-${gone}-lzx0abd-old`);
    const running = join(root, `.dist.tmp-${process.pid}-lzx0abe`);
    for (const dir of [killed, swapping, running]) {
      mkdirSync(join(dir, 'blog'), { recursive: true });
      writeFileSync(join(dir, 'blog/index.html'), 'half written');
    }
    // The test above broke this page.
    writeFileSync(join(root, 'content/guides/install.md'), readFileSync(join(REPO, 'tests/fixtures/good-site/content/guides/install.md')));
    const built = sitegen(['build', '--root', root], { cwd: root });
    expect(built.status, built.stderr).toBe(0);
    // Deleted in a process of their own, the build's output replaced meanwhile: the build does not wait for them.
    const leftovers = () => readdirSync(root).filter((n) => n.includes('.tmp-') && join(root, n) !== running);
    for (let i = 0; i < 500 && leftovers().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(leftovers()).toEqual([]);
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(swapping)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});
