import type { ComponentType } from 'react';
import { DocsVersionDropdownNavbarItem } from './DocsVersionDropdownNavbarItem.tsx';
import { DropdownNavbarItem } from './DropdownNavbarItem.tsx';
import { HtmlNavbarItem } from './HtmlNavbarItem.tsx';
import { LocaleDropdownNavbarItem } from './LocaleDropdownNavbarItem.tsx';
import { DefaultNavbarItem, DocNavbarItem } from './NavbarLink.tsx';
import { SearchNavbarItem } from './SearchNavbarItem.tsx';
import type { NavbarItemData, NavbarItemOf, NavbarItemProps, NavbarItemType } from './types.ts';

/**
 * In the browser bundle, whether the site's navbar has items of the kind (cli/bundle/navbar-kinds.ts):
 * esbuild leaves out the components of unused kinds. Undefined elsewhere: every kind is there.
 */
declare const process: { env: Partial<Record<`SITEGEN_NAVBAR_${NavbarItemType}`, 'used' | 'unused'>> };

/** The one table from navbar item kind to its component. */
export const navbarItemKinds: { [K in NavbarItemType]: ComponentType<NavbarItemProps<NavbarItemOf<K>>> | undefined } = {
  default: process.env.SITEGEN_NAVBAR_default === 'unused' ? undefined : DefaultNavbarItem,
  dropdown: process.env.SITEGEN_NAVBAR_dropdown === 'unused' ? undefined : DropdownNavbarItem,
  localeDropdown: process.env.SITEGEN_NAVBAR_localeDropdown === 'unused' ? undefined : LocaleDropdownNavbarItem,
  search: process.env.SITEGEN_NAVBAR_search === 'unused' ? undefined : SearchNavbarItem,
  html: process.env.SITEGEN_NAVBAR_html === 'unused' ? undefined : HtmlNavbarItem,
  doc: process.env.SITEGEN_NAVBAR_doc === 'unused' ? undefined : DocNavbarItem,
  docSidebar: process.env.SITEGEN_NAVBAR_docSidebar === 'unused' ? undefined : DocNavbarItem,
  docsVersion: process.env.SITEGEN_NAVBAR_docsVersion === 'unused' ? undefined : DocNavbarItem,
  docsVersionDropdown: process.env.SITEGEN_NAVBAR_docsVersionDropdown === 'unused' ? undefined : DocsVersionDropdownNavbarItem,
};

export function navbarItemComponent(type: string): ComponentType<NavbarItemProps<NavbarItemData>> {
  // A kind left out of the browser bundle is as unknown there as a misspelt one.
  const Kind = Object.hasOwn(navbarItemKinds, type) ? navbarItemKinds[type as NavbarItemType] : undefined;
  if (!Kind) throw new Error(`No NavbarItem component found for type "${type}".`);
  return Kind as ComponentType<NavbarItemProps<NavbarItemData>>;
}
