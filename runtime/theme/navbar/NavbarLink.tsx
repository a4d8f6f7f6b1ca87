import type { ReactNode } from 'react';
import { Link } from '../../core/Link.tsx';
import { useSiteData } from '../../core/site-context.tsx';
import type { ActiveOptions } from '../../core/active.ts';
import { cx } from '../class-names.ts';
import { useFollowedVersion } from '../versions/doc-version-parts.ts';
import type { NavbarItemOf, NavbarItemProps } from './types.ts';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface NavbarLinkProps {
  label?: string;
  /** Raw HTML label. */
  html?: string;
  to?: string;
  href?: string;
  target?: string;
  className?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  mobile?: boolean;
  inDropdown?: boolean;
}

/**
 * When the link is highlighted. Without an explicit base path or regex an internal link is active
 * on its own path and every path below it (Blog stays highlighted on a post), except the home link.
 */
export function navbarLinkActiveOptions({ to, activeBasePath, activeBaseRegex }: Pick<NavbarLinkProps, 'to' | 'activeBasePath' | 'activeBaseRegex'>): ActiveOptions {
  if (activeBasePath !== undefined || activeBaseRegex !== undefined) return { activeBasePath, activeBaseRegex };
  const path = to?.split(/[?#]/)[0];
  if (!path || ABSOLUTE.test(path) || path === '/') return {};
  return { activeBasePath: path };
}

/** The class of a link in each place: navbar, dropdown menu, mobile menu. */
export function linkClass({ mobile, inDropdown }: { mobile?: boolean; inDropdown?: boolean }): string {
  return mobile ? 'menu__link' : inDropdown ? 'dropdown__link' : 'navbar__link';
}

/** A list item in menus, a bare link in the navbar bar. */
export function MenuItemWrapper({ mobile, inDropdown, children }: { mobile?: boolean; inDropdown?: boolean; children: ReactNode }) {
  return mobile || inDropdown ? <li className={mobile ? 'menu__list-item' : 'dropdown__item'}>{children}</li> : <>{children}</>;
}

export function NavbarLink(props: NavbarLinkProps) {
  const { label, html, to, href, target, className, mobile, inDropdown } = props;
  const base = linkClass(props);
  const active = navbarLinkActiveOptions(props);
  const canBeActive = to !== undefined || active.activeBasePath !== undefined || active.activeBaseRegex !== undefined;
  const url = to ?? href;
  const external = url !== undefined && ABSOLUTE.test(url) && !/^(mailto|tel):/i.test(url);
  return (
    <MenuItemWrapper mobile={mobile} inDropdown={inDropdown}>
      <Link
        to={to}
        href={to === undefined ? href : undefined}
        target={target}
        className={cx(!mobile && !inDropdown && 'navbar__item', base, className)}
        activeClassName={canBeActive ? `${base}--active` : undefined}
        activeBasePath={active.activeBasePath}
        activeBaseRegex={active.activeBaseRegex}
      >
        {html !== undefined ? <span dangerouslySetInnerHTML={{ __html: html }} /> : label}
        {external && <span className="icon icon--external" aria-hidden="true" />}
      </Link>
    </MenuItemWrapper>
  );
}

export function DefaultNavbarItem({ item, mobile, inDropdown }: NavbarItemProps<NavbarItemOf<'default'>>) {
  return <NavbarLink {...item} mobile={mobile} inDropdown={inDropdown} />;
}

/**
 * doc, docSidebar and docsVersion items: resolved links, active anywhere in their docs section. In
 * a section with several versions they follow the version being read, else the preferred one.
 */
export function DocNavbarItem({ item, mobile, inDropdown }: NavbarItemProps<NavbarItemOf<'doc'> | NavbarItemOf<'docSidebar'> | NavbarItemOf<'docsVersion'>>) {
  const { sections } = useSiteData();
  const { label, to } = useFollowedVersion(item);
  const sectionPath = sections.find((section) => section.id === item.section)?.path;
  const activeBasePath = item.activeBasePath ?? (item.activeBaseRegex === undefined ? sectionPath : undefined);
  return (
    <NavbarLink
      label={label}
      to={to}
      className={item.className}
      activeBasePath={activeBasePath}
      activeBaseRegex={item.activeBaseRegex}
      mobile={mobile}
      inDropdown={inDropdown}
    />
  );
}
