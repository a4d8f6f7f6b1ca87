import { useMemo } from 'react';
import type { TocEntry } from '../../../cli/graph/schema.ts';
import { useSiteData } from '../../core/site-context.tsx';
import { tocTree, type TocNode } from '../../pages/components/toc-tree.ts';
import { cx } from '../class-names.ts';

export interface TOCInlineProps {
  /** The page's headings, as MDX's `toc` export gives them. */
  toc: readonly TocEntry[];
  /** The shallowest heading level listed; the site's table of contents setting by default. */
  minHeadingLevel?: number;
  /** The deepest heading level listed; the site's table of contents setting by default. */
  maxHeadingLevel?: number;
  className?: string;
}

function TocList({ nodes }: { nodes: readonly TocNode[] }) {
  return (
    <ul className="toc-inline__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`}>{node.value}</a>
          {node.children.length > 0 ? <TocList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Docusaurus' `@theme/TOCInline`: the page's table of contents inside the content, nested by
 * level. A plain list, not a landmark: the page's own table of contents is the navigation one.
 */
export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCInlineProps) {
  const levels = useSiteData().site.tableOfContents;
  const min = minHeadingLevel ?? levels.minHeadingLevel;
  const max = maxHeadingLevel ?? levels.maxHeadingLevel;
  const nodes = useMemo(() => tocTree(toc, min, max), [toc, min, max]);
  if (nodes.length === 0) return null;
  return (
    <div className={cx('toc-inline', className)}>
      <TocList nodes={nodes} />
    </div>
  );
}
