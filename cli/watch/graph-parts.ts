import equal from 'fast-deep-equal';
import type { BlogPost, SiteGraph } from '../graph/schema.ts';

/**
 * The kinds of part a site graph is cut into for watch: each is a piece of data some pages or
 * site-wide files are made of (see output-inputs.ts). The rest of the graph is the site data
 * every page carries, which DevSite compares as a whole.
 */
export type PartKind = 'route' | 'routeList' | 'home' | 'doc' | 'docVersion' | 'sidebars' | 'blog' | 'blogSidebar' | 'blogTags' | 'blogAuthors' | 'blogArchive' | 'post' | 'author' | 'tag';

/** The id of a docs version's part, or of a doc's with its id. */
export const docsPartId = (section: string, version: string, docId = '') => `${section}\0${version}\0${docId}`;

/** A graph cut into parts by kind and id, to be compared with the next rebuild's. */
export class GraphParts {
  readonly parts = new Map<PartKind, Map<string, unknown>>();
  readonly posts: ReadonlyMap<string, BlogPost>;
  /** The source file of each route made from one, relative to the site root. */
  readonly sources = new Map<string, string>();

  constructor(readonly graph: SiteGraph) {
    const set = (kind: PartKind, id: string, value: unknown) => {
      let ofKind = this.parts.get(kind);
      if (!ofKind) this.parts.set(kind, (ofKind = new Map()));
      ofKind.set(id, value);
    };
    for (const route of graph.routes) set('route', route.path, route);
    // The sitemap lists routes in graph order.
    set('routeList', '', graph.routes.map((r) => `${r.noindex ? '!' : ''}${r.path}`));
    set('home', '', graph.home);
    if (graph.home.source) this.sources.set('/', graph.home.source);
    for (const section of graph.docs) {
      // With several versions, a doc page links the same doc in the others (banner, dropdown): it is made of every version's doc paths.
      const versionLinks = section.versions.length > 1 ? section.versions.map((v) => [v.name, v.label, v.isLast, v.mainDocId, v.docs.map((d) => [d.id, d.path])]) : undefined;
      for (const version of section.versions) {
        const id = docsPartId(section.id, version.name);
        // Its own fields (label, banner, badge…), without the docs and sidebars that are parts of their own.
        const { docs: _docs, draftIds: _drafts, sidebars: _sidebars, categoryIndexes: _indexes, ...meta } = version;
        set('docVersion', id, { section: { id: section.id, label: section.label, path: section.path }, version: meta, versionLinks });
        // A generated index is made of its sidebar: its cards show what the sidebar lists.
        set('sidebars', id, [version.sidebars, version.categoryIndexes]);
        for (const doc of version.docs) {
          set('doc', docsPartId(section.id, version.name, doc.id), doc);
          this.sources.set(doc.path, doc.source);
        }
      }
    }
    const blog = graph.blog;
    this.posts = new Map(blog?.posts.map((p) => [p.id, p]) ?? []);
    if (!blog) return;
    const { posts, authors, tags, sidebar, archive, ...meta } = blog;
    set('blog', '', meta);
    // A list of posts shows each one's title, permalink and date, not its text.
    const link = (id: string) => {
      const post = this.posts.get(id);
      return post && { title: post.title, permalink: post.permalink, date: post.date };
    };
    set('blogSidebar', '', { ...sidebar, posts: sidebar.posts.map(link) });
    set('blogArchive', '', archive.map((year) => ({ year: year.year, posts: year.posts.map(link) })));
    set('blogTags', '', tags);
    set('blogAuthors', '', authors);
    for (const post of posts) {
      set('post', post.id, post);
      this.sources.set(post.permalink, post.source);
    }
    for (const author of authors) set('author', author.key, author);
    for (const tag of tags) set('tag', tag.key, tag);
  }
}

/** What changed from one graph to the next: the parts that differ, appeared or went away. */
export class PartChanges {
  readonly #changed = new Map<PartKind, Set<string>>();

  constructor(before: GraphParts, after: GraphParts) {
    const kinds = new Set([...before.parts.keys(), ...after.parts.keys()]);
    for (const kind of kinds) {
      const old = before.parts.get(kind) ?? new Map<string, unknown>();
      const now = after.parts.get(kind) ?? new Map<string, unknown>();
      const changed = new Set<string>();
      // An unchanged Markdown file keeps its compiled HTML string, so most comparisons end at a pointer check.
      for (const [id, value] of now) if (!old.has(id) || !equal(old.get(id), value)) changed.add(id);
      for (const id of old.keys()) if (!now.has(id)) changed.add(id);
      if (changed.size > 0) this.#changed.set(kind, changed);
    }
  }

  /** Whether the part of this kind and id changed; without an id, the kind's only part. */
  has(kind: PartKind, id = ''): boolean {
    return this.#changed.get(kind)?.has(id) ?? false;
  }

  /** Whether any part of these kinds changed. */
  any(kinds: readonly PartKind[]): boolean {
    return kinds.some((kind) => this.#changed.has(kind));
  }
}
