import { cx } from '../class-names.ts';
import type { NavbarItemOf, NavbarItemProps } from './types.ts';

/** Raw HTML from the configuration, e.g. a badge or a separator. */
export function HtmlNavbarItem({ item, mobile, inDropdown }: NavbarItemProps<NavbarItemOf<'html'>>) {
  const Tag = mobile || inDropdown ? 'li' : 'div';
  return (
    <Tag
      className={cx(mobile ? 'menu__list-item' : inDropdown ? 'dropdown__item' : 'navbar__item', 'navbar__html', item.className)}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
