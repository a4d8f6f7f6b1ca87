import type { BlogSidebarData, PageData, PostSummary } from '../graph/page-data-types.ts';
import type { PageBody } from '../graph/schema.ts';

/** A page's data as its render key reads it (cli/exec/render-cache.ts): JSON with its bodies of HTML set aside. */
export interface PageKeyParts {
  /** The page's JSON as pageJson makes it (a doc's sidebar left out), each body of HTML replaced by its place in `bodies`. */
  json: string;
  bodies: string[];
}

/** What stands in a page's key parts for an object other pages share (a post summary, the blog sidebar): its hash, made once for all of them (cli/exec/render-cache.ts). */
export type SharedPart = (value: PostSummary | BlogSidebarData) => string;

/**
 * Most of a page's data is HTML (at 1,000 bench pages, 12 of 17 MB), and escaping it into JSON
 * cost a rebuild more than hashing it as it is. A body that is a tree (MDX) stays in the JSON.
 * The JSON keeps each body's place, a number where the data has a string, so the parts stand for
 * the data exactly as its JSON does. With `shared`, each post summary and the blog sidebar stand
 * as what it makes of them, a string where the data has an object: a post's summary is in every
 * list that shows it, and the sidebar on every blog page.
 */
export function pageKeyParts(data: PageData, shared?: SharedPart): PageKeyParts {
  const bodies: string[] = [];
  const view = keyView(data, shared, (body) => (typeof body === 'string' ? bodies.push(body) - 1 : body));
  return { json: JSON.stringify(view), bodies };
}

/** What pageKeyParts() makes the JSON of, each body of HTML in its place: two pages whose views write the same JSON have the same parts. */
export const pageKeyView = (data: PageData, shared?: SharedPart): object => keyView(data, shared, (body) => body);

function keyView(data: PageData, shared: SharedPart | undefined, aside: <T extends PageBody>(body: T) => T | number): object {
  const summaries = (posts: PostSummary[]) => posts.map((post) => (shared ? shared(post) : { ...post, excerptHtml: aside(post.excerptHtml) }));
  const sidebar = (blogSidebar: BlogSidebarData) => (shared ? shared(blogSidebar) : blogSidebar);
  switch (data.kind) {
    case 'doc':
      return { ...data, doc: { ...data.doc, html: aside(data.doc.html) }, sidebar: undefined };
    case 'blogPost':
      return { ...data, post: { ...data.post, html: aside(data.post.html) }, sidebar: sidebar(data.sidebar) };
    case 'home':
      return { ...data, home: { ...data.home, html: aside(data.home.html) }, latestPosts: summaries(data.latestPosts) };
    case 'blogList':
    case 'blogTag':
    case 'blogAuthor':
      return { ...data, posts: summaries(data.posts), sidebar: sidebar(data.sidebar) };
    case 'blogTags':
      return { ...data, sidebar: sidebar(data.sidebar) };
    case 'page':
      return { ...data, page: { ...data.page, html: aside(data.page.html) } };
    default:
      return data;
  }
}

/** A post summary as its hash reads it (SharedPart): its excerpt set aside, as pageKeyParts() sets aside a page's. */
export function summaryKeyParts(post: PostSummary): PageKeyParts {
  const bodies = typeof post.excerptHtml === 'string' ? [post.excerptHtml] : [];
  return { json: JSON.stringify({ ...post, excerptHtml: bodies.length > 0 ? 0 : post.excerptHtml }), bodies };
}
