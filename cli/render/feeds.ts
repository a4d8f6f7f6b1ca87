import { Feed } from 'feed';
import type { PageBody, SiteGraph } from '../graph/schema.ts';
import { bodyHtml } from '../graph/body-html.ts';
import { absoluteUrl } from './head.ts';

export interface FeedFile {
  path: string;
  contents: string;
}

/**
 * RSS, Atom and JSON feeds of the newest posts, with absolute URLs; dates come from posts, so
 * output is repeatable. `htmlOf` gives a body's HTML (an MDX post's as the server renders it).
 */
export function renderFeeds(graph: SiteGraph, htmlOf: (body: PageBody) => string = bodyHtml): FeedFile[] {
  const { blog, site } = graph;
  if (!blog || blog.feeds.length === 0 || site.blog === false) return [];
  const options = site.blog.feedOptions;
  const posts = blog.posts.filter((p) => !p.unlisted).slice(0, options.limit);
  const link = absoluteUrl(site, blog.path);
  const authors = new Map(blog.authors.map((a) => [a.key, a]));
  const feedLinks = Object.fromEntries(blog.feeds.map((f) => [f.type === 'json' ? 'json' : f.type, absoluteUrl(site, f.path)]));
  const feed = new Feed({
    title: `${site.title} ${blog.title}`,
    description: blog.description === 'Blog' ? `${site.title} ${blog.title}` : blog.description,
    id: link,
    link,
    language: site.locale.code,
    ...(site.favicon ? { favicon: absoluteUrl(site, site.favicon) } : {}),
    copyright: options.copyright ?? site.footer?.copyright?.replace(/<[^>]+>/g, '') ?? `Copyright © ${site.title}`,
    updated: posts[0] ? new Date(posts[0].date) : new Date(0),
    generator: 'sitegen',
    feedLinks,
  });
  for (const post of posts) {
    const url = absoluteUrl(site, post.permalink);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(post.date),
      description: post.description,
      content: absolutize(htmlOf(options.fullContent ? post.html : post.excerptHtml), site),
      author: post.authors.map((key) => {
        const a = authors.get(key)!;
        return { name: a.name, ...(a.email ? { email: a.email } : {}), ...(a.url ? { link: a.url } : {}) };
      }),
      category: post.tags.map((t) => ({ name: blog.tags.find((x) => x.key === t)?.label ?? t })),
    });
  }
  return blog.feeds.map((f) => ({
    path: f.path,
    contents: f.type === 'rss' ? feed.rss2() : f.type === 'atom' ? feed.atom1() : feed.json1(),
  }));
}

/** Feed readers resolve nothing: make root-relative links and images absolute. */
function absolutize(html: string, site: SiteGraph['site']): string {
  return html.replace(/(href|src)="(\/[^"]*)"/g, (_m, attr: string, path: string) => `${attr}="${absoluteUrl(site, path)}"`);
}
