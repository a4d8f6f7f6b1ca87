import { describe, expect, it } from 'vitest';
import BlogAuthorPage from '../../../../runtime/pages/BlogAuthorPage.tsx';
import BlogListPage from '../../../../runtime/pages/BlogListPage.tsx';
import BlogTagPage from '../../../../runtime/pages/BlogTagPage.tsx';
import { blogAuthorData, blogListData, blogTagData, sidebar } from './fixtures.ts';
import { select, selectAll, texts } from './html-query.ts';
import { render } from './render.tsx';

describe('BlogListPage', () => {
  const root = () => render(<BlogListPage data={blogListData()} />, '/blog/page/2').root;

  it('has one h1 and a post entry per post, titles as h2 links', () => {
    const page = root();
    expect(texts(selectAll(page, 'h1'))).toEqual(['Blog']);
    expect(texts(selectAll(page, 'article h2'))).toEqual(['Scaling on Kubernetes', 'What about partnership?']);
    expect(selectAll(page, 'article h2 a').map((a) => a.attrs.href)).toEqual(['/blog/scaling', '/blog/partnership']);
  });

  it('shows the excerpt, and "Read more" only for posts with a truncate marker', () => {
    const [first, second] = selectAll(root(), 'article.post-item');
    expect(texts([select(first, '.post-item__excerpt strong')])).toEqual(['excerpt']);
    expect(select(first, '.post-item__read-more').attrs).toMatchObject({ href: '/blog/scaling', 'aria-label': 'Read more about Scaling on Kubernetes' });
    expect(texts([select(first, '.post-item__read-more')])).toEqual(['Read more']);
    expect(selectAll(second, '.post-item__read-more')).toEqual([]);
  });

  it('shows date, reading time, authors and tags', () => {
    const [first] = selectAll(root(), 'article.post-item');
    expect(texts([select(first, '.post-header__meta')])).toEqual(['February 11, 2025 · 4 min read']);
    expect(select(first, '.post-header__authors img').attrs).toMatchObject({ src: '/img/authors/elena.svg', alt: '' });
    expect(select(first, '.author__name').attrs.href).toBe('/blog/authors/elena');
    expect(texts([select(first, '.author__title')])).toEqual(['Principal Engineer']);
    expect(selectAll(first, '.tag-chip').map((a) => a.attrs.href)).toEqual(['/blog/tags/kubernetes', '/blog/tags/erpnext']);
  });

  it('links newer and older entries', () => {
    const nav = select(root(), 'nav[aria-label="Blog list page navigation"]');
    expect(selectAll(nav, 'a').map((a) => [a.attrs.href, texts([a])[0]])).toEqual([
      ['/blog', '« Newer entries'],
      ['/blog/page/3', 'Older entries »'],
    ]);
  });

  it('has no pagination nav on a single page', () => {
    const page = render(<BlogListPage data={blogListData({ pagination: { page: 1, totalPages: 1 } })} />, '/blog').root;
    expect(selectAll(page, 'nav[aria-label="Blog list page navigation"]')).toEqual([]);
  });

  it('groups the sidebar by year with year headings', () => {
    const nav = select(root(), 'aside nav[aria-label="Blog recent posts"]');
    expect(texts([select(nav, '.blog-sidebar__title')])).toEqual(['Recent posts']);
    expect(texts(selectAll(nav, 'h3'))).toEqual(['2025', '2024']);
    const groups = selectAll(nav, '[role="group"]');
    expect(texts(selectAll(groups[0], 'a'))).toEqual(['Scaling on Kubernetes', 'What about partnership?']);
    // 2024-12-31T23:00Z is still 2024 in UTC, whatever the machine's time zone.
    expect(texts(selectAll(groups[1], 'a'))).toEqual(['Benches on Kubernetes']);
  });

  it('lists the sidebar flat when not grouped by year', () => {
    const page = render(<BlogListPage data={blogListData({ sidebar: { ...sidebar, groupByYear: false } })} />, '/blog').root;
    const nav = select(page, 'nav[aria-label="Blog recent posts"]');
    expect(selectAll(nav, 'h3')).toEqual([]);
    expect(selectAll(nav, 'a')).toHaveLength(3);
  });

  it('hides the reading time when turned off', () => {
    const page = render(<BlogListPage data={blogListData({ showReadingTime: false })} />, '/blog').root;
    expect(texts(selectAll(page, '.post-header__meta'))).toEqual(['February 11, 2025', 'January 5, 2025']);
  });
});

describe('BlogTagPage', () => {
  it('titles the page with the tag and links back to all tags', () => {
    const page = render(<BlogTagPage data={blogTagData} />, '/blog/tags/erpnext').root;
    expect(texts(selectAll(page, 'h1'))).toEqual(['2 posts tagged with "ERPNext"']);
    expect(texts([select(page, '.blog-page__description')])).toEqual(['ERP things.']);
    expect(select(page, '.blog-page__back').attrs.href).toBe('/blog/tags');
    expect(selectAll(page, 'article.post-item')).toHaveLength(2);
    expect(selectAll(page, 'nav[aria-label="Blog recent posts"]')).toHaveLength(1);
  });
});

describe('BlogAuthorPage', () => {
  it('shows the author card as the h1 and the author posts', () => {
    const page = render(<BlogAuthorPage data={blogAuthorData} />, '/blog/authors/elena').root;
    expect(texts(selectAll(page, 'h1'))).toEqual(['Elena Varga']);
    expect(texts([select(page, '.author-card__title')])).toEqual(['Principal Engineer']);
    expect(select(page, '.author-card__url').attrs).toMatchObject({ href: 'https://github.example.com/elena', target: '_blank', rel: 'noopener noreferrer' });
    expect(texts(selectAll(page, 'article h2'))).toEqual(['Scaling on Kubernetes']);
  });
});
