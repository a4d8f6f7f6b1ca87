import { describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen } from '../support/fixture.ts';
import type { SearchDocsChunk, SearchManifest } from '../../runtime/search/format.ts';

/** The built index's manifest, and each record's page path, in record order. */
function readIndex(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, 'search/manifest.json'), 'utf8')) as SearchManifest;
  const paths: string[] = [];
  for (let n = 0; n < manifest.chunks; n++) {
    const chunk = JSON.parse(readFileSync(join(dist, `search/${manifest.build}/docs-${n}.json`), 'utf8')) as SearchDocsChunk;
    for (const [page] of chunk.records) paths.push(chunk.pages[page][1]);
  }
  return { manifest, paths };
}

describe('the search index of a site with versioned docs', { timeout: 60_000 }, () => {
  it('names the records of each version, so the browser searches the version being read', () => {
    const root = fixtureSite('versioned-search');
    expect(sitegen(['build', '--root', root], { cwd: root }).status).toBe(0);
    const { manifest, paths } = readIndex(join(root, 'dist'));
    expect(manifest.versions?.map(([, , section, version, isLast]) => [section, version, isLast])).toEqual([
      ['docs', 'current', 0],
      ['docs', '2.0', 1],
      ['docs', '1.0', 0],
    ]);
    const pagesOf = (version: string) => {
      const [first, end] = manifest.versions!.find((range) => range[3] === version)!;
      return [...new Set(paths.slice(first, end))];
    };
    expect(pagesOf('current')).toEqual(['/docs/next/', '/docs/next/setup']);
    expect(pagesOf('2.0')).toEqual(['/docs/', '/docs/setup']);
    expect(pagesOf('1.0')).toEqual(['/docs/1.0/', '/docs/1.0/setup']);
    // The blog post belongs to no version: searched from every one.
    expect(paths.slice(manifest.versions!.at(-1)![1])).toEqual(['/blog/2025/02/01/news']);
  });
});

describe('the search index of a site with nothing to index', { timeout: 60_000 }, () => {
  it('is written empty, with the cache and without, and after an edit', () => {
    const root = fixtureSite('home-only');
    for (const args of [['--no-cache'], [], ['edit']]) {
      if (args[0] === 'edit') appendFileSync(join(root, 'content/index.md'), '\nEdited.\n');
      const run = sitegen(['build', '--root', root, ...args.filter((arg) => arg !== 'edit')], { cwd: root });
      expect(run.stderr).toContain('Built 1 routes');
      expect(run.status).toBe(0);
      expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toContain('pointing the way to the harbour');
      const { manifest, paths } = readIndex(join(root, 'dist'));
      expect(manifest.documentCount).toBe(0);
      expect(paths).toEqual([]);
    }
  });
});
