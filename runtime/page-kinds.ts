import type { ComponentType } from 'react';
import type { PageData, PageKind } from '../cli/graph/page-data-types.ts';

export type PageComponent = ComponentType<{ data: PageData }>;

/**
 * The page component of each kind, for the server render. The browser imports the same modules
 * as separate chunks, by the URLs in its boot data (runtime/client/entry.tsx); the client bundle
 * builds them from cli/bundle/bundle-client.ts's list of page files.
 */
export const pageKinds: Record<PageKind, () => Promise<{ default: ComponentType<{ data: never }> }>> = {
  home: () => import('./pages/HomePage.tsx'),
  doc: () => import('./pages/DocPage.tsx'),
  blogList: () => import('./pages/BlogListPage.tsx'),
  blogPost: () => import('./pages/BlogPostPage.tsx'),
  blogTags: () => import('./pages/BlogTagsPage.tsx'),
  blogTag: () => import('./pages/BlogTagPage.tsx'),
  blogArchive: () => import('./pages/BlogArchivePage.tsx'),
  blogAuthors: () => import('./pages/BlogAuthorsPage.tsx'),
  blogAuthor: () => import('./pages/BlogAuthorPage.tsx'),
  notFound: () => import('./pages/NotFoundPage.tsx'),
  page: () => import('./pages/SitePage.tsx'),
};

export async function loadPageComponent(kind: PageKind): Promise<PageComponent> {
  return (await pageKinds[kind]()).default as PageComponent;
}
