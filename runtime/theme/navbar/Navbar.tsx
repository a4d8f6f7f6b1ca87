import { useLocation } from '../../core/router-context.tsx';
import { useSiteData } from '../../core/site-context.tsx';
import { cx } from '../class-names.ts';
import { ColorModeToggle } from '../color-mode/ColorModeToggle.tsx';
import { usePage } from '../page-context.tsx';
import { translate } from '../translate.tsx';
import { useHideOnScroll } from './hide-on-scroll.ts';
import { useMobileSidebar } from './mobile-sidebar.ts';
import { MobileSidebar } from './MobileSidebar.tsx';
import { NavbarBrand } from './NavbarBrand.tsx';
import { NavbarItems } from './NavbarItem.tsx';

export function Navbar() {
  const { site, navbar: items } = useSiteData();
  const page = usePage();
  const { pathname, hash } = useLocation();
  const { hideOnScroll, style } = site.navbar;
  const { navbarRef, visible } = useHideOnScroll(hideOnScroll, { pathname, hash });
  const sidebar = useMobileSidebar(pathname);
  const showColorToggle = !site.colorMode.disableSwitch;
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position !== 'left');
  const toggleLabel = translate({ id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', message: 'Toggle navigation bar' });

  return (
    <nav
      ref={navbarRef}
      aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main' })}
      className={cx(
        'navbar',
        'navbar--fixed-top',
        style && `navbar--${style}`,
        hideOnScroll && 'navbar--hideable',
        !visible && 'navbar--hidden',
        sidebar.shown && 'navbar-sidebar--show',
      )}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            ref={sidebar.toggleRef}
            type="button"
            className="navbar__toggle"
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-expanded={sidebar.shown}
            aria-controls="navbar-sidebar"
            onClick={sidebar.toggle}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          <NavbarBrand />
          <NavbarItems items={left} />
        </div>
        <div className="navbar__items navbar__items--right">
          <NavbarItems items={right} />
          {showColorToggle && <ColorModeToggle className="navbar__color-toggle" />}
        </div>
      </div>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={sidebar.close} />
      <MobileSidebar shown={sidebar.shown} close={sidebar.close} items={items} page={page} showColorToggle={showColorToggle} toggleRef={sidebar.toggleRef} />
    </nav>
  );
}
