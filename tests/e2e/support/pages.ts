/** One route of each page kind the consultancy site has (it has no single-author pages). */
export const PAGES: Record<string, string> = {
  home: '/',
  doc: '/services/software-engineering/ci-cd',
  'doc (section index)': '/company/',
  blogList: '/blog',
  blogPost: '/blog/managing-frappe-benches-on-kubernetes',
  blogTags: '/blog/tags',
  blogTag: '/blog/tags/kubernetes',
  blogArchive: '/blog/archive',
  blogAuthors: '/blog/authors',
  notFound: '/this/page/does/not/exist',
};

/** The HTML file a route of PAGES is built to, relative to the output folder. */
export function pageFile(kind: string): string {
  if (kind === 'notFound') return '404.html';
  const path = PAGES[kind].replace(/^\/+|\/+$/g, '');
  return path ? `${path}/index.html` : 'index.html';
}
