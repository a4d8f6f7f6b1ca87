import { useEffect, useRef } from 'react';

/** Tables wider than the column scroll; a scroll region needs a tab stop for keyboard users. */
export function markScrollableTables(tables: readonly HTMLTableElement[]): void {
  for (const table of tables) {
    if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
    else table.removeAttribute('tabindex');
  }
}

/**
 * Trusted content HTML from the compiler (doc, post, excerpt, home body). The markup is the
 * server's; the effect only adds tab stops to tables that scroll at the current width. The
 * browser bundle of a site without MDX components gets this module as Markdown.tsx
 * (cli/bundle/mdx-bundle.ts), so its pages carry nothing of MDX.
 */
export function Markdown({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tables = ref.current ? [...ref.current.querySelectorAll('table')] : [];
    if (tables.length === 0) return;
    markScrollableTables(tables);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => markScrollableTables(tables));
    for (const table of tables) observer.observe(table);
    return () => observer.disconnect();
  }, [html]);
  return <div ref={ref} className={className ? `markdown ${className}` : 'markdown'} dangerouslySetInnerHTML={{ __html: html }} />;
}
