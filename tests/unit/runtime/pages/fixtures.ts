import type { Author, SidebarItem, Tag, TocEntry } from '../../../../cli/graph/schema.ts';
import { siteDataSchema } from '../../../../cli/graph/schema.ts';
import { siteInput } from '../fixtures.ts';
import type {
  BlogArchivePageData,
  BlogAuthorPageData,
  BlogAuthorsPageData,
  BlogListPageData,
  BlogPostPageData,
  BlogSidebarData,
  BlogTagPageData,
  BlogTagsPageData,
  ClientSiteData,
  DocPageData,
  HomePageData,
  NotFoundPageData,
  PostSummary,
} from '../../../../cli/graph/page-data-types.ts';

/** Small hand-written page data: just enough to exercise each page's markup. */

export const site: ClientSiteData = {
  site: siteDataSchema.parse({ title: 'Acme', url: 'https://www.example.com', locale: siteInput.locale, i18n: siteInput.i18n }),
  navbar: [],
  feeds: [],
  blogPath: '/blog',
  sections: [{ id: 'services', label: 'Services', path: '/services/' }],
};

const common = { description: 'A page.', noindex: false };

export const authors: Author[] = [
  { key: 'elena', name: 'Elena Varga', title: 'Principal Engineer', url: 'https://github.example.com/elena', imageUrl: '/img/authors/elena.svg', permalink: '/blog/authors/elena', postCount: 2 },
  { key: 'tomas', name: 'Tomas Reyes', postCount: 1 },
];

export const tags: Tag[] = [
  { key: 'kubernetes', label: 'Kubernetes', permalink: '/blog/tags/kubernetes', postCount: 1 },
  { key: 'erpnext', label: 'ERPNext', permalink: '/blog/tags/erpnext', description: 'ERP things.', postCount: 2 },
  { key: 'frappe', label: 'Frappe', permalink: '/blog/tags/frappe', postCount: 3 },
  { key: 'engineering', label: 'engineering', permalink: '/blog/tags/engineering', postCount: 1 },
];

export const sidebar: BlogSidebarData = {
  title: 'Recent posts',
  groupByYear: true,
  posts: [
    { title: 'Scaling on Kubernetes', permalink: '/blog/scaling', date: '2025-02-11T00:00:00.000Z' },
    { title: 'What about partnership?', permalink: '/blog/partnership', date: '2025-01-05T00:00:00.000Z' },
    { title: 'Benches on Kubernetes', permalink: '/blog/benches', date: '2024-12-31T23:00:00.000Z' },
  ],
};

export const posts: PostSummary[] = [
  {
    id: 'scaling',
    permalink: '/blog/scaling',
    title: 'Scaling on Kubernetes',
    description: 'How we scale.',
    date: '2025-02-11T00:00:00.000Z',
    readingTimeMinutes: 4,
    authors: [authors[0]],
    tags: [tags[0], tags[1]],
    excerptHtml: '<p>Scaling <strong>excerpt</strong>.</p>',
    hasTruncateMarker: true,
  },
  {
    id: 'partnership',
    permalink: '/blog/partnership',
    title: 'What about partnership?',
    description: 'Partners.',
    date: '2025-01-05T00:00:00.000Z',
    readingTimeMinutes: 2,
    authors: [authors[1]],
    tags: [],
    excerptHtml: '<p>The whole short post.</p>',
    hasTruncateMarker: false,
  },
];

export const toc: TocEntry[] = [
  { id: 'intro', value: 'Introduction', level: 2 },
  { id: 'setup', value: 'Setup', level: 3 },
  { id: 'usage', value: 'Usage', level: 2 },
  { id: 'cli', value: 'CLI', level: 3 },
  { id: 'api', value: 'API', level: 3 },
];

export const docSidebar: SidebarItem[] = [
  { type: 'link', label: 'Services', href: '/services/', docId: 'index', unlisted: false },
  {
    type: 'category',
    label: 'ERPNext',
    href: '/services/erpnext/',
    docId: 'erpnext/index',
    linkUnlisted: false,
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'Complex Migrations', href: '/services/erpnext/complex-migrations', unlisted: false },
      { type: 'link', label: 'Secret Page', href: '/services/erpnext/secret', unlisted: true },
    ],
  },
  {
    type: 'category',
    label: 'Frappe Consulting',
    href: '/services/frappe-consulting/',
    linkUnlisted: false,
    collapsed: true,
    collapsible: true,
    items: [{ type: 'link', label: 'Dev Utils', href: '/services/frappe-consulting/dev-utils', unlisted: false }],
  },
  {
    type: 'category',
    label: 'Guides',
    linkUnlisted: false,
    collapsed: false,
    collapsible: true,
    items: [{ type: 'link', label: 'Hidden Guide', href: '/services/guides/hidden', unlisted: true }],
  },
];

