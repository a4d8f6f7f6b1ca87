import { beforeAll, describe, expect, it } from 'vitest';
import { bundleClient, type ClientBundle } from '../../../cli/bundle/bundle-client.ts';
import { RUNTIME_SPECIFIER } from '../../../cli/bundle/runtime-specifier.ts';

const text = (bundle: ClientBundle, path: string) => new TextDecoder().decode(bundle.assets.find((a) => a.path === path)!.contents);
/** The modules a file imports statically or lazily, by the specifier written in it. */
const specifiers = (code: string) => [...code.matchAll(/\b(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => m[1]);

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

  it('is repeatable: the same sources give the same file names', async () => {
    const again = await bundleClient();
    expect(again.assets.map((a) => a.path).sort()).toEqual(bundle.assets.map((a) => a.path).sort());
  });
});
