import type { PageBody, SiteGraph } from './schema.ts';

/** The MDX components a graph's pages use, sorted, each with the source file of a page that uses it (for errors). */
export function mdxUsage(graph: Pick<SiteGraph, 'docs' | 'blog'> & Partial<Pick<SiteGraph, 'pages'>>): { components: string[]; usedBy: Map<string, string> } {
  const usedBy = new Map<string, string>();
  const note = (body: PageBody, source: string) => {
    if (typeof body !== 'string') for (const name of body.components) if (!usedBy.has(name)) usedBy.set(name, source);
  };
  for (const section of graph.docs) for (const version of section.versions) for (const doc of version.docs) note(doc.html, doc.source);
  for (const post of graph.blog?.posts ?? []) {
    note(post.html, post.source);
    note(post.excerptHtml, post.source);
  }
  for (const page of graph.pages ?? []) note(page.html, page.source);
  return { components: [...usedBy.keys()].sort(), usedBy };
}
