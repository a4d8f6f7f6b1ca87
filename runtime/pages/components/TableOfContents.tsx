import { useMemo, useRef } from 'react';
import type { TocEntry } from '../../../cli/graph/schema.ts';
import { tocTree, type TocNode } from './toc-tree.ts';
import { useActiveHeading } from './use-active-heading.ts';
import { translate } from '../../theme/translate.tsx';

/** The page's headings come in its range already (the site's, or a doc's `toc_min_heading_level`/`toc_max_heading_level`). */
function useTocTree(toc: readonly TocEntry[]): TocNode[] {
  return useMemo(() => tocTree(toc, 1, 6), [toc]);
}

function TocList({ nodes, activeId, onNavigate, nested }: { nodes: readonly TocNode[]; activeId: string | null; onNavigate?: () => void; nested?: boolean }) {
  return (
    <ul className={nested ? 'toc__list toc__list--nested' : 'toc__list'}>
      {nodes.map((node) => (
        <li key={node.id} className="toc__item">
          {/* A plain anchor: the browser (and the router's hash handling) scroll to the heading. */}
          <a href={`#${node.id}`} className={node.id === activeId ? 'toc__link toc__link--active' : 'toc__link'} onClick={onNavigate}>
            {node.value}
          </a>
          {node.children.length > 0 ? <TocList nodes={node.children} activeId={activeId} onNavigate={onNavigate} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The right-hand table of contents (desktop), highlighting the heading being read. */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const nodes = useTocTree(toc);
  const activeId = useActiveHeading(nodes);
  if (nodes.length === 0) return null;
  return (
    <nav className="toc toc--desktop" aria-label={translate({ message: 'Table of contents' })}>
      <p className="toc__title">{translate({ message: 'On this page' })}</p>
      <TocList nodes={nodes} activeId={activeId} />
    </nav>
  );
}

/** The collapsible "On this page" shown above the content on mobile. Works without JavaScript. */
export function TableOfContentsMobile({ toc }: { toc: readonly TocEntry[] }) {
  const nodes = useTocTree(toc);
  const details = useRef<HTMLDetailsElement>(null);
  if (nodes.length === 0) return null;
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return (
    <details className="toc-mobile" ref={details}>
      <summary className="toc-mobile__summary">{translate({ message: 'On this page' })}</summary>
      <nav className="toc toc--mobile" aria-label={translate({ message: 'On this page' })}>
        <TocList nodes={nodes} activeId={null} onNavigate={close} />
      </nav>
    </details>
  );
}
