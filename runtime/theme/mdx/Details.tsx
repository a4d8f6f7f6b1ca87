import { Children, cloneElement, isValidElement, useRef, type DetailsHTMLAttributes, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { COLLAPSE_EASING, collapseDuration } from '../Collapsible.tsx';

export interface DetailsProps extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> {
  /** The always-visible line; a `<summary>` child does the same. "Details" when neither is given. */
  summary?: ReactNode;
  children?: ReactNode;
}

const isSummary = (node: ReactNode): node is ReactElement<{ className?: string; children?: ReactNode }> => isValidElement(node) && node.type === 'summary';

/**
 * Docusaurus' `@theme/Details`, also what `<details><summary>` in MDX becomes: a native
 * `<details>`, so it opens and closes without JavaScript; once hydrated, the body slides open and
 * shut (not for readers who ask for reduced motion).
 */
export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const parts = Children.toArray(children);
  const summaryChild = parts.find(isSummary) ?? (isSummary(summary) ? summary : undefined);
  const summaryElement = summaryChild
    ? cloneElement(summaryChild, { className: cx('details__summary', summaryChild.props.className) })
    : <summary className="details__summary">{summary ?? 'Details'}</summary>;

  const onClick = (event: MouseEvent<HTMLDetailsElement>) => {
    const clicked = (event.target as Element).closest('summary');
    // Only this element's own summary: a nested <details> handles its own.
    if (!clicked || !details.current || clicked.parentElement !== details.current || !body.current) return;
    event.preventDefault();
    toggle(details.current, body.current);
  };

  return (
    <details {...rest} ref={details} className={cx('details', className)} onClick={onClick}>
      {summaryElement}
      <div ref={body} className="details__body">
        {parts.filter((part) => part !== summaryChild)}
      </div>
    </details>
  );
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
