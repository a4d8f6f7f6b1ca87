import { isActiveLink } from '../../core/active.ts';
import { useLocation } from '../../core/router-context.tsx';
import { useSiteData } from '../../core/site-context.tsx';
import { Dropdown } from './Dropdown.tsx';
import { navbarLinkActiveOptions } from './NavbarLink.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import type { NavbarItemData, NavbarItemOf, NavbarItemProps } from './types.ts';

/** Whether a dropdown entry links to the current route (doc links: anywhere in their section). */
export function childIsActive(child: NavbarItemData, pathname: string, sections: Array<{ id: string; path: string }>): boolean {
  if (child.type === 'html' || !('to' in child)) return false;
  if (child.type === 'doc') {
    const sectionPath = sections.find((section) => section.id === child.section)?.path;
    const basePath = child.activeBasePath ?? (child.activeBaseRegex === undefined ? sectionPath : undefined);
    return isActiveLink(pathname, child.to, { activeBasePath: basePath, activeBaseRegex: child.activeBaseRegex });
  }
  if (child.type !== 'default') return false;
  return isActiveLink(pathname, child.to, navbarLinkActiveOptions(child));
}

export function DropdownNavbarItem({ item, mobile }: NavbarItemProps<NavbarItemOf<'dropdown'>>) {
  const { pathname } = useLocation();
  const { sections } = useSiteData();
  const containsActive = item.items.some((child) => childIsActive(child, pathname, sections));
  return (
    <Dropdown label={item.label} to={item.to} className={item.className} position={item.position} mobile={mobile} containsActive={containsActive}>
      {item.items.map((child, index) => (
        <NavbarItem key={index} item={child} mobile={mobile} inDropdown />
      ))}
    </Dropdown>
  );
}
