import { createElement, useEffect, useRef } from 'react';
import { Fragment } from 'react/jsx-runtime';
import type { MdxTree } from '../../../cli/graph/schema.ts';
import type { MdxBody, MdxComponent } from '../../core/mdx-body-context.tsx';
import { markScrollableTables } from './HtmlMarkdown.tsx';
import { bodyElements } from './mdx-elements.ts';

/**
 * The renderer of MDX bodies with `components`, by module: their HTML parts as the server wrote
 * them, their components rendered. The server makes it with the components it loaded; the browser
 * loads this module, as a chunk of its own, only for a route whose data names one (`mdx.renderer`).
 */
export function mdxBody(components: ReadonlyMap<string, MdxComponent>): MdxBody {
  return function MdxMarkdown({ tree, className, bare }: { tree: MdxTree; className?: string; bare?: boolean }) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const tables = ref.current ? [...ref.current.querySelectorAll('table')] : [];
      markScrollableTables(tables);
      if (tables.length === 0 || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => markScrollableTables(tables));
      for (const table of tables) observer.observe(table);
      return () => observer.disconnect();
    }, [tree]);
    const render = (name: string) => components.get(name)!;
    if (bare) return createElement(Fragment, null, ...bodyElements(tree.nodes, render));
    return createElement('div', { ref, className: className ? `markdown ${className}` : 'markdown' }, ...bodyElements(tree.nodes, render));
  };
}

/** The browser's renderer for a route: each component's chunk (`mdx.chunks`) loaded first, so it renders at once. */
export default async function loadMdxBody(chunks: Readonly<Record<string, string>>): Promise<MdxBody> {
  const loaded = await Promise.all(Object.entries(chunks).map(async ([name, url]) => [name, ((await import(/* @vite-ignore */ url)) as { default: MdxComponent }).default] as const));
  return mdxBody(new Map(loaded));
}
