import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { fixtureCopy, sitegen } from '../support/fixture.ts';

/** Every file under a folder with the hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha1').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

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
});
