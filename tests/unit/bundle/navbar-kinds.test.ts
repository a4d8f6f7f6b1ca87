import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeDir } from '../../../cli/bundle/bundle-client.ts';
import { NAVBAR_KIND_COMPONENTS, navbarKindsModule, usedNavbarKinds } from '../../../cli/bundle/navbar-kinds.ts';
import { navbarItemTypes, type NavbarItem } from '../../../cli/config/navbar-schema.ts';
import { navbarItemKinds } from '../../../runtime/theme/navbar/item-kinds.ts';

describe('usedNavbarKinds', () => {
  it('lists the kinds the items use, dropdown entries included', () => {
    const items: NavbarItem[] = [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      { type: 'localeDropdown', position: 'right', dropdownItemsBefore: [], dropdownItemsAfter: [{ type: 'html', value: '<hr>' }] },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'doc', docId: 'intro', label: 'Intro' }] },
    ];
    expect(usedNavbarKinds(items)).toEqual(['dropdown', 'localeDropdown', 'html', 'doc', 'docSidebar']);
  });

  it('keeps the kinds of the default items when the config lists none: docs sidebars and the blog link', () => {
    expect(usedNavbarKinds(undefined)).toEqual(['default', 'docSidebar']);
    expect(usedNavbarKinds([])).toEqual([]);
  });
});

describe('the navbar kinds module of a browser bundle', () => {
  it("names each kind's component where the runtime's table imports it from", async () => {
    const navbar = join(runtimeDir(), 'theme', 'navbar');
    for (const type of navbarItemTypes) {
      const { module, name } = NAVBAR_KIND_COMPONENTS[type];
      const exports = (await import(join(navbar, module))) as Record<string, unknown>;
      expect(exports[name], type).toBe(navbarItemKinds[type]);
    }
  });

  it('imports the components of the used kinds only, and gives every kind a key', () => {
    expect(navbarKindsModule(['search', 'docSidebar', 'doc'])).toBe(
      [
        "import { SearchNavbarItem } from \"./SearchNavbarItem.tsx\";",
        "import { DocNavbarItem } from \"./NavbarLink.tsx\";",
        'export const navbarItemKinds = {',
        '  default: undefined,',
        '  dropdown: undefined,',
        '  localeDropdown: undefined,',
        '  search: SearchNavbarItem,',
        '  html: undefined,',
        '  doc: DocNavbarItem,',
        '  docSidebar: DocNavbarItem,',
        '  docsVersion: undefined,',
        '  docsVersionDropdown: undefined,',
        '};',
        '',
      ].join('\n'),
    );
  });
});
