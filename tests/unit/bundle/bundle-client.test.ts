import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import type * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bundleClient, type ClientBundle } from '../../../cli/bundle/bundle-client.ts';
import { RUNTIME_SPECIFIER } from '../../../cli/render/runtime-specifier.ts';
import type { NavbarItem } from '../../../cli/config/navbar-schema.ts';
import { openCache, type Cache } from '../../../cli/exec/cache.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

/** esbuild passes run so far: two probes and two builds without a cache entry, the two builds with one. */
const passes = vi.hoisted(() => ({ count: 0 }));
vi.mock('esbuild', async (importOriginal) => {
  const original = await importOriginal<typeof esbuild>();
  return { ...original, build: (options: esbuild.BuildOptions) => (passes.count++, original.build(options)) };
});

const tempDir = tempDirs('bundle-cache');

const text = (bundle: ClientBundle, path: string) => new TextDecoder().decode(bundle.assets.find((a) => a.path === path)!.contents);
/** The modules a file imports statically or lazily, by the specifier written in it (in any quotes); URLs computed at run time (the page chunks the boot data names) are not specifiers. */
const specifiers = (code: string) => [...code.matchAll(/\b(?:from|import)\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]).filter((s) => !s.includes('${'));

describe('bundleClient', () => {
  let bundle: ClientBundle;
  beforeAll(async () => {
    bundle = await bundleClient();
  });

  it('makes the runtime one file that loads only its lazy chunks, by relative URL', () => {
    expect(bundle.entry).toMatch(/^\/assets\/entry-[A-Z0-9]+\.js$/);
    expect(bundle.entryImports).toEqual([]);
    const lazy = specifiers(text(bundle, bundle.entry));
    expect(lazy.length).toBeGreaterThan(0);
    for (const specifier of lazy) {
      expect(specifier).toMatch(/^\.\/chunks\/[A-Za-z]+-[A-Z0-9]+\.js$/);
      expect(bundle.assets.some((a) => a.path === `/assets/${specifier.slice(2)}`)).toBe(true);
    }
  });

  it('makes each page kind one chunk that takes React and the runtime from the entry', () => {
    expect(Object.keys(bundle.pageChunks)).toHaveLength(10);
    for (const [kind, chunk] of Object.entries(bundle.pageChunks)) {
      expect(bundle.pageImports[kind as keyof typeof bundle.pageImports]).toEqual([]);
      const code = text(bundle, chunk);
      expect(new Set(specifiers(code))).toEqual(new Set([RUNTIME_SPECIFIER]));
      // React is not bundled again: its production build carries this string.
      expect(code).not.toContain('react.transitional.element');
    }
    expect(text(bundle, bundle.entry)).toContain('react.transitional.element');
  });

  it('leaves no Node.js `process` for the browser to trip on', () => {
    for (const asset of bundle.assets.filter((a) => a.path.endsWith('.js'))) expect(text(bundle, asset.path)).not.toMatch(/\bprocess\.env\b/);
  });

  it("calls React's functions by name, not through its CommonJS exports object", () => {
    const code = text(bundle, bundle.entry);
    expect(code).not.toMatch(/\(0,[\w$]+\.(?:jsx|jsxs|useState|useEffect)\)/);
  });

  it("leaves out what nothing uses of React's packages: no cloneElement, no react-dom's preload", () => {
    const code = text(bundle, bundle.entry);
    expect(code).toContain('useSyncExternalStore');
    for (const unused of ['cloneElement', 'forwardRef', '__COMPILER_RUNTIME', 'preloadModule', 'unstable_batchedUpdates']) expect(code, unused).not.toContain(unused);
  });

  it('is repeatable: the same sources give the same file names', async () => {
    const again = await bundleClient();
    expect(again.assets.map((a) => a.path).sort()).toEqual(bundle.assets.map((a) => a.path).sort());
  });

  it("leaves out the navbar item kinds the site's config does not use", async () => {
    const items: NavbarItem[] = [
      { type: 'default', label: 'Blog', to: '/blog', position: 'left' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'html', value: '<hr>' }] },
    ];
    const lean = await bundleClient({ navbarItems: items });
    const code = text(lean, lean.entry);
    expect(code).not.toContain('Languages');
    expect(code).not.toContain('Versions');
    expect(code).not.toContain('navbar__search-input');
    expect(code).toContain('navbar__html');
    const withLocales = await bundleClient({ navbarItems: [{ type: 'localeDropdown', position: 'right', dropdownItemsBefore: [], dropdownItemsAfter: [] }] });
    expect(text(withLocales, withLocales.entry)).toContain('Languages');
    // Nothing imports the search panel but the search item.
    expect(lean.assets.some((a) => a.path.includes('SearchPanel'))).toBe(false);
    expect(bundle.assets.some((a) => a.path.includes('SearchPanel'))).toBe(false);
    const withSearch = await bundleClient({ navbarItems: [{ type: 'search', position: 'right' }] });
    expect(withSearch.assets.some((a) => a.path.includes('SearchPanel'))).toBe(true);
  });
});

