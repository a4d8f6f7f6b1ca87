import type { SidebarItem } from '../../../cli/graph/schema.ts';
import { isActiveLink } from '../../core/active.ts';
import { Link } from '../../core/Link.tsx';
import { cx } from '../class-names.ts';
import { Collapsible } from '../Collapsible.tsx';
import { translate } from '../translate.tsx';
import { Chevron } from './MobileDropdown.tsx';
import { useCollapsedUntilActive } from '../use-collapsed-until-active.ts';

/** Whether the item is, or holds, the page at `pathname`. */
export function sidebarItemContains(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'html') return false;
  if (item.href !== undefined && isActiveLink(pathname, item.href)) return true;
  return item.type === 'category' && item.items.some((child) => sidebarItemContains(child, pathname));
}

function SidebarCategory({ item, pathname }: { item: Extract<SidebarItem, { type: 'category' }>; pathname: string }) {
  const containsActive = sidebarItemContains(item, pathname);
  const [collapsed, toggle] = useCollapsedUntilActive(item.collapsible && item.collapsed, containsActive);
  const toggleLabel = collapsed
    ? translate({ message: 'Expand sidebar category' })
    : translate({ message: 'Collapse sidebar category' });
  const labelClass = cx('menu__link', 'menu__link--sublist', containsActive && 'menu__link--active-parent');
  const showLink = item.href !== undefined && (!item.linkUnlisted || isActiveLink(pathname, item.href));
  return (
    <li className={cx('menu__list-item', collapsed && 'menu__list-item--collapsed', item.className)}>
      <div className="menu__list-item-collapsible">
        {showLink ? (
          <Link to={item.href} className={labelClass} activeClassName="menu__link--active">
            {item.label}
          </Link>
        ) : (
          <span className={labelClass} onClick={item.collapsible ? toggle : undefined}>
            {item.label}
          </span>
        )}
        {item.collapsible && (
          <button type="button" className="menu__caret" aria-label={toggleLabel} title={toggleLabel} aria-expanded={!collapsed} onClick={toggle}>
            <Chevron />
          </button>
        )}
      </div>
      <Collapsible as="ul" className="menu__list" collapsed={collapsed}>
        <SidebarItems items={item.items} pathname={pathname} />
      </Collapsible>
    </li>
  );
}

function SidebarItems({ items, pathname }: { items: SidebarItem[]; pathname: string }) {
  return items.map((item, index) => {
    if (item.type === 'category') return <SidebarCategory key={index} item={item} pathname={pathname} />;
    if (item.type === 'html') return <li key={index} className={cx('menu__list-item', item.defaultStyle && 'menu__link', item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />;
    // Unlisted docs stay out of the menu unless they are the page being read.
    if (item.unlisted && !isActiveLink(pathname, item.href)) return null;
    return (
      <li key={index} className={cx('menu__list-item', item.className)}>
        <Link to={item.href} className="menu__link" activeClassName="menu__link--active">
          {item.label}
        </Link>
      </li>
    );
  });
}

/** The doc sidebar as a menu: the mobile sidebar's secondary menu on doc pages. */
export function DocSidebarMenu({ items, pathname }: { items: SidebarItem[]; pathname: string }) {
  return (
    <ul className="menu__list">
      <SidebarItems items={items} pathname={pathname} />
    </ul>
  );
}
