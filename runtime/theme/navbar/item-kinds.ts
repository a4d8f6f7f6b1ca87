import type { ComponentType } from 'react';
import { DocsVersionDropdownNavbarItem } from './DocsVersionDropdownNavbarItem.tsx';
import { DropdownNavbarItem } from './DropdownNavbarItem.tsx';
import { HtmlNavbarItem } from './HtmlNavbarItem.tsx';
import { LocaleDropdownNavbarItem } from './LocaleDropdownNavbarItem.tsx';
import { DefaultNavbarItem, DocNavbarItem } from './NavbarLink.tsx';
import { SearchNavbarItem } from './SearchNavbarItem.tsx';
import type { NavbarItemData, NavbarItemOf, NavbarItemProps, NavbarItemType } from './types.ts';

/** The one table from navbar item kind to its component. */
export const navbarItemKinds: { [K in NavbarItemType]: ComponentType<NavbarItemProps<NavbarItemOf<K>>> } = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocNavbarItem,
  docsVersion: DocNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

export function navbarItemComponent(type: string): ComponentType<NavbarItemProps<NavbarItemData>> {
  if (!Object.hasOwn(navbarItemKinds, type)) throw new Error(`No NavbarItem component found for type "${type}".`);
  return navbarItemKinds[type as NavbarItemType] as ComponentType<NavbarItemProps<NavbarItemData>>;
}
