import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Cache } from '../../../cli/exec/cache.ts';
import { openCache } from '../../../cli/exec/cache.ts';
import { mangleNames } from '../../../cli/bundle/mangle-names.ts';

/** esbuild's way: top-level names by frequency, so each function's own variables take longer ones. */
const ESBUILD_STYLE = [
  'import{$0 as ab}from"sitegen-runtime";',
  ...Array.from({ length: 60 }, (_, i) => `function f${i}(aa${i},ba${i}){return ab(aa${i}+ba${i},aa${i}*${i})}`),
  `export{${Array.from({ length: 60 }, (_, i) => `f${i} as $${i}`).join(',')}};`,
].join('');

/** The module `code` is, its runtime import given `pair` in its place. */
async function load(code: string): Promise<Record<string, (a: number, b: number) => unknown>> {
  (globalThis as Record<string, unknown>).__pair = (x: number, y: number) => [x, y];
  const module = code.replace(/^import\s*\{\s*\$0 as (\w+)\s*\}\s*from\s*"sitegen-runtime";/, 'const $1 = globalThis.__pair;');
  return import(`data:text/javascript,${encodeURIComponent(module)}`);
}

describe('mangleNames', () => {
  it("gives each function's variables the shortest names again, keeping what the module imports and exports", async () => {
    const code = await mangleNames(ESBUILD_STYLE, 'entry.js');
    expect(code).toMatch(/^import\s*\{\s*\$0 as \w\s*\}\s*from\s*"sitegen-runtime";/);
    expect(code).not.toContain('aa1');
    expect(gzipSync(code, { level: 9 }).byteLength).toBeLessThan(gzipSync(ESBUILD_STYLE, { level: 9 }).byteLength);
    const [before, after] = await Promise.all([load(ESBUILD_STYLE), load(code)]);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after.$3(2, 5)).toEqual(before.$3(2, 5));
  });

  it('keeps its result in the cache and answers from there next time', async () => {
    const cache = openCache(undefined);
    const made = await mangleNames(ESBUILD_STYLE, 'entry.js', cache);
    expect(cache.used.size).toBe(1);
    const kept: Cache = { ...cache, get: <T>() => 'kept' as T };
    expect(await mangleNames(ESBUILD_STYLE, 'entry.js', kept)).toBe('kept');
    expect(await mangleNames(ESBUILD_STYLE, 'entry.js', cache)).toBe(made);
  });

  it('fails as a bug of sitegen on a script it cannot read', async () => {
    await expect(mangleNames('function (', 'broken.js')).rejects.toThrow(/could not rename the variables of broken\.js/);
  });
});
