import { createElement, Suspense, useEffect, useRef } from 'react';
import type { MdxTree } from '../../../cli/graph/schema.ts';
import { markScrollableTables } from './HtmlMarkdown.tsx';
import { bodyElements } from './mdx-elements.ts';
import { useMdxComponents } from './mdx-components.tsx';

/**
 * The body of an MDX page with components: its HTML parts as the server wrote them, its
 * components rendered. The server has every component loaded; the browser loads each from its
 * chunk, so until they arrive hydration leaves the server's markup in place (the Suspense
 * boundary), and client-side navigation keeps the previous page.
 */
export function MdxMarkdown({ tree, className }: { tree: MdxTree; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const components = useMdxComponents();
  useEffect(() => {
    const tables = ref.current ? [...ref.current.querySelectorAll('table')] : [];
    if (tables.length === 0 || typeof ResizeObserver === 'undefined') return markScrollableTables(tables);
    markScrollableTables(tables);
    const observer = new ResizeObserver(() => markScrollableTables(tables));
    for (const table of tables) observer.observe(table);
    return () => observer.disconnect();
  }, [tree]);
  return (
    <div ref={ref} className={className ? `markdown ${className}` : 'markdown'}>
      {createElement(Suspense, { fallback: null }, ...bodyElements(tree.nodes, components))}
    </div>
  );
}
