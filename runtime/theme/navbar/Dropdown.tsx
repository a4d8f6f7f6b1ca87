import { createContext, useContext, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from '../../core/Link.tsx';
import { ReactContextError } from '../../core/context-error.ts';
import { cx } from '../class-names.ts';
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

/**
 * The mobile variant lives in the lazily loaded mobile sidebar chunk, which provides it here, so
 * the first-load bundle only carries the desktop dropdown.
 */
export const MobileDropdownContext = createContext<ComponentType<DropdownProps> | null>(null);

export function Dropdown(props: DropdownProps) {
  const MobileDropdown = useContext(MobileDropdownContext);
  if (!props.mobile) return <DesktopDropdown {...props} />;
  if (!MobileDropdown) throw new ReactContextError('MobileDropdownContext.Provider', 'Dropdown (mobile)');
  return <MobileDropdown {...props} />;
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
