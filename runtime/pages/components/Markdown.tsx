import { Suspense, useContext } from 'react';
import type { MdxTree, PageBody } from '../../../cli/graph/schema.ts';
import { usePage } from '../../theme/page-context.tsx';
import { Markdown as HtmlMarkdown } from './HtmlMarkdown.tsx';
import { LoadedMdxContext, type MdxBody } from './mdx-context.tsx';
import { lazyChunk } from './lazy-chunk.ts';

/** A page's body (doc, post, excerpt, home): its HTML, or the tree of an MDX page with components. */
export function Markdown({ html, className }: { html: PageBody; className?: string }) {
  return typeof html === 'string' ? <HtmlMarkdown html={html} className={className} /> : <MdxTreeBody tree={html} className={className} />;
}

/**
 * A tree body, which MdxMarkdown renders. The server has it loaded; the browser loads it from its
 * chunk only for a page that has such a tree (`mdx.renderer` in its data), so until it and the
 * components arrive, hydration leaves the server's markup in place and navigation keeps the
 * previous page.
 */
function MdxTreeBody({ tree, className }: { tree: MdxTree; className?: string }) {
  const loaded = useContext(LoadedMdxContext);
  const renderer = usePage().mdx?.renderer;
  const Body: MdxBody = loaded?.Body ?? lazyChunk(renderer!);
  return (
    <Suspense fallback={null}>
      <Body tree={tree} className={className} />
    </Suspense>
  );
}
