import { COLLAPSE_EASING, collapseDuration } from '../collapse-timing.ts';

/**
 * Details (Details.tsx) in the browser: a click on the summary of a `details.details` slides its
 * body open or shut instead of the native jump. One listener for the whole document, so Details
 * that client navigation brings need nothing more.
 */
export function startDetailsSlide(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.('summary');
    const details = summary?.parentElement;
    // Only the element's own summary: a nested <details> handles its own.
    if (!(details instanceof HTMLDetailsElement) || !details.classList.contains('details') || details.querySelector(':scope > summary') !== summary) return;
    const body = details.querySelector<HTMLElement>(':scope > .details__body');
    if (!body) return;
    event.preventDefault();
    toggle(details, body);
  });
}

/** Opens or closes `details`, animating the height of its `body` from wherever it is now. */
function toggle(details: HTMLDetailsElement, body: HTMLElement): void {
  const closing = details.open && details.dataset.closing !== 'true';
  const running = body.getAnimations?.() ?? [];
  const from = details.open ? body.getBoundingClientRect().height : 0;
  for (const animation of running) animation.cancel();
  details.dataset.closing = String(closing);
  details.open = true;
  const to = closing ? 0 : body.scrollHeight;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const finish = () => {
    if (closing) details.open = false;
    delete details.dataset.closing;
  };
  if (reduced || !body.animate) return finish();
  const animation = body.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration: collapseDuration(Math.abs(to - from)), easing: COLLAPSE_EASING });
  body.style.overflow = 'hidden';
  animation.onfinish = () => {
    body.style.overflow = '';
    finish();
  };
  animation.oncancel = () => (body.style.overflow = '');
}
