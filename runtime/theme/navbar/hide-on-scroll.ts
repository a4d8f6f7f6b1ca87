import { useEffect, useRef, useState } from 'react';

export interface ScrollSample {
  scrollY: number;
  /** The previous sample's scrollY; undefined for the first. */
  lastScrollY: number | undefined;
  navbarHeight: number;
  windowHeight: number;
  documentHeight: number;
}

/**
 * true shows the navbar, false hides it, undefined keeps it. Near the top it always shows; scrolling
 * down hides it; scrolling up shows it, except for the bounce at the bottom of the page.
 */
export function navbarVisibilityAfterScroll({ scrollY, lastScrollY, navbarHeight, windowHeight, documentHeight }: ScrollSample): boolean | undefined {
  if (scrollY < navbarHeight) return true;
  if (lastScrollY !== undefined && scrollY >= lastScrollY) return false;
  if (scrollY + windowHeight < documentHeight - navbarHeight) return true;
  return undefined;
}

/** Hides the navbar while scrolling down and after jumping to an in-page anchor. */
export function useHideOnScroll(enabled: boolean, locationKey: { pathname: string; hash: string }) {
  const [visible, setVisible] = useState(true);
  const navbarRef = useRef<HTMLElement>(null);
  // The scroll caused by jumping to an anchor must not show the navbar again.
  const jumpedToAnchor = useRef(false);
  const previous = useRef(locationKey);

  useEffect(() => {
    if (!enabled) return;
    let lastScrollY: number | undefined = window.scrollY;
    const onScroll = () => {
      const scrollY = window.scrollY;
      const navbarHeight = navbarRef.current?.offsetHeight ?? 0;
      const sample = { scrollY, lastScrollY, navbarHeight, windowHeight: window.innerHeight, documentHeight: document.documentElement.scrollHeight };
      lastScrollY = scrollY;
      if (jumpedToAnchor.current && scrollY >= navbarHeight) {
        jumpedToAnchor.current = false;
        return;
      }
      jumpedToAnchor.current = false;
      const next = navbarVisibilityAfterScroll(sample);
      if (next !== undefined) setVisible(next);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  const { pathname, hash } = locationKey;
  useEffect(() => {
    if (previous.current.pathname === pathname && previous.current.hash === hash) return;
    previous.current = { pathname, hash };
    if (!enabled) return;
    const target = hash.length > 1 ? document.getElementById(safeDecode(hash.slice(1))) : null;
    jumpedToAnchor.current = target !== null;
    setVisible(target === null);
  }, [enabled, pathname, hash]);

  return { navbarRef, visible: !enabled || visible };
}

/** A malformed escape in the URL hash (`#%E0%A4%A`) is looked up as written rather than crashing the layout. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
