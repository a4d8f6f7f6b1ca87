import { Link } from '../../core/Link.tsx';
import { useLocation } from '../../core/router-context.tsx';
import { useSiteData } from '../../core/site-context.tsx';
import { cx } from '../class-names.ts';
import { translate } from '../translate.tsx';
import { Dropdown } from './Dropdown.tsx';
import { linkClass, MenuItemWrapper } from './NavbarLink.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import type { NavbarItemOf, NavbarItemProps } from './types.ts';

/** One link per locale to the same page, keeping the query string and hash. */
export function LocaleDropdownNavbarItem({ item, mobile }: NavbarItemProps<NavbarItemOf<'localeDropdown'>>) {
  const { site } = useSiteData();
  const { pathname, search, hash } = useLocation();
  const current = site.locale.code;
  const languages = translate({ message: 'Languages' });
  const currentLabel = item.locales.find((locale) => locale.code === current)?.label ?? site.locale.label;
  const base = linkClass({ mobile, inDropdown: true });
  const label = mobile ? (
    languages
  ) : (
    <>
      <span className="icon icon--globe" aria-hidden="true" />
      <span className="visually-hidden">{languages}: </span>
      {item.label ?? currentLabel}
    </>
  );
  // The same page in each locale: every locale has every route, a page not translated showing the default locale's text.
  const rest = pathname.startsWith(site.baseUrl) ? pathname.slice(site.baseUrl.length) : '';
  const localePath = (locale: (typeof item.locales)[number]) => (locale.code === current ? pathname : `${locale.baseUrl}${rest}`);
  return (
    <Dropdown label={label} position={item.position} mobile={mobile} containsActive={false}>
      {item.dropdownItemsBefore.map((child, index) => (
        <NavbarItem key={`before-${index}`} item={child} mobile={mobile} inDropdown />
      ))}
      {item.locales.map((locale) => (
        <MenuItemWrapper key={locale.code} mobile={mobile} inDropdown>
          {/* A plain link: another locale is another build, loaded in full. */}
          <Link href={`${localePath(locale)}${search}${hash}`} lang={locale.htmlLang} className={cx(base, locale.code === current && `${base}--active`)}>
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
