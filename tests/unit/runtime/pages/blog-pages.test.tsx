import { describe, expect, it } from 'vitest';
import BlogArchivePage from '../../../../runtime/pages/BlogArchivePage.tsx';
import BlogAuthorsPage from '../../../../runtime/pages/BlogAuthorsPage.tsx';
import BlogPostPage from '../../../../runtime/pages/BlogPostPage.tsx';
import BlogTagsPage, { tagsByLetter } from '../../../../runtime/pages/BlogTagsPage.tsx';
import NotFoundPage from '../../../../runtime/pages/NotFoundPage.tsx';
import { blogArchiveData, blogAuthorsData, blogPostData, blogTagsData, notFoundData, site, tags } from './fixtures.ts';
import { select, selectAll, texts } from './html-query.ts';
import { render } from './render.tsx';

describe('BlogPostPage', () => {
  const root = () => render(<BlogPostPage data={blogPostData} />, '/blog/scaling').root;

  it('has the title as the only h1, with date, reading time and authors', () => {
    const page = root();
    expect(texts(selectAll(page, 'h1'))).toEqual(['Scaling on Kubernetes']);
    const time = select(page, '.post-header time');
    expect(time.attrs.datetime).toBe('2025-02-11T00:00:00.000Z');
    expect(texts([select(page, '.post-header__meta')])).toEqual(['February 11, 2025 · 4 min read']);
    expect(texts(selectAll(page, '.post-header .author__name'))).toEqual(['Elena Varga', 'Tomas Reyes']);
    // An author without page or website is plain text.
    expect(selectAll(page, '.post-header .author__name').map((n) => n.tag)).toEqual(['a', 'span']);
  });

  it('renders the content, the tags footer and newer/older links', () => {
    const page = root();
    expect(texts([select(page, '.blog-post__content p')])).toEqual(['Full post body.']);
    expect(texts(selectAll(page, '.blog-post__footer .tag-chip'))).toEqual(['Kubernetes', 'ERPNext']);
    const pager = select(page, 'nav[aria-label="Blog post page navigation"]');
    expect(texts(selectAll(pager, '.pager__sublabel'))).toEqual(['Newer post', 'Older post']);
    expect(selectAll(pager, 'a').map((a) => a.attrs.href)).toEqual(['/blog/newer', '/blog/partnership']);
  });

  it('has the TOC and the sidebar with the current post marked', () => {
    const page = root();
    expect(selectAll(page, 'nav[aria-label="Table of contents"] a')).toHaveLength(5);
    const current = select(page, 'nav[aria-label="Blog recent posts"] a[aria-current="page"]');
    expect(texts([current])).toEqual(['Scaling on Kubernetes']);
  });

  it('drops the TOC when the post hides it', () => {
    const data = { ...blogPostData, post: { ...blogPostData.post, hideTableOfContents: true } };
    const page = render(<BlogPostPage data={data} />, '/blog/scaling').root;
    expect(selectAll(page, '.toc, .toc-mobile')).toEqual([]);
  });
});

describe('BlogTagsPage', () => {
  it('groups tags alphabetically by first letter, case-insensitively', () => {
    expect(tagsByLetter(tags).map((g) => [g.letter, g.tags.map((t) => t.label)])).toEqual([
      ['E', ['engineering', 'ERPNext']],
      ['F', ['Frappe']],
      ['K', ['Kubernetes']],
    ]);
  });

  it('lists each tag with its post count under a letter heading', () => {
    const page = render(<BlogTagsPage data={blogTagsData} />, '/blog/tags').root;
    expect(texts(selectAll(page, 'h1'))).toEqual(['Tags']);
    expect(texts(selectAll(page, '.tags-index h2'))).toEqual(['E', 'F', 'K']);
    const frappe = select(page, 'a[href="/blog/tags/frappe"]');
    expect(texts([frappe])).toEqual(['Frappe3 posts']);
    expect(texts([select(frappe, '.tag-chip__count')])).toEqual(['3 posts']);
  });
});

describe('BlogArchivePage', () => {
  it('groups posts under one h2 per year, newest year first', () => {
    const page = render(<BlogArchivePage data={blogArchiveData} />, '/blog/archive').root;
    expect(texts(selectAll(page, 'h1'))).toEqual(['Archive']);
    expect(texts(selectAll(page, 'h2'))).toEqual(['2025', '2024']);
    const first = selectAll(page, 'section.archive-year')[0];
    expect(texts(selectAll(first, 'time'))).toEqual(['February 11, 2025', 'January 5, 2025']);
    expect(selectAll(first, 'a').map((a) => a.attrs.href)).toEqual(['/blog/scaling', '/blog/partnership']);
  });
});

describe('BlogAuthorsPage', () => {
  it('shows a card per author with image, name, title, site and post count', () => {
    const page = render(<BlogAuthorsPage data={blogAuthorsData} />, '/blog/authors').root;
    expect(texts(selectAll(page, 'h1'))).toEqual(['Authors']);
    const [elena, tomas] = selectAll(page, '.author-card');
    expect(texts([select(elena, 'h2')])).toEqual(['Elena Varga']);
    expect(select(elena, 'h2 a').attrs.href).toBe('/blog/authors/elena');
    expect(select(elena, 'img').attrs.src).toBe('/img/authors/elena.svg');
    expect(select(elena, 'a.author-card__posts').attrs).toMatchObject({ href: '/blog/authors/elena', 'aria-label': '2 posts by Elena Varga' });
    expect(texts([select(elena, '.author-card__url')])).toEqual(['github.example.com/elena']);
    // No page, no website, no image: plain name, initials, count as text.
    expect(selectAll(tomas, 'h2 a')).toEqual([]);
    expect(texts([select(tomas, '.author__avatar--initials')])).toEqual(['TR']);
    expect(texts([select(tomas, 'span.author-card__posts')])).toEqual(['1 post']);
  });
});

describe('NotFoundPage', () => {
  it('says Page Not Found and links home and to the blog', () => {
    const page = render(<NotFoundPage data={notFoundData} />, '/nope').root;
    expect(texts(selectAll(page, 'h1'))).toEqual(['Page Not Found']);
    expect(selectAll(page, 'a').map((a) => a.attrs.href)).toEqual(['/', '/blog']);
  });

  it('leaves out the blog link when the site has no blog', () => {
    const page = render(<NotFoundPage data={notFoundData} />, '/nope', { ...site, blogPath: null }).root;
    expect(selectAll(page, 'a').map((a) => a.attrs.href)).toEqual(['/']);
  });
});
