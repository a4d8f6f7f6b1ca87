import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from '../core/router-context.tsx';
import { translate } from './translate.tsx';

export const MAIN_ID = '__main';

/**
 * The first focusable element. After a client-side navigation focus returns here, so keyboard and
 * screen-reader users start the new page from the top, as after a full load.
 */
export function SkipToContent() {
  const container = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) container.current?.focus({ preventScroll: true });
  }, [pathname]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };

  return (
    <div ref={container} className="skip-link-container" tabIndex={-1}>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
        {translate({ message: 'Skip to main content' })}
      </a>
    </div>
  );
}
