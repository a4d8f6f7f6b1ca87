import type { PageBody } from '../../../cli/graph/schema.ts';
import { Markdown as HtmlMarkdown } from './HtmlMarkdown.tsx';
import { MdxMarkdown } from './MdxMarkdown.tsx';

/** A page's body (doc, post, excerpt, home): its HTML, or the tree of an MDX page with components. */
export function Markdown({ html, className }: { html: PageBody; className?: string }) {
  return typeof html === 'string' ? <HtmlMarkdown html={html} className={className} /> : <MdxMarkdown tree={html} className={className} />;
}
