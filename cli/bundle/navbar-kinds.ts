import { dirname, join } from 'node:path';
import type * as esbuild from 'esbuild';
import { navbarItemTypes, type NavbarItem } from '../config/navbar-schema.ts';
import { exactly } from './runtime-boundary.ts';

type NavbarItemType = (typeof navbarItemTypes)[number];

/**
 * Where each kind's component is exported, relative to runtime/theme/navbar/: the imports of
 * item-kinds.ts there, which holds every kind for the server (a unit test keeps the two alike).
 */
export const NAVBAR_KIND_COMPONENTS: Record<NavbarItemType, { module: string; name: string }> = {
  default: { module: './NavbarLink.tsx', name: 'DefaultNavbarItem' },
  dropdown: { module: './DropdownNavbarItem.tsx', name: 'DropdownNavbarItem' },
  localeDropdown: { module: './LocaleDropdownNavbarItem.tsx', name: 'LocaleDropdownNavbarItem' },
  search: { module: './SearchNavbarItem.tsx', name: 'SearchNavbarItem' },
  html: { module: './HtmlNavbarItem.tsx', name: 'HtmlNavbarItem' },
  doc: { module: './NavbarLink.tsx', name: 'DocNavbarItem' },
  docSidebar: { module: './NavbarLink.tsx', name: 'DocNavbarItem' },
  docsVersion: { module: './NavbarLink.tsx', name: 'DocNavbarItem' },
  docsVersionDropdown: { module: './DocsVersionDropdownNavbarItem.tsx', name: 'DocsVersionDropdownNavbarItem' },
};

/**
 * The navbar item kinds a config's items use, dropdown entries included, sorted. A config without
 * items gets the graph's default ones (defaultItems in cli/graph/navbar.ts): a docs sidebar link
 * per section and a link to the blog.
 */
export function usedNavbarKinds(items: readonly NavbarItem[] | undefined): NavbarItemType[] {
  const used = new Set<NavbarItemType>(items ? [] : ['docSidebar', 'default']);
  for (const item of items ?? []) {
    used.add(item.type);
    const children = item.type === 'dropdown' ? item.items : 'dropdownItemsBefore' in item ? [...item.dropdownItemsBefore, ...item.dropdownItemsAfter] : [];
    for (const child of children) used.add(child.type);
  }
  return navbarItemTypes.filter((type) => used.has(type));
}

/** runtime/theme/navbar/item-kinds.ts as the browser bundle gets it: the `used` kinds' components only. */
export function navbarKindsModule(used: readonly string[]): string {
  const kinds = navbarItemTypes.filter((type) => used.includes(type));
  const imports = new Map<string, Set<string>>();
  for (const { module, name } of kinds.map((type) => NAVBAR_KIND_COMPONENTS[type])) imports.set(module, (imports.get(module) ?? new Set()).add(name));
  const table = navbarItemTypes.map((type) => `  ${type}: ${kinds.includes(type) ? NAVBAR_KIND_COMPONENTS[type].name : 'undefined'},`);
  return [
    ...[...imports].map(([module, names]) => `import { ${[...names].join(', ')} } from ${JSON.stringify(module)};`),
    `export const navbarItemKinds = {\n${table.join('\n')}\n};`,
    '',
  ].join('\n');
}

/**
 * Leaves out of a site's browser bundle the components of the navbar item kinds its config does
 * not use: esbuild never reaches their modules, nor what only they import (the search panel).
 */
export function navbarKindsPlugin(runtime: string, used: readonly string[]): esbuild.Plugin {
  const itemKinds = join(runtime, 'theme', 'navbar', 'item-kinds.ts');
  return {
    name: 'sitegen-navbar-kinds',
    setup(build) {
      build.onLoad({ filter: exactly([itemKinds]), namespace: 'file' }, () => ({ contents: navbarKindsModule(used), loader: 'ts', resolveDir: dirname(itemKinds) }));
    },
  };
}