export const homeData: HomePageData = {
  kind: 'home',
  path: '/',
  documentTitle: 'Acme',
  title: '',
  ...common,
  home: {
    title: '',
    description: 'Home.',
    hero: {
      title: 'Acme',
      tagline: 'Engineering Innovative Solutions for Complex Domains',
      image: '/img/hero.svg',
      actions: [
        { label: 'Explore our services', to: '/services/', variant: 'primary' },
        { label: 'Contact us', to: '/company/contact-us', variant: 'secondary' },
      ],
    },
    sections: [
      {
        title: 'What we do',
        intro: 'We implement business systems.',
        items: [
          { title: 'ERPNext', description: 'Implementations.', to: '/services/erpnext/' },
          { title: 'Plain card', description: 'No link here.' },
        ],
      },
    ],
    html: '<h2 id="why">Why teams work with us</h2><p>Because.</p>',
  },
  latestPosts: posts,
};

export function docData(overrides: Partial<DocPageData> = {}): DocPageData {
  return {
    kind: 'doc',
    path: '/services/erpnext/complex-migrations',
    documentTitle: 'Complex Migrations | Acme',
    title: 'Complex Migrations',
    ...common,
    doc: {
      id: 'erpnext/complex-migrations',
      title: 'Complex Migrations',
      description: 'Migrations.',
      path: '/services/erpnext/complex-migrations',
      sidebar: 'services',
      sidebarLabel: 'Complex Migrations',
      draft: false,
      unlisted: false,
      hideTableOfContents: false,
      html: '<p>Migration <em>content</em>.</p><h2 id="intro">Introduction</h2>',
      toc,
    },
    section: { id: 'services', label: 'Services', path: '/services/' },
    version: { name: 'current', label: 'Next' },
    sidebar: docSidebar,
    breadcrumbs: [
      { label: 'ERPNext', href: '/services/erpnext/' },
      { label: 'Complex Migrations', href: '/services/erpnext/complex-migrations' },
    ],
    previous: { label: 'ERPNext', href: '/services/erpnext/' },
    next: { label: 'Frappe Consulting', href: '/services/frappe-consulting/' },
    showToc: true,
    ...overrides,
  };
}

export function blogListData(overrides: Partial<BlogListPageData> = {}): BlogListPageData {
  return {
    kind: 'blogList',
    path: '/blog/page/2',
    documentTitle: 'Blog | Acme',
    title: 'Blog',
    ...common,
    description: 'Notes from our engineers.',
    posts,
    pagination: { page: 2, totalPages: 3, newerPath: '/blog', olderPath: '/blog/page/3' },
    sidebar,
    showReadingTime: true,
    ...overrides,
  };
}

export const blogPostData: BlogPostPageData = {
  kind: 'blogPost',
  path: '/blog/scaling',
  documentTitle: 'Scaling on Kubernetes | Acme',
  title: 'Scaling on Kubernetes',
  ...common,
  post: {
    id: 'scaling',
    permalink: '/blog/scaling',
    title: 'Scaling on Kubernetes',
    description: 'How we scale.',
    date: '2025-02-11T00:00:00.000Z',
    readingTimeMinutes: 4,
    html: '<p>Full post body.</p><h2 id="intro">Introduction</h2>',
    hasTruncateMarker: true,
    toc,
    draft: false,
    unlisted: false,
    hideTableOfContents: false,
    authors,
    tags: [tags[0], tags[1]],
    prev: { title: 'A newer post', permalink: '/blog/newer' },
    next: { title: 'What about partnership?', permalink: '/blog/partnership' },
  },
  sidebar,
  showReadingTime: true,
};

export const blogTagsData: BlogTagsPageData = { kind: 'blogTags', path: '/blog/tags', documentTitle: 'Tags | Acme', title: 'Tags', ...common, tags, sidebar };

export const blogTagData: BlogTagPageData = {
  kind: 'blogTag',
  path: '/blog/tags/erpnext',
  documentTitle: '2 posts tagged with "ERPNext" | Acme',
  title: '2 posts tagged with "ERPNext"',
  ...common,
  tag: tags[1],
  posts,
  pagination: { page: 1, totalPages: 1 },
  sidebar,
  showReadingTime: false,
};

export const blogArchiveData: BlogArchivePageData = {
  kind: 'blogArchive',
  path: '/blog/archive',
  documentTitle: 'Archive | Acme',
  title: 'Archive',
  ...common,
  years: [
    { year: '2024', posts: [{ title: 'Benches on Kubernetes', permalink: '/blog/benches', date: '2024-12-31T23:00:00.000Z' }] },
    {
      year: '2025',
      posts: [
        { title: 'Scaling on Kubernetes', permalink: '/blog/scaling', date: '2025-02-11T00:00:00.000Z' },
        { title: 'What about partnership?', permalink: '/blog/partnership', date: '2025-01-05T00:00:00.000Z' },
      ],
    },
  ],
};

export const blogAuthorsData: BlogAuthorsPageData = { kind: 'blogAuthors', path: '/blog/authors', documentTitle: 'Authors | Acme', title: 'Authors', ...common, authors };

export const blogAuthorData: BlogAuthorPageData = {
  kind: 'blogAuthor',
  path: '/blog/authors/elena',
  documentTitle: 'Elena Varga | Acme',
  title: 'Elena Varga',
  ...common,
  author: authors[0],
  posts: [posts[0]],
  sidebar,
  showReadingTime: true,
};

export const notFoundData: NotFoundPageData = {
  kind: 'notFound',
  path: '/404.html',
  documentTitle: 'Page Not Found | Acme',
  title: 'Page Not Found',
  description: 'We could not find what you were looking for.',
  noindex: true,
};
