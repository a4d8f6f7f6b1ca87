import { useContext } from 'react';
import type { PageBody } from '../../../cli/graph/schema.ts';
import { MdxBodyContext } from '../../core/mdx-body-context.tsx';
import { Markdown as HtmlMarkdown } from './HtmlMarkdown.tsx';

/**
 * A page's body (doc, post, excerpt, home): its HTML, or the tree of an MDX page with components,
 * which the route's renderer draws (loaded with the route, so hydration and navigation never wait
 * here). The same code in every site: a page without components carries the same bytes whether
 * or not other pages have them.
 */
export function Markdown({ html, className }: { html: PageBody; className?: string }) {
  const Body = useContext(MdxBodyContext);
  if (typeof html === 'string') return <HtmlMarkdown html={html} className={className} />;
  return Body && <Body tree={html} className={className} />;
}
