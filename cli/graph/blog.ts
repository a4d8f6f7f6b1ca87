import { relative } from 'node:path';
import type { BlogSource, PostSource } from '../content/blog.ts';
import type { AuthorInput } from '../content/frontmatter-schemas.ts';
import type { BlogConfig } from '../config/schema.ts';
import { severityOf } from './reporting.ts';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageFacts } from './docs-section.ts';
import { slug as slugify } from 'github-slugger';
import { joinPath } from './paths.ts';
import { editUrlOf, pathFrom } from './edit-url.ts';
import { list } from './lookup.ts';
import { authorSocials } from './author-socials.ts';
import type { Author, Blog, BlogPost, Route, Tag } from './schema.ts';
import { localePlural, localeText, type LocaleStrings } from '../translations/build-strings.ts';

export interface BlogOptions {
  root: string;
  config: BlogConfig;
  production: boolean;
  /** The locale's theme strings, for the tag pages' titles. */
  strings?: LocaleStrings;
  /** The locale being built, for an `editUrl` function. */
  locale: string;
}

/** Posts sorted newest first, with their tags, authors, archive, pages and sidebar. */
export function buildBlog(source: BlogSource, options: BlogOptions): { blog: Blog; routes: Route[]; pages: PageFacts[]; diagnostics: Diagnostic[] } {
  const { config } = options;
  const base = config.routeBasePath;
  const diagnostics: Diagnostic[] = [];
  const authors = new Map<string, AuthorInput>(source.authors.entries);
  const tags = new Map<string, Omit<Tag, 'postCount'>>();
  for (const [key, tag] of source.tags.entries) {
    tags.set(key, { key, label: tag.label, permalink: joinPath(base, 'tags', tag.permalink ?? slugify(key)), description: tag.description });
  }
  const posts: BlogPost[] = [];
  const pages: PageFacts[] = [];
  for (const post of source.posts) {
    const built = buildPost(post, options, authors, tags, source, diagnostics);
    if (!built) continue;
    if (options.production && built.draft) continue;
    posts.push(built);
    pages.push({ path: built.permalink, file: post.file, anchors: post.md.anchors, links: post.md.links, references: post.md.references });
  }
  posts.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.permalink < b.permalink ? -1 : 1));
  const listed = posts.filter((p) => !p.unlisted);
  listed.forEach((post, i) => {
    const newer = listed[i - 1];
    const older = listed[i + 1];
    if (newer) post.prev = { title: newer.title, permalink: newer.permalink };
    if (older) post.next = { title: older.title, permalink: older.permalink };
  });

  const routes: Route[] = [];
  const pageTitle = (page: number) => (page === 1 ? config.title : `${config.title} (page ${page})`);
  paginate(listed, config.postsPerPage).forEach((chunk, i, all) => {
    routes.push({
      kind: 'blogList',
      path: i === 0 ? base : joinPath(base, 'page', String(i + 1)),
      title: pageTitle(i + 1),
      description: config.description,
      noindex: false,
      page: i + 1,
      totalPages: all.length,
      posts: chunk.map((p) => p.id),
    });
  });
  for (const post of posts) {
    routes.push({ kind: 'blogPost', path: post.permalink, title: post.title, description: post.description, noindex: post.unlisted, postId: post.id });
  }
  // Each tag's posts in the list's order, in one pass rather than a pass over the list per tag (a blog of 500 tags and 2,000 posts: a million checks).
  const byTag = new Map<string, BlogPost[]>();
  for (const post of listed) for (const key of new Set(post.tags)) byTag.get(key)?.push(post) ?? byTag.set(key, [post]);
  const tagList: Tag[] = [];
  for (const tag of [...tags.values()].sort((a, b) => a.label.localeCompare(b.label))) {
    const tagged = byTag.get(tag.key) ?? [];
    if (tagged.length === 0) continue;
    tagList.push({ ...tag, postCount: tagged.length });
    paginate(tagged, config.postsPerPage).forEach((chunk, i, all) => {
      routes.push({
        kind: 'blogTag',
        path: i === 0 ? tag.permalink : joinPath(tag.permalink, 'page', String(i + 1)),
        title: localeText(options.strings, 'theme.blog.tagTitle', { nPosts: localePlural(options.strings, 'theme.blog.post.plurals', tagged.length), tagName: tag.label }),
        description: tag.description ?? `Blog posts tagged with "${tag.label}".`,
        noindex: false,
        tag: tag.key,
        page: i + 1,
        totalPages: all.length,
        posts: chunk.map((p) => p.id),
      });
    });
  }
  if (tagList.length > 0) {
    routes.push({ kind: 'blogTags', path: joinPath(base, 'tags'), title: localeText(options.strings, 'theme.tags.tagsPageTitle'), description: `All tags of the ${config.title.toLowerCase()}.`, noindex: false });
  }
  routes.push({ kind: 'blogArchive', path: joinPath(base, 'archive'), title: 'Archive', description: `Every post of the ${config.title.toLowerCase()}, by year.`, noindex: false });

  const postsBy = new Map<string, string[]>();
  for (const post of listed) {
    for (const key of post.authors) {
      const ids = postsBy.get(key) ?? [];
      ids.push(post.id);
      postsBy.set(key, ids);
    }
  }
  const authorList: Author[] = [...authors].map(([key, a]) => ({
    key,
    name: a.name,
    ...(a.title ? { title: a.title } : {}),
    ...(a.url ? { url: a.url } : {}),
    ...(a.image_url ? { imageUrl: a.image_url } : {}),
    ...(a.email ? { email: a.email } : {}),
    ...(a.page ? { permalink: joinPath(base, 'authors', typeof a.page === 'object' ? a.page.permalink : key) } : {}),
    ...(Object.keys(a.socials).length > 0 ? { socials: authorSocials(a.socials) } : {}),
    postCount: postsBy.get(key)?.length ?? 0,
  }));
  if (authorList.length > 0) {
    routes.push({ kind: 'blogAuthors', path: joinPath(base, 'authors'), title: 'Authors', description: `The people who write the ${config.title.toLowerCase()}.`, noindex: false });
  }
  for (const author of authorList) {
    if (!author.permalink) continue;
    routes.push({ kind: 'blogAuthor', path: author.permalink, title: author.name, description: author.title ?? author.name, noindex: false, author: author.key, posts: postsBy.get(author.key) ?? [] });
  }

  const years = new Map<string, string[]>();
  for (const post of listed) {
    const year = post.date.slice(0, 4);
    const ids = years.get(year) ?? [];
    ids.push(post.id);
    years.set(year, ids);
  }
  const feedTypes = config.feedOptions.type === null ? [] : config.feedOptions.type === 'all' ? (['rss', 'atom', 'json'] as const) : [config.feedOptions.type].flat();
  const feedFile = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
  const sidebarCount = config.blogSidebarCount === 'ALL' ? listed.length : config.blogSidebarCount;
  return {
    blog: {
      title: config.title,
      description: config.description,
      path: base,
      posts,
      authors: authorList,
      tags: tagList,
      archive: [...years].map(([year, ids]) => ({ year, posts: ids })),
      feeds: feedTypes.map((type) => ({ type, path: joinPath(base, feedFile[type]) })),
      sidebar: { title: config.blogSidebarTitle, groupByYear: config.sidebarGroupByYear, posts: listed.slice(0, sidebarCount).map((p) => p.id) },
    },
    routes,
    pages,
    diagnostics,
  };
}

