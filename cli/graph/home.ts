import { relative } from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { HomeSource } from '../content/load-content.ts';
import type { Blog, Home } from './schema.ts';

/** The home page: hero and sections from content/index.md, falling back to the site title and tagline. */
export function buildHome(site: SiteConfig, source: HomeSource | undefined, blog: Blog | null, root: string): Home {
  const fm = source?.frontMatter;
  const latest = blog ? blog.posts.filter((p) => !p.unlisted).slice(0, fm?.latestPosts ?? 3) : [];
  return {
    title: fm?.title ?? '',
    description: fm?.description ?? site.tagline,
    ...(source ? { source: relative(root, source.file) } : {}),
    hero: {
      title: fm?.hero?.title ?? site.title,
      tagline: fm?.hero?.tagline ?? site.tagline,
      ...(fm?.hero?.image ? { image: fm.hero.image } : {}),
      actions: fm?.hero?.actions ?? [],
    },
    sections: fm?.sections ?? [],
    latestPosts: latest.map((p) => p.id),
    // The home page reads as CommonMark (load-content.ts): its body is HTML.
    html: typeof source?.md.html === 'string' ? source.md.html : '',
  };
}
