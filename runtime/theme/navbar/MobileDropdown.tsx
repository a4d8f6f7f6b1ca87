import { Link } from '../../core/Link.tsx';
import { cx } from '../class-names.ts';
import { Collapsible } from '../Collapsible.tsx';
import { translate } from '../translate.tsx';
import type { DropdownProps } from './Dropdown.tsx';
import { useCollapsedUntilActive } from '../use-collapsed-until-active.ts';

export function Chevron() {
  return (
    <span className="icon icon--chevron chevron" aria-hidden="true" />
  );
}

/** In the mobile sidebar: a collapsible section, expanded when it holds the current route. */
export function MobileDropdown({ label, to, className, containsActive, children }: DropdownProps) {
  const [collapsed, toggle] = useCollapsedUntilActive(true, containsActive);
  const toggleLabel = collapsed
    ? translate({ message: 'Expand the dropdown' })
    : translate({ message: 'Collapse the dropdown' });
  const labelClass = cx('menu__link', 'menu__link--sublist', containsActive && 'menu__link--active-parent', className);
  return (
    <li className={cx('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <div className="menu__list-item-collapsible">
        {to ? (
          <Link to={to} className={labelClass}>
            {label}
          </Link>
        ) : (
          // The caret button is the accessible control; the label is a larger mouse target.
          <span className={labelClass} onClick={toggle}>
            {label}
          </span>
        )}
        <button type="button" className="menu__caret" aria-label={toggleLabel} title={toggleLabel} aria-expanded={!collapsed} onClick={toggle}>
          <Chevron />
        </button>
      </div>
      <Collapsible as="ul" className="menu__list" collapsed={collapsed}>
        {children}
      </Collapsible>
    </li>
  );
}
