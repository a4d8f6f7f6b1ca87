import { useLayoutEffect, useRef, useState, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { COLLAPSE_EASING, collapseDuration } from './collapse-timing.ts';


const COLLAPSED: CSSProperties = { display: 'none', overflow: 'hidden', height: '0px' };
const EXPANDED = { display: '', overflow: '', height: '', transition: '', willChange: '' };

function applyFinalStyle(element: HTMLElement, collapsed: boolean): void {
  Object.assign(element.style, collapsed ? COLLAPSED : EXPANDED);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface CollapsibleProps {
  collapsed: boolean;
  children: ReactNode;
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * A panel that animates its height between 0 and its content height. The render only sets the
 * initial style; later changes are applied to the element directly so React never cuts the
 * animation short.
 */
export function Collapsible({ collapsed, children, as: Tag = 'div', className, id }: CollapsibleProps) {
  const ref = useRef<HTMLElement>(null);
  const [initialStyle] = useState(() => (collapsed ? COLLAPSED : undefined));
  const first = useRef(true);

  useLayoutEffect(() => {
    const element = ref.current;
    if (first.current || !element) {
      first.current = false;
      return;
    }
    element.style.display = '';
    element.style.overflow = 'hidden';
    element.style.willChange = 'height';
    // Start from the current height, so a toggle in mid-animation reverses smoothly.
    const from = element.getBoundingClientRect().height;
    element.style.transition = 'none';
    element.style.height = `${from}px`;
    const target = collapsed ? 0 : element.scrollHeight;
    const duration = prefersReducedMotion() ? 1 : collapseDuration(element.scrollHeight);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      applyFinalStyle(element, collapsed);
    };
    const frame = requestAnimationFrame(() => {
      element.style.transition = `height ${duration}ms ${COLLAPSE_EASING}`;
      element.style.height = `${target}px`;
    });
    const onEnd = (event: TransitionEvent) => {
      if (event.target === element && event.propertyName === 'height') finish();
    };
    element.addEventListener('transitionend', onEnd);
    // transitionend does not fire when the height does not change; the timer covers that.
    const timer = setTimeout(finish, duration + 50);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      element.removeEventListener('transitionend', onEnd);
    };
  }, [collapsed]);

  return (
    <Tag ref={ref} id={id} className={className} style={initialStyle}>
      {children}
    </Tag>
  );
}
