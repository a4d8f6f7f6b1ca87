import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { PageData } from '../../../cli/graph/page-data-types.ts';
import { useLocation } from '../../core/router-context.tsx';
import { cx } from '../class-names.ts';
import { ColorModeToggle } from '../color-mode/ColorModeToggle.tsx';
import { translate } from '../translate.tsx';
import { DocSidebarMenu } from './DocSidebarMenu.tsx';
import { MobileDropdownContext } from './Dropdown.tsx';
import { MobileDropdown } from './MobileDropdown.tsx';
import { NavbarBrand } from './NavbarBrand.tsx';
import { NavbarItems } from './NavbarItem.tsx';
import type { NavbarItemData } from './types.ts';

export interface MobileSidebarProps {
  shown: boolean;
  close: () => void;
  items: NavbarItemData[];
  page: PageData;
  showColorToggle: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in panel below 996 px: a primary menu (the navbar items) and, on doc pages, a
 * secondary menu (the doc sidebar) shown first, with a button back to the primary menu.
 * Loaded lazily and rendered in the browser only (see Navbar).
 */
export function MobileSidebar({ shown, close, items, page, showColorToggle, toggleRef }: MobileSidebarProps) {
  const { pathname } = useLocation();
  const hasSecondary = page.kind === 'doc' && page.sidebar.length > 0;
  const [primaryChosen, setPrimaryChosen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const primaryPanel = useRef<HTMLDivElement>(null);
  const wasShown = useRef(false);

  useEffect(() => {
    if (shown) {
      closeButton.current?.focus({ preventScroll: true });
    } else {
      setPrimaryChosen(false);
      if (wasShown.current && document.activeElement?.closest('.navbar-sidebar')) toggleRef.current?.focus();
    }
    wasShown.current = shown;
  }, [shown, toggleRef]);

  const showPrimary = () => {
    setPrimaryChosen(true);
    // The back button is about to be hidden: keep keyboard focus in the menu that appears.
    requestAnimationFrame(() => primaryPanel.current?.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true }));
  };

  // A click on any link in the panel closes it, also when the link is the current page.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) close();
  };
  const showSecondary = hasSecondary && !primaryChosen;
  const closeLabel = translate({ message: 'Close navigation bar' });

  return (
    <MobileDropdownContext.Provider value={MobileDropdown}>
      <div className="navbar-sidebar" id="navbar-sidebar" onClick={onClick}>
        <div className="navbar-sidebar__brand">
          <NavbarBrand />
          {showColorToggle && <ColorModeToggle className="navbar-sidebar__color-toggle" />}
          <button ref={closeButton} type="button" className="navbar-sidebar__close" aria-label={closeLabel} title={closeLabel} onClick={close}>
            <span className="icon icon--close" aria-hidden="true" />
          </button>
        </div>
        <div className={cx('navbar-sidebar__items', showSecondary && 'navbar-sidebar__items--show-secondary')}>
          <div ref={primaryPanel} className="navbar-sidebar__item navbar-sidebar__item--primary menu">
            <ul className="menu__list">
              <NavbarItems items={items} mobile />
            </ul>
          </div>
          {page.kind === 'doc' && hasSecondary && (
            <div className="navbar-sidebar__item navbar-sidebar__item--secondary menu">
              <button type="button" className="navbar-sidebar__back" onClick={showPrimary}>
                {translate({ message: '← Back to main menu' })}
              </button>
              <DocSidebarMenu items={page.sidebar} pathname={pathname} />
            </div>
          )}
        </div>
      </div>
    </MobileDropdownContext.Provider>
  );
}
