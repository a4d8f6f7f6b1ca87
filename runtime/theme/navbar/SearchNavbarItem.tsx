import { cx } from '../class-names.ts';
import { translate } from '../translate.tsx';
import type { NavbarItemOf, NavbarItemProps } from './types.ts';

/** The search box shell; the search behaviour is a separate feature. Not shown on mobile. */
export function SearchNavbarItem({ item, mobile }: NavbarItemProps<NavbarItemOf<'search'>>) {
  if (mobile) return null;
  return (
    <div className={cx('navbar__search', item.className)}>
      <input type="search" className="navbar__search-input" aria-label={translate({ message: 'Search' })} />
    </div>
  );
}
