import type { ComponentType } from 'react';
import { DocsVersionDropdownNavbarItem } from './DocsVersionDropdownNavbarItem.tsx';
import { DropdownNavbarItem } from './DropdownNavbarItem.tsx';
import { HtmlNavbarItem } from './HtmlNavbarItem.tsx';
import { LocaleDropdownNavbarItem } from './LocaleDropdownNavbarItem.tsx';
import { DefaultNavbarItem, DocNavbarItem } from './NavbarLink.tsx';
import { SearchNavbarItem } from './SearchNavbarItem.tsx';
import type { NavbarItemOf, NavbarItemProps, NavbarItemType } from './types.ts';

/**
 * The one table from navbar item kind to its component. A site's browser bundle gets this module
 * with the kinds its config uses only (cli/bundle/navbar-kinds.ts); the others are undefined there.
 */
export const navbarItemKinds: { [K in NavbarItemType]: ComponentType<NavbarItemProps<NavbarItemOf<K>>> | undefined } = {
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
