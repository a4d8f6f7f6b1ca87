import type { ResolvedDropdownChild, ResolvedNavbarItem } from '../../../cli/graph/schema.ts';

/** A navbar item, or an item inside a dropdown (the same kinds, without a position). */
export type NavbarItemData = ResolvedNavbarItem | ResolvedDropdownChild;
export type NavbarItemType = ResolvedNavbarItem['type'];
export type NavbarItemOf<K extends NavbarItemType> = Omit<Extract<ResolvedNavbarItem, { type: K }>, 'position'> & {
  position?: 'left' | 'right';
};

export interface NavbarItemProps<T = NavbarItemData> {
  item: T;
  /** Rendered in the mobile sidebar menu. */
  mobile?: boolean;
  /** Rendered inside a dropdown menu. */
  inDropdown?: boolean;
}
