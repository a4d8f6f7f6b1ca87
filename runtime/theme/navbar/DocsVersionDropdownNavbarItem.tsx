import { Link } from '../../core/Link.tsx';
import { cx } from '../class-names.ts';
import { usePage } from '../page-context.tsx';
import { translate } from '../translate.tsx';
import { useActiveVersion } from '../versions/follow-version.ts';
import { savePreferredVersion, usePreferredVersion } from '../versions/preferred-version.ts';
import { Dropdown } from './Dropdown.tsx';
import { linkClass, MenuItemWrapper } from './NavbarLink.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import type { NavbarItemOf, NavbarItemProps } from './types.ts';

/**
 * The versions of one docs section, each leading to the doc being read in that version when it
 * has it, else to its main doc; picking one makes it the preferred version. The label names the
 * version being read, else the preferred one, else the latest.
 */
export function DocsVersionDropdownNavbarItem({ item, mobile }: NavbarItemProps<NavbarItemOf<'docsVersionDropdown'>>) {
  const page = usePage();
  const activeName = useActiveVersion(item.section);
  const preferred = usePreferredVersion(item.section);
  const alternates = page.kind === 'doc' && activeName !== undefined ? { ...page.alternates, [activeName]: page.path } : {};
  const shownName = activeName ?? preferred ?? item.lastVersion.name;
  const shown = item.versions.find((version) => version.name === shownName) ?? item.lastVersion;
  const versionsLabel = translate({ message: 'Versions' });
  const base = linkClass({ mobile, inDropdown: true });
  return (
    <Dropdown label={mobile ? versionsLabel : shown.label} position={item.position} mobile={mobile} containsActive={activeName !== undefined}>
      {item.dropdownItemsBefore.map((child, index) => (
        <NavbarItem key={`before-${index}`} item={child} mobile={mobile} inDropdown />
      ))}
      {item.versions.map((version) => (
        <MenuItemWrapper key={version.name} mobile={mobile} inDropdown>
          <Link
            to={Object.hasOwn(alternates, version.name) ? alternates[version.name] : version.to}
            className={cx(base, version.name === activeName && `${base}--active`)}
            onClick={() => savePreferredVersion(item.section, version.name)}
          >
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