describe('bundleClient with a cache', () => {
  const items: NavbarItem[] = [{ type: 'search', position: 'right' }];
  const bundleCounting = async (cache: ReturnType<typeof openCache>) => {
    const before = passes.count;
    const made = await bundleClient({ navbarItems: items, cache });
    return { made, passes: passes.count - before };
  };
  const same = (a: ClientBundle, b: ClientBundle) => {
    expect(b.assets.map((asset) => asset.path)).toEqual(a.assets.map((asset) => asset.path));
    for (const [i, asset] of a.assets.entries()) expect(Buffer.from(b.assets[i].contents).equals(Buffer.from(asset.contents)), asset.path).toBe(true);
    expect(b.metafile).toEqual(a.metafile);
  };
  /** The runtime graph's entry files in a cache folder (the scripts renamed for gzip have theirs beside them). */
  const entries = (dir: string) => readdirSync(join(dir, 'runtime-graph'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.bin')).map((name) => join(dir, 'runtime-graph', name));
  /** A cache's writes are done in the background: another process sees them once flushed. */
  const flushed = async (cache: Cache) => (await cache.flush(), cache);

  it('probes on a miss, then skips both probes while what it kept holds, with the same files to the byte', async () => {
    const dir = tempDir();
    const cache = openCache(dir);
    const first = await bundleCounting(cache);
    await cache.flush();
    expect(first.passes).toBe(4);
    expect(entries(dir)).toHaveLength(1);
    // Another process: the entry comes from the disk.
    const second = await bundleCounting(openCache(dir));
    expect(second.passes).toBe(2);
    same(first.made, second.made);
    // Other navbar kinds, another entry.
    const other = await bundleClient({ navbarItems: [{ type: 'html', value: '<hr>', position: 'left' }], cache });
    await cache.flush();
    expect(other.assets.some((a) => a.path.includes('SearchPanel'))).toBe(false);
    expect(entries(dir)).toHaveLength(2);
  });

  it('probes again when the entry is damaged, or the files it was read from have changed', async () => {
    const dir = tempDir();
    const written = openCache(dir);
    const first = await bundleCounting(written);
    await written.flush();
    const [file] = entries(dir);
    const { key } = deserialize(readFileSync(file)) as { key: string };
    writeFileSync(file, '{"version":');
    const afterDamage = await bundleCounting(await flushed(openCache(dir)));
    expect(afterDamage.passes).toBe(4);
    same(first.made, afterDamage.made);
    // As if a runtime file had changed since: its fingerprint no longer matches.
    const cache = openCache(dir);
    cache.set('runtime-graph', key, { ...cache.get<object>('runtime-graph', key), fingerprint: 'stale' });
    expect((await bundleCounting(cache)).passes).toBe(4);
    expect((await bundleCounting(cache)).passes).toBe(2);
  });
});
