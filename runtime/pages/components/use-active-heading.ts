import { useEffect, useState } from 'react';
import type { TocNode } from './toc-tree.ts';

/** How far below the viewport top a heading counts as "being read": under the fixed navbar. */
function readingLine(): number {
  const navbar = document.querySelector('.navbar');
  const bottom = navbar ? Math.max(0, navbar.getBoundingClientRect().bottom) : 0;
  return bottom + Math.min(120, window.innerHeight / 4);
}

function flattenIds(nodes: readonly TocNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...flattenIds(node.children)]);
}

/**
 * The id of the heading being read, for highlighting the table of contents. Null during the
 * server render and the first client render, so hydration sees the same markup. The headings are
 * listed in the effect, which only the browser runs.
 */
export function useActiveHeading(nodes: readonly TocNode[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const headingIds = flattenIds(nodes);
    if (headingIds.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = readingLine();
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      let current: string | null = null;
      for (const id of headingIds) {
        const heading = document.getElementById(id);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top > line) break;
        current = id;
      }
      if (atBottom && window.scrollY > 0) current = headingIds[headingIds.length - 1];
      setActive(current ?? headingIds[0]);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [nodes]);
  return active;
}
