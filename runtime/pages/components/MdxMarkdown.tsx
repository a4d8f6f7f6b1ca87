import { createElement, useContext, useEffect, useRef } from 'react';
import type { MdxTree } from '../../../cli/graph/schema.ts';
import { usePage } from '../../theme/page-context.tsx';
import { markScrollableTables } from './HtmlMarkdown.tsx';
import { bodyElements } from './mdx-elements.ts';
import { LoadedMdxContext, type MdxComponent } from './mdx-context.tsx';
import { lazyChunk } from './lazy-chunk.ts';

/**
 * The body of an MDX page with components: its HTML parts as the server wrote them, its
 * components rendered, each the server's loaded one or, in the browser, loaded from the chunk
 * the page data names (`mdx.chunks`). Its own chunk in the browser (see Markdown.tsx).
 */
export default function MdxMarkdown({ tree, className }: { tree: MdxTree; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const loaded = useContext(LoadedMdxContext);
  const chunks = usePage().mdx?.chunks ?? {};
  const component = (name: string): MdxComponent => loaded?.components.get(name) ?? lazyChunk(chunks[name]);
  useEffect(() => {
    const tables = ref.current ? [...ref.current.querySelectorAll('table')] : [];
    markScrollableTables(tables);
    if (tables.length === 0 || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => markScrollableTables(tables));
    for (const table of tables) observer.observe(table);
    return () => observer.disconnect();
  }, [tree]);
  return createElement('div', { ref, className: className ? `markdown ${className}` : 'markdown' }, ...bodyElements(tree.nodes, component));
}
