import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { PACK_PAGES, PAGE_NAMESPACE, RenderedPacks } from '../../../cli/exec/rendered-packs.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('rendered-packs');

const entries = (dir: string, namespace: string) => (existsSync(join(dir, namespace)) ? readdirSync(join(dir, namespace)) : []);
const html = (n: number, edit = '') => `<html>page ${n}${edit}</html>`;

/** A build that renders `pages` (their keys `k<n><edit>`), its render keys `used` in all. */
async function build(dir: string, pages: number[], edit = '', used = pages.map((n) => `k${n}${edit}`)) {
  const cache = openCache(dir, { memory: false });
  const packs = new RenderedPacks(cache);
  for (const n of pages) packs.set(`k${n}${edit}`, html(n, edit));
  packs.finish(new Set(used));
  await cache.flush();
}

const reader = (dir: string) => new RenderedPacks(openCache(dir, { memory: false }));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('rendered packs (cli/exec/rendered-packs.ts)', () => {
  it('packs the pages of a build that renders many, found by the next build through the index', async () => {
    const dir = tempDir();
    await build(dir, range(0, PACK_PAGES * 2 + 3));
    expect(entries(dir, PAGE_NAMESPACE)).toEqual([]);
    // Three packs and the index.
    expect(entries(dir, 'rendered-pack')).toHaveLength(4);
    const next = reader(dir);
    for (const n of [0, PACK_PAGES + 1, PACK_PAGES * 2 + 2]) expect(next.get(`k${n}`)).toBe(html(n));
    expect(next.get('k-missing')).toBeUndefined();
  });

  it('keeps the pages of a build that renders few one entry each, and the packs as they were', async () => {
    const dir = tempDir();
    await build(dir, range(0, PACK_PAGES));
    const packs = entries(dir, 'rendered-pack').sort();
    await build(dir, [3, 4], '-edited', [...range(0, PACK_PAGES).map((n) => `k${n}`), 'k3-edited', 'k4-edited']);
    expect(entries(dir, PAGE_NAMESPACE)).toHaveLength(2);
    expect(entries(dir, 'rendered-pack').sort()).toEqual(packs);
    const next = reader(dir);
    expect(next.get('k3-edited')).toBe(html(3, '-edited'));
    expect(next.get('k5')).toBe(html(5));
  });

  it("names in a new index the old packs' pages the build still has, and no others", async () => {
    const dir = tempDir();
    await build(dir, range(0, PACK_PAGES));
    // Every page rendered again but the first two, which the build still has (kept from its output).
    await build(dir, range(2, PACK_PAGES + 10), '-new', ['k0', ...range(2, PACK_PAGES + 10).map((n) => `k${n}-new`)]);
    const next = reader(dir);
    expect(next.get('k0')).toBe(html(0));
    expect(next.get('k1')).toBeUndefined();
    expect(next.get(`k${PACK_PAGES + 9}-new`)).toBe(html(PACK_PAGES + 9, '-new'));
  });

  it('takes a damaged pack or index as a miss for its pages', async () => {
    const dir = tempDir();
    await build(dir, range(0, PACK_PAGES * 2));
    const next = reader(dir);
    expect(next.get('k1')).toBe(html(1));
    for (const name of entries(dir, 'rendered-pack')) writeFileSync(join(dir, 'rendered-pack', name), 'damaged');
    expect(reader(dir).get('k1')).toBeUndefined();
  });
});
