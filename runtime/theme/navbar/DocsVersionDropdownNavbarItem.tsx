import { Link } from '../../core/Link.tsx';
import { cx } from '../class-names.ts';
import { usePage } from '../page-context.tsx';
import { translate } from '../translate.tsx';
import { Dropdown } from './Dropdown.tsx';
import { linkClass, MenuItemWrapper } from './NavbarLink.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import type { NavbarItemOf, NavbarItemProps } from './types.ts';

/** The versions of one docs section; the label names the version being read (else the latest). */
export function DocsVersionDropdownNavbarItem({ item, mobile }: NavbarItemProps<NavbarItemOf<'docsVersionDropdown'>>) {
  const page = usePage();
  const activeName = page.kind === 'doc' && page.section.id === item.section ? page.version.name : undefined;
  const shown = item.versions.find((version) => version.name === activeName) ?? item.versions[0];
  const versionsLabel = translate({ message: 'Versions' });
  const base = linkClass({ mobile, inDropdown: true });
  return (
    <Dropdown label={mobile || !shown ? versionsLabel : shown.label} position={item.position} mobile={mobile} containsActive={activeName !== undefined}>
      {item.dropdownItemsBefore.map((child, index) => (
        <NavbarItem key={`before-${index}`} item={child} mobile={mobile} inDropdown />
      ))}
      {item.versions.map((version) => (
        <MenuItemWrapper key={version.name} mobile={mobile} inDropdown>
          <Link to={version.to} className={cx(base, version.name === activeName && `${base}--active`)}>
            {version.label}
          </Link>
        </MenuItemWrapper>
      ))}
      {item.dropdownItemsAfter.map((child, index) => (
        <NavbarItem key={`after-${index}`} item={child} mobile={mobile} inDropdown />
      ))}
    </Dropdown>
  );
}
