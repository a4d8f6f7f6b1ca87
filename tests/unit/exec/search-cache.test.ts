import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import type { SideTarget } from '../../../cli/emit/output-dir.ts';
import { buildSearchFiles } from '../../../cli/search/build-index.ts';
import { openCache } from '../../../cli/exec/cache.ts';
import { cachedSearchIndex } from '../../../cli/exec/search-cache.ts';
import { startSearchIndex } from '../../../cli/exec/search-index.ts';
import { doc, graphOf, sampleGraph, section } from '../search/graph.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('search-cache');

/** A target writing straight into `dir`, as the output's staging folder would hold the files. */
const folderTarget = (dir: string): SideTarget => ({
  dir,
  write: async (path, contents) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), contents);
  },
});

const written = (dir: string) =>
  Object.fromEntries(
    readdirSync(join(dir, 'search'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [join(entry.parentPath, entry.name).slice(dir.length), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  );

describe('cachedSearchIndex', () => {
  it('indexes on a miss, then writes the same files from the cache without indexing, until a page changes', async () => {
    const cache = openCache(tempDir());
    const graph = sampleGraph();
    const expected = Object.fromEntries(buildSearchFiles(graph).map((f) => [f.path, f.contents]));
    let started = 0;
    const run = async (g = graph) => {
      const dir = tempDir();
      const result = await cachedSearchIndex(cache, g, folderTarget(dir), {}, (pages, keep) => (started++, startSearchIndex(g, dir, {}, pages, keep))).finish();
      // The worker keeps the files once the output has them; a build's end waits for it.
      await cache.flush();
      return { dir, result };
    };
    const first = await run();
    expect(written(first.dir)).toEqual(expected);
    const second = await run();
    expect(started).toBe(1);
    expect(written(second.dir)).toEqual(expected);
    expect(second.result).toEqual(first.result);
    const changed = graphOf([section('d', 'D', [doc({ id: 'a', title: 'Another', path: '/d/a', html: '<p>other words</p>' })])], [], 'production');
    const third = await run(changed);
    expect(started).toBe(2);
    expect(written(third.dir)).toEqual(Object.fromEntries(buildSearchFiles(changed).map((f) => [f.path, f.contents])));
  });
});
