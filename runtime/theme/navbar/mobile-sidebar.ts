import { useCallback, useEffect, useRef, useState } from 'react';

/** The layout is desktop from this width: the mobile sidebar closes itself. */
export const DESKTOP_QUERY = '(min-width: 997px)';
export const MOBILE_QUERY = '(max-width: 996px)';

/**
 * Shown/hidden state of the mobile sidebar. While shown the page does not scroll; it closes on
 * navigation, on Escape, and when the window becomes desktop-wide.
 */
export function useMobileSidebar(pathname: string) {
  const [shown, setShown] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setShown(false), []);
  const toggle = useCallback(() => setShown((value) => !value), []);

  useEffect(() => setShown(false), [pathname]);

  useEffect(() => {
    if (!shown) return;
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    if (desktop?.matches) {
      setShown(false);
      return;
    }
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setShown(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setShown(false);
      toggleRef.current?.focus();
    };
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    desktop?.addEventListener?.('change', onChange);
    document.addEventListener('keydown', onKey);
    return () => {
      body.style.overflow = overflow;
      desktop?.removeEventListener?.('change', onChange);
      document.removeEventListener('keydown', onKey);
    };
  }, [shown]);

  return { shown, toggle, close, toggleRef };
}
