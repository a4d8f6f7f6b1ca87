import { createContext, useContext, useState } from 'react';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../../../cli/graph/schema.ts';
import { Link } from '../../core/Link.tsx';
import { isActiveLink } from '../../core/active.ts';
import { useLocation } from '../../core/router-context.tsx';
import { Collapsible } from '../../theme/Collapsible.tsx';
import { cx } from '../../theme/class-names.ts';
import { translate } from '../../theme/translate.tsx';

/** Whether the item is the page at `pathname` or (for a category) contains it. */
export function containsPath(item: SidebarItem & { href?: string }, pathname: string): boolean {
  if (item.href && isActiveLink(pathname, item.href)) return true;
  return item.type === 'category' && item.items.some((child) => containsPath(child, pathname));
}

/**
 * How the sidebar answers containsPath: the browser, rendering one page at a time, walks the
 * subtree; the server render, asking on every doc page, hands a lookup (cli/render/category-paths.ts).
 */
const ContainsPathContext = createContext(containsPath);
export const ContainsPathProvider = ContainsPathContext.Provider;

/** Unlisted links stay hidden unless they are the current page. */
function isVisible(item: SidebarItem, pathname: string): boolean {
  // An HTML item, never unlisted, is always shown.
  if (item.type !== 'category') return !(item as SidebarLink).unlisted || isActiveLink(pathname, (item as SidebarLink).href);
  return categoryLinkShown(item, pathname) || item.items.some((child) => isVisible(child, pathname));
}

function categoryLinkShown(category: SidebarCategory, pathname: string): boolean {
  return category.href !== undefined && (!category.linkUnlisted || isActiveLink(pathname, category.href));
}

/** An HTML item has neither label nor href. */
function itemKey(item: SidebarItem & { label?: string; href?: string }, index: number): string {
  return `${index}:${item.type}:${item.label}:${item.href ?? ''}`;
}

/** A CSS icon (theme.css), turned by CSS to follow the toggle's aria-expanded. */
const Chevron = () => <span className="icon icon--chevron doc-sidebar__chevron" aria-hidden="true" />;

function SidebarLinkItem({ item }: { item: SidebarLink }) {
  return (
    <li className={cx('doc-sidebar__item', item.className)}>
      <Link to={item.href} className="doc-sidebar__link" activeClassName="doc-sidebar__link--active">
        {item.label}
      </Link>
    </li>
  );
}

function SidebarCategoryItem({ item, pathname, level }: { item: SidebarCategory; pathname: string; level: number }) {
  const active = useContext(ContainsPathContext)(item, pathname);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active);
  // Navigating into the category opens it (adjusting state during render, not in an effect).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setCollapsed(false);
  }
  const showLink = categoryLinkShown(item, pathname);
  const expanded = !collapsed;
  // Children of a collapsed category are rendered only once it opens: on a site with thousands of
  // docs every page would otherwise carry the whole sidebar in its HTML.
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);
  const toggle = () => setCollapsed((value) => !value);
  const labelClass = `doc-sidebar__link doc-sidebar__link--category${active ? ' doc-sidebar__link--in-path' : ''}`;

  let label;
  if (showLink) {
    label = (
      <Link to={item.href} className={labelClass} activeClassName="doc-sidebar__link--active" onClick={() => setCollapsed(false)}>
        {item.label}
      </Link>
    );
  } else if (item.collapsible) {
    label = (
      <button type="button" className={labelClass} aria-expanded={expanded} onClick={toggle}>
        {item.label}
        <Chevron />
      </button>
    );
  } else {
    label = <span className={labelClass}>{item.label}</span>;
  }

  return (
    <li className={cx('doc-sidebar__item doc-sidebar__item--category', collapsed && 'doc-sidebar__item--collapsed', item.className)}>
      <div className="doc-sidebar__category">
        {label}
        {showLink && item.collapsible ? (
          <button
            type="button"
            className="doc-sidebar__toggle"
            aria-expanded={expanded}
            aria-label={`Toggle the collapsible sidebar category '${item.label}'`}
            onClick={toggle}
          >
            <Chevron />
          </button>
        ) : null}
      </div>
      {/* A category that cannot collapse is never collapsed: a plain list. */}
      <Collapsible as="ul" className={listClass(level + 1)} collapsed={collapsed}>
        {opened ? <SidebarEntries items={item.items} pathname={pathname} level={level + 1} /> : null}
      </Collapsible>
    </li>
  );
}

function listClass(level: number): string {
  return `doc-sidebar__list doc-sidebar__list--level-${level}`;
}

function SidebarEntries({ items, pathname, level }: { items: readonly SidebarItem[]; pathname: string; level: number }) {
  return items.map((item, index) => {
    if (!isVisible(item, pathname)) return null;
    // Docusaurus' `html` item: raw HTML, padded as a link with defaultStyle.
    if (item.type === 'html') return <li key={index} className={cx('doc-sidebar__item', item.defaultStyle && 'doc-sidebar__html', item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />;
    return item.type === 'link' ? (
      <SidebarLinkItem key={itemKey(item, index)} item={item} />
    ) : (
      <SidebarCategoryItem key={itemKey(item, index)} item={item} pathname={pathname} level={level} />
    );
  });
}

/**
 * The docs sidebar tree: categories open when they hold the current page, the current link is
 * highlighted with aria-current="page". Also used by the theme's mobile secondary menu.
 */
export function DocSidebar({ items, label = translate({ message: 'Docs sidebar' }), className }: { items: readonly SidebarItem[]; label?: string; className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav className={className ? `doc-sidebar ${className}` : 'doc-sidebar'} aria-label={label}>
      <ul className={listClass(1)}>
        <SidebarEntries items={items} pathname={pathname} level={1} />
      </ul>
    </nav>
  );
}
