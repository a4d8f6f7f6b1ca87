import { describe, expect, it } from 'vitest';
import { keyLocator } from '../../../cli/config/locate-key.ts';

/** The line of `path` in `source`, which is written one statement or property per line. */
const lineOf = (source: string, path: PropertyKey[]) => keyLocator(source, 'site.config.ts')(path)?.line;

describe('keyLocator', () => {
  it('follows a key path through defineConfig, nested objects and array items to the key’s line and column', () => {
    const source = [
      "import { defineConfig } from 'sitegen';", // 1
      'export default defineConfig({', // 2
      "  title: 'T',", // 3
      '  docs: [', // 4
      "    { id: 'a', labell: 'A' },", // 5
      "    { id: 'b', labell: 'B' },", // 6
      '  ],', // 7
      "  'quoted-key': 1,", // 8
      '});', // 9
    ].join('\n');
    const locate = keyLocator(source, 'site.config.ts');
    expect(locate(['docs', 0, 'labell'])).toEqual({ line: 5, column: 16 });
    expect(locate(['docs', 1, 'labell'])).toEqual({ line: 6, column: 16 });
    expect(locate(['quoted-key'])).toEqual({ line: 8, column: 3 });
  });

  it('reads through const bindings, shorthand properties, spreads, `as` and `satisfies`', () => {
    const source = [
      "const brand = { name: 'A', emial: 'a@b.c' };", // 1
      "const shared = { hideOnScroll: true, stylee: 'dark' };", // 2
      "const config = { title: 'T', brand, navbar: { ...shared, title: 'N' } as const };", // 3
      'export default (config satisfies object);', // 4
    ].join('\n');
    expect(lineOf(source, ['brand', 'emial'])).toBe(1);
    expect(lineOf(source, ['navbar', 'stylee'])).toBe(2);
  });

  it('takes the last of two properties of one name, as the object at run time does', () => {
    const source = ['export default {', "  footer: { style: 'x' },", "  footer: { stylee: 'dark' },", '};'].join('\n');
    expect(lineOf(source, ['footer', 'stylee'])).toBe(3);
  });

  it('looks inside code the path cannot follow, and answers only when the key appears there once', () => {
    const source = [
      "const ids = ['a', 'b'];", // 1
      'export default {', // 2
      '  docs: ids.map((id) => ({', // 3
      '    id,', // 4
      "    routeBasePathh: '/' + id,", // 5
      '  })),', // 6
      "  navbar: { items: [...extra, { labell: 'A' }, { labell: 'B' }] },", // 7
      '};', // 8
    ].join('\n');
    expect(lineOf(source, ['docs', 1, 'routeBasePathh'])).toBe(5);
    expect(lineOf(source, ['navbar', 'items', 2, 'labell'])).toBeUndefined();
  });

  it('gives no line for what the file does not spell out', () => {
    const imported = ["import { navbar } from './navbar.ts';", "export default { title: 'T', navbar };"].join('\n');
    expect(lineOf(imported, ['navbar', 'titel'])).toBeUndefined();
    // A `let` may be reassigned before the export, so its initializer is not the value exported.
    const reassigned = ["let docs = [{ id: 'a', pathh: 'x' }];", "docs = [{ id: 'b', pathh: 'y' }];", 'export default { docs };'].join('\n');
    expect(lineOf(reassigned, ['docs', 0, 'pathh'])).toBeUndefined();
    expect(lineOf('export const config = { onBrokenLinkz: 1 };', ['onBrokenLinkz'])).toBeUndefined();
    expect(lineOf("export default { title: 'T' };", ['onBrokenLinkz'])).toBeUndefined();
  });
});
