import { relative } from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { HomeSource } from '../content/load-content.ts';
import type { Blog, DocsSection, Home } from './schema.ts';
import { lastVersion } from './lookup.ts';

/**
 * The home page: hero and sections from content/index.md. Without that file, a page made from
 * what the site has: its title and tagline, a way into each docs section and the blog, and the
 * latest posts.
 */
export function buildHome(site: SiteConfig, source: HomeSource | undefined, docs: readonly DocsSection[], blog: Blog | null, root: string): Home {
  const fm = source?.frontMatter;
  const latest = blog ? blog.posts.filter((p) => !p.unlisted).slice(0, fm?.latestPosts ?? 3) : [];
  const made = source ? undefined : madeFromContent(docs, blog);
  return {
    title: fm?.title ?? '',
    description: fm?.description ?? site.tagline,
    ...(source ? { source: relative(root, source.file) } : {}),
    hero: {
      title: fm?.hero?.title ?? site.title,
      tagline: fm?.hero?.tagline ?? site.tagline,
      ...(fm?.hero?.image ? { image: fm.hero.image } : {}),
      actions: fm?.hero?.actions ?? made?.actions ?? [],
    },
    sections: fm?.sections ?? made?.sections ?? [],
    latestPosts: latest.map((p) => p.id),
    // The home page reads as CommonMark (load-content.ts): its body is HTML.
    html: typeof source?.md.html === 'string' ? source.md.html : '',
  };
}

/** The hero's buttons (the first docs section, the blog) and a card for each docs section, leading to its main doc. */
function madeFromContent(docs: readonly DocsSection[], blog: Blog | null): Pick<Home['hero'], 'actions'> & Pick<Home, 'sections'> {
  const cards = docs.flatMap((section) => {
    const version = lastVersion(section);
    const main = version?.docs.find((doc) => doc.id === version.mainDocId && !doc.unlisted);
    return main ? [{ title: section.label, description: main.description, to: main.path }] : [];
  });
  const actions: Home['hero']['actions'] = cards.slice(0, 1).map((card) => ({ label: card.title, to: card.to, variant: 'primary' }));
  if (blog) actions.push({ label: blog.title, to: blog.path, variant: actions.length ? 'secondary' : 'primary' });
  return { actions, sections: cards.length ? [{ title: 'Documentation', items: cards }] : [] };
}
