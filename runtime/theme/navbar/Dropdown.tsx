import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from '../../core/Link.tsx';
import { cx } from '../class-names.ts';
import { Collapsible } from '../Collapsible.tsx';
import { translate } from '../translate.tsx';
import { useHydrated } from '../use-hydrated.ts';

export interface DropdownProps {
  label: ReactNode;
  /** The toggle also links here. */
  to?: string;
  className?: string;
  position?: 'left' | 'right';
  mobile?: boolean;
  /** A child link is the current route: highlighted, and expanded on mobile. */
  containsActive: boolean;
  /** The menu entries, each an `<li>`. */
  children: ReactNode;
}

export function Dropdown(props: DropdownProps) {
  return props.mobile ? <MobileDropdown {...props} /> : <DesktopDropdown {...props} />;
}

const OUTSIDE_EVENTS = ['mousedown', 'touchstart', 'focusin'] as const;

/**
 * Opens on hover, or Enter/Space on the toggle; closes on a press or focus outside, Escape, or a
 * click on one of its links. Before hydration CSS opens it on hover and focus-within.
 */
function DesktopDropdown({ label, to, className, position, containsActive, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    for (const type of OUTSIDE_EVENTS) document.addEventListener(type, onOutside);
    return () => {
      for (const type of OUTSIDE_EVENTS) document.removeEventListener(type, onOutside);
    };
  }, [open]);

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    root.current?.querySelector<HTMLElement>('.dropdown__toggle')?.focus();
  };
  const onLinkToggleKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setOpen((value) => !value);
  };
  // A keyboard activation (detail 0) toggles; a mouse click only opens, since hovering already did.
  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => setOpen((value) => (event.detail === 0 ? !value : true));
  const onMenuClick = (event: MouseEvent<HTMLUListElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  const toggleClass = cx('navbar__link', 'dropdown__toggle', containsActive && 'navbar__link--active', className);
  return (
    <div
      ref={root}
      className={cx('navbar__item', 'dropdown', position === 'right' && 'dropdown--right', hydrated && 'dropdown--ready', open && 'dropdown--show')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onRootKeyDown}
    >
      {to ? (
        <Link to={to} className={toggleClass} aria-haspopup="true" aria-expanded={open} onKeyDown={onLinkToggleKeyDown}>
          {label}
        </Link>
      ) : (
        <button type="button" className={toggleClass} aria-haspopup="true" aria-expanded={open} onClick={onButtonClick}>
          {label}
        </button>
      )}
      <ul className="dropdown__menu" onClick={onMenuClick}>
        {children}
      </ul>
    </div>
  );
}

export function Chevron() {
  return (
    <svg className="chevron" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** In the mobile sidebar: a collapsible section, expanded when it holds the current route. */
function MobileDropdown({ label, to, className, containsActive, children }: DropdownProps) {
  const [collapsed, setCollapsed] = useState(!containsActive);
  useEffect(() => {
    if (containsActive) setCollapsed(false);
  }, [containsActive]);
  const toggle = () => setCollapsed((value) => !value);
  const toggleLabel = collapsed
    ? translate({ id: 'theme.navbar.mobileDropdown.expand', message: 'Expand the dropdown' })
    : translate({ id: 'theme.navbar.mobileDropdown.collapse', message: 'Collapse the dropdown' });
  const labelClass = cx('menu__link', 'menu__link--sublist', containsActive && 'menu__link--active-parent', className);
  return (
    <li className={cx('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <div className="menu__list-item-collapsible">
        {to ? (
          <Link to={to} className={labelClass}>
            {label}
          </Link>
        ) : (
          // The caret button is the accessible control; the label is a larger mouse target.
          <span className={labelClass} onClick={toggle}>
            {label}
          </span>
        )}
        <button type="button" className="menu__caret" aria-label={toggleLabel} title={toggleLabel} aria-expanded={!collapsed} onClick={toggle}>
          <Chevron />
        </button>
      </div>
      <Collapsible as="ul" className="menu__list" collapsed={collapsed}>
        {children}
      </Collapsible>
    </li>
  );
}
