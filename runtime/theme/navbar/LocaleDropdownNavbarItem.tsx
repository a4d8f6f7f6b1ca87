import { Link } from '../../core/Link.tsx';
import { useLocation } from '../../core/router-context.tsx';
import { useSiteData } from '../../core/site-context.tsx';
import { cx } from '../class-names.ts';
import { translate } from '../translate.tsx';
import { Dropdown } from './Dropdown.tsx';
import { linkClass, MenuItemWrapper } from './NavbarLink.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import type { NavbarItemOf, NavbarItemProps } from './types.ts';

function GlobeIcon() {
  return (
    <svg className="icon-globe" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4z"
      />
    </svg>
  );
}

/** One link per locale to the same page, keeping the query string and hash. */
export function LocaleDropdownNavbarItem({ item, mobile }: NavbarItemProps<NavbarItemOf<'localeDropdown'>>) {
  const { site } = useSiteData();
  const { pathname, search, hash } = useLocation();
  const current = site.locale.code;
  const languages = translate({ id: 'theme.navbar.mobileLanguageDropdown.label', message: 'Languages' });
  const currentLabel = item.locales.find((locale) => locale.code === current)?.label ?? site.locale.label;
  const base = linkClass({ mobile, inDropdown: true });
  const label = mobile ? (
    languages
  ) : (
    <>
      <GlobeIcon />
      <span className="visually-hidden">{languages}: </span>
      {item.label ?? currentLabel}
    </>
  );
  const localePath = (code: string) => (code === current ? pathname : `${site.baseUrl}${code}/${pathname.slice(site.baseUrl.length)}`);
  return (
    <Dropdown label={label} position={item.position} mobile={mobile} containsActive={false}>
      {item.dropdownItemsBefore.map((child, index) => (
        <NavbarItem key={`before-${index}`} item={child} mobile={mobile} inDropdown />
      ))}
      {item.locales.map((locale) => (
        <MenuItemWrapper key={locale.code} mobile={mobile} inDropdown>
          {/* A plain link: another locale is another build, loaded in full. */}
          <Link href={`${localePath(locale.code)}${search}${hash}`} lang={locale.code} className={cx(base, locale.code === current && `${base}--active`)}>
            {locale.label}
          </Link>
        </MenuItemWrapper>
      ))}
      {item.dropdownItemsAfter.map((child, index) => (
        <NavbarItem key={`after-${index}`} item={child} mobile={mobile} inDropdown />
      ))}
    </Dropdown>
  );
}
