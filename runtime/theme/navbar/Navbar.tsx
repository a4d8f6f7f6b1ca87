import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../core/router-context.tsx';
import { useSiteData } from '../../core/site-context.tsx';
import { cx } from '../class-names.ts';
import { ColorModeToggle } from '../color-mode/ColorModeToggle.tsx';
import { usePage } from '../page-context.tsx';
import { translate } from '../translate.tsx';
import { useHideOnScroll } from './hide-on-scroll.ts';
import { MOBILE_QUERY, useMobileSidebar } from './mobile-sidebar.ts';
import { NavbarBrand } from './NavbarBrand.tsx';
import { NavbarItems } from './NavbarItem.tsx';

const MobileSidebar = lazy(() => import('./MobileSidebar.tsx').then((module) => ({ default: module.MobileSidebar })));

/**
 * The mobile sidebar is not part of the first-load bundle nor of the server markup: it is loaded
 * shortly after load on a narrow screen, or as soon as the toggle is approached.
 */
function useMobileSidebarWanted(shown: boolean) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (shown) setWanted(true);
  }, [shown]);
  useEffect(() => {
    if (!window.matchMedia?.(MOBILE_QUERY).matches) return;
    const timer = setTimeout(() => setWanted(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  return { wanted, want: () => setWanted(true) };
}

export function Navbar() {
  const { site, navbar: items } = useSiteData();
  const page = usePage();
  const { pathname, hash } = useLocation();
  const { hideOnScroll, style } = site.navbar;
  const { navbarRef, visible } = useHideOnScroll(hideOnScroll, { pathname, hash });
  const sidebar = useMobileSidebar(pathname);
  const sidebarCode = useMobileSidebarWanted(sidebar.shown);
  const showColorToggle = !site.colorMode.disableSwitch;
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position !== 'left');
  const toggleLabel = translate({ message: 'Toggle navigation bar' });

  return (
    <nav
      ref={navbarRef}
      aria-label={translate({ message: 'Main' })}
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
            onPointerEnter={sidebarCode.want}
            onTouchStart={sidebarCode.want}
            onFocus={sidebarCode.want}
          >
            <span className="icon icon--menu" aria-hidden="true" />
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
      {sidebarCode.wanted && (
        <Suspense fallback={null}>
          <MobileSidebar shown={sidebar.shown} close={sidebar.close} items={items} page={page} showColorToggle={showColorToggle} toggleRef={sidebar.toggleRef} />
        </Suspense>
      )}
    </nav>
  );
}
