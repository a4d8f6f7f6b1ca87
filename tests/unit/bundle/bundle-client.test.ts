import { beforeAll, describe, expect, it } from 'vitest';
import { bundleClient, type ClientBundle } from '../../../cli/bundle/bundle-client.ts';
import { RUNTIME_SPECIFIER } from '../../../cli/bundle/runtime-specifier.ts';
import { navbarItemDefines } from '../../../cli/bundle/navbar-kinds.ts';
import type { NavbarItem } from '../../../cli/config/navbar-schema.ts';

const text = (bundle: ClientBundle, path: string) => new TextDecoder().decode(bundle.assets.find((a) => a.path === path)!.contents);
/** The modules a file imports statically or lazily, by the specifier written in it (in any quotes). */
const specifiers = (code: string) => [...code.matchAll(/\b(?:from|import)\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);

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
  });
});

describe('navbarItemDefines', () => {
  it('marks every kind the items do not use, dropdown entries included', () => {
    const items: NavbarItem[] = [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      { type: 'localeDropdown', position: 'right', dropdownItemsBefore: [], dropdownItemsAfter: [{ type: 'html', value: '<hr>' }] },
    ];
    const unused = Object.entries(navbarItemDefines(items)).filter(([, value]) => value === '"unused"');
    expect(unused.map(([key]) => key).sort()).toEqual(
      ['default', 'doc', 'docsVersion', 'docsVersionDropdown', 'dropdown', 'search'].map((type) => `process.env.SITEGEN_NAVBAR_${type}`),
    );
    expect(navbarItemDefines(items)['process.env.SITEGEN_NAVBAR_html']).toBe('"used"');
  });

  it('keeps the kinds of the default items when the config lists none: docs sidebars and the blog link', () => {
    const used = Object.entries(navbarItemDefines(undefined)).filter(([, value]) => value === '"used"');
    expect(used.map(([key]) => key).sort()).toEqual(['process.env.SITEGEN_NAVBAR_default', 'process.env.SITEGEN_NAVBAR_docSidebar']);
  });
});
