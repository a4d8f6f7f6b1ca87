import { navbarItemTypes, type NavbarItem } from '../config/navbar-schema.ts';

/**
 * The `define`s that leave out of a site's browser bundle the components of navbar item kinds its
 * config does not use (read by runtime/theme/navbar/item-kinds.ts): each kind is "used" or
 * "unused". A config without items gets the graph's default ones (defaultItems in
 * cli/graph/navbar.ts): a docs sidebar link per section and a link to the blog.
 */
export function navbarItemDefines(items: readonly NavbarItem[] | undefined): Record<string, string> {
  const used = new Set<string>(items ? [] : ['docSidebar', 'default']);
  for (const item of items ?? []) {
    used.add(item.type);
    const children = item.type === 'dropdown' ? item.items : 'dropdownItemsBefore' in item ? [...item.dropdownItemsBefore, ...item.dropdownItemsAfter] : [];
    for (const child of children) used.add(child.type);
  }
  return navbarKindDefines((type) => used.has(type));
}

/** The `define`s that mark each navbar item kind "used" or "unused", as `used` says. */
export function navbarKindDefines(used: (type: string) => boolean): Record<string, string> {
  return Object.fromEntries(navbarItemTypes.map((type) => [`process.env.SITEGEN_NAVBAR_${type}`, used(type) ? '"used"' : '"unused"']));
}
