import type { Route } from '../graph/schema.ts';
import type { SiteFileGroup } from '../render/site-renderer.ts';
import { docsPartId, type GraphParts, type PartChanges, type PartKind } from './graph-parts.ts';

/**
 * Whether a part of the graph that a route's page data is made of changed, as
 * cli/render/page-data.ts reads them (the site data aside): if none did, the page is the same.
 * Keep the two in step; tests/unit/watch/rebuild-output.test.ts checks rebuilds against fresh builds.
 */
export function routeInputsChanged(route: Route, parts: GraphParts, changes: PartChanges): boolean {
  if (changes.has('route', route.path)) return true;
  const summaries = (ids: readonly string[]) => ids.some((id) => postChanged(id, parts, changes));
  const blogSidebar = () => changes.has('blogSidebar');
  switch (route.kind) {
    case 'home':
      return changes.has('home') || summaries(parts.graph.home.latestPosts);
    case 'doc':
      return (
        changes.has('doc', docsPartId(route.section, route.version, route.docId)) ||
        changes.has('docVersion', docsPartId(route.section, route.version)) ||
        changes.has('sidebars', docsPartId(route.section, route.version))
      );
    case 'docCategory':
      return changes.has('docVersion', docsPartId(route.section, route.version)) || changes.has('sidebars', docsPartId(route.section, route.version));
    case 'blogList':
      return blogSidebar() || summaries(route.posts);
    case 'blogPost':
      return blogSidebar() || postChanged(route.postId, parts, changes);
    case 'blogTags':
      return blogSidebar() || changes.has('blogTags');
    case 'blogTag':
      return blogSidebar() || changes.has('tag', route.tag) || summaries(route.posts);
    case 'blogArchive':
      return changes.has('blogArchive');
    case 'blogAuthors':
      return changes.has('blogAuthors');
    case 'blogAuthor':
      return blogSidebar() || changes.has('author', route.author) || summaries(route.posts);
    case 'page':
      // Few, and a React page depends on its bundle as well: always made again.
      return true;
  }
}

/** A post as its page or a list shows it: with its authors and tags. */
function postChanged(id: string, parts: GraphParts, changes: PartChanges): boolean {
  const post = parts.posts.get(id);
  return changes.has('post', id) || (post !== undefined && (post.authors.some((a) => changes.has('author', a)) || post.tags.some((t) => changes.has('tag', t))));
}

/** The kinds of part each group of site-wide files is made of (cli/render/site-renderer.ts). */
export const SITE_FILE_INPUTS: Record<SiteFileGroup, readonly PartKind[]> = {
  sidebars: ['sidebars'],
  feeds: ['blog', 'post', 'author', 'tag'],
  sitemap: ['routeList'],
  llms: ['routeList', 'route', 'home', 'sidebars', 'docVersion', 'doc', 'blog', 'post'],
  search: ['blog', 'post', 'doc', 'docVersion'],
};