function buildPost(
  post: PostSource,
  options: BlogOptions,
  authors: Map<string, AuthorInput>,
  tags: Map<string, Omit<Tag, 'postCount'>>,
  source: BlogSource,
  diagnostics: Diagnostic[],
): BlogPost | undefined {
  const fm = post.frontMatter;
  const file = post.file;
  // Docusaurus' fallbacks: the leading heading, then the file's name without its date.
  const title = fm.title ?? post.md.contentTitle ?? post.fileText;
  const date = fm.date ?? (post.fileDate ? `${post.fileDate}T00:00:00.000Z` : undefined);
  let ok = true;
  if (!title) {
    diagnostics.push(diagnostic('MissingTitle', 'The post has no title.', { file, line: 1 }));
    ok = false;
  }
  if (!date) {
    diagnostics.push(diagnostic('MissingDate', 'The post has no date.', { file, line: 1 }));
    ok = false;
  } else if (fm.date === undefined && Number.isNaN(Date.parse(date))) {
    diagnostics.push(diagnostic('InvalidDate', `The date in the file name "${post.fileDate}" is not a real date.`, { file }));
    ok = false;
  }
  const slug = (fm.slug ?? post.fileSlug).replace(/^\/+/, '');
  if (/\s/.test(slug)) {
    diagnostics.push(diagnostic('InvalidSlug', `The slug "${slug}" contains spaces.`, { file, line: fm.slug ? post.md.frontMatter.lines.slug : undefined }));
    ok = false;
  }
  const authorKeys: string[] = [];
  for (const author of fm.authors) {
    if (typeof author === 'string') {
      if (!source.authors.entries.has(author)) {
        const available = [...source.authors.entries.keys()];
        diagnostics.push(
          diagnostic(
            'UnknownAuthor',
            `Unknown author "${author}".${available.length ? `\nAvailable authors are:\n${list(available)}` : ' The blog has no authors.yml.'}`,
            { file, line: post.md.frontMatter.lines.authors },
          ),
        );
        ok = false;
      } else authorKeys.push(author);
    } else {
      const key = `inline-${slugify(author.name)}`;
      authors.set(key, author);
      authorKeys.push(key);
    }
  }
  const tagKeys: string[] = [];
  for (const tag of fm.tags) {
    const key = typeof tag === 'string' ? tag : slugify(tag.label);
    if (!tags.has(key)) {
      const label = typeof tag === 'string' ? tag : tag.label;
      // As Docusaurus' `onInlineTags`: 'warn' unless the config says.
      const severity = severityOf(options.config.onInlineTags ?? 'warn');
      if (source.tags.file && severity) {
        diagnostics.push(diagnostic('UnknownTag', `The tag "${label}" is not declared in tags.yml.`, { file, line: post.md.frontMatter.lines.tags }, { severity }));
      }
      const permalink = typeof tag === 'string' ? slugify(tag) : (tag.permalink ?? slugify(tag.label));
      tags.set(key, { key, label, permalink: joinPath(options.config.routeBasePath, 'tags', permalink), description: typeof tag === 'string' ? undefined : tag.description });
    }
    if (!tagKeys.includes(key)) tagKeys.push(key);
  }
  if (!ok || !title || !date) return undefined;
  const permalink = joinPath(options.config.routeBasePath, slug);
  const editUrlParams = () => ({ blogDirPath: pathFrom(options.root, source.dir), blogPath: pathFrom(source.dir, file), permalink, locale: options.locale });
  const editUrl = fm.custom_edit_url === undefined ? editUrlOf(options.config.editUrl, editUrlParams, options.root, file, 'blog', diagnostics) : fm.custom_edit_url;
  return {
    id: slug,
    permalink,
    title,
    description: fm.description ?? post.md.summary,
    date: new Date(date).toISOString(),
    source: relative(options.root, file),
    authors: authorKeys,
    tags: tagKeys,
    readingTimeMinutes: Math.max(1, Math.round(post.md.readingTimeMinutes)),
    html: post.md.html,
    excerptHtml: post.md.excerptHtml ?? post.md.html,
    hasTruncateMarker: post.md.excerptHtml !== undefined,
    toc: post.md.toc,
    draft: fm.draft,
    unlisted: fm.unlisted,
    hideTableOfContents: fm.hide_table_of_contents,
    ...(fm.image ? { image: fm.image } : {}),
    ...(fm.keywords ? { keywords: fm.keywords } : {}),
    ...(editUrl ? { editUrl } : {}),
  };
}

function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length > 0 ? pages : [[]];
}
