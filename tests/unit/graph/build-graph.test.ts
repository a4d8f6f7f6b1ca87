import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { loadGraph, validate } from '../../../cli/api.ts';

const fixture = resolve(import.meta.dirname, '../../fixtures/good-site');

describe('the site graph of the good fixture', async () => {
  const loaded = await validate({ root: fixture });
  const graph = loaded.result!.graph;

  it('is valid with only the expected warning', () => {
    expect(loaded.ok).toBe(true);
    expect(loaded.diagnostics.map((d) => d.code)).toEqual(['UnknownTag']);
  });

  it('has one section with version current labelled Next and main doc index', () => {
    const [section] = graph.docs;
    expect(section.id).toBe('guides');
    const [version] = section.versions;
    expect(version).toMatchObject({ name: 'current', label: 'Next', mainDocId: 'index', path: '/guides/' });
    expect(version.draftIds).toEqual(['draft-page']);
    expect(version.docs.map((d) => d.id).sort()).toEqual(['advanced/api', 'advanced/index', 'index', 'install']);
  });

  it('autogenerates the sidebar: index first, categories linked to their index', () => {
    const sidebar = graph.docs[0].versions[0].sidebars.guides;
    expect(sidebar[0]).toMatchObject({ type: 'link', href: '/guides/', docId: 'index' });
    expect(sidebar[1]).toMatchObject({ type: 'link', href: '/guides/install' });
    expect(sidebar[2]).toMatchObject({ type: 'category', label: 'Advanced topics', href: '/guides/advanced/', linkUnlisted: false });
    expect(sidebar[2].type === 'category' && sidebar[2].items.map((i) => i.type === 'link' && i.label)).toEqual(['The API']);
  });

  it('takes the title from a leading h1 and expands placeholders', () => {
    const api = graph.docs[0].versions[0].docs.find((d) => d.id === 'advanced/api')!;
    expect(api.title).toBe('The API');
    expect(api.html).not.toContain('<h1');
    const install = graph.docs[0].versions[0].docs.find((d) => d.id === 'install')!;
    expect(install.toc).toEqual([
      { id: 'requirements', value: 'Requirements', level: 2 },
      { id: 'versions', value: 'Versions', level: 3 },
    ]);
    expect(install.html).toContain('fix');
    expect(install.html).not.toContain('{{product}}');
  });

  it('sorts posts newest first with dates, slugs, excerpts and tags', () => {
    const posts = graph.blog!.posts;
    expect(posts.map((p) => p.permalink)).toEqual(['/blog/third-post', '/blog/second-post', '/blog/first-post']);
    expect(posts[0].date).toBe('2025-03-03T00:00:00.000Z');
    expect(posts[2].hasTruncateMarker).toBe(true);
    expect(posts[2].excerptHtml).toContain('The first one.');
    expect(posts[2].excerptHtml).not.toContain('More text');
    expect(posts[1].prev).toEqual({ title: 'Third post', permalink: '/blog/third-post' });
    expect(posts[1].next).toEqual({ title: 'First post', permalink: '/blog/first-post' });
    expect(graph.blog!.archive).toEqual([
      { year: '2025', posts: ['third-post', 'second-post'] },
      { year: '2024', posts: ['first-post'] },
    ]);
  });

  it('paginates the blog list and lists every route once', () => {
    const paths = graph.routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/guides/', '/blog', '/blog/page/2', '/blog/tags', '/blog/tags/release', '/blog/tags/notes', '/blog/archive', '/blog/authors']));
    const page2 = graph.routes.find((r) => r.path === '/blog/page/2');
    expect(page2).toMatchObject({ kind: 'blogList', page: 2, totalPages: 2, posts: ['first-post'] });
  });

  it("lists each tag's posts once, newest first, on its page, and counts them", () => {
    const tagRoutes = graph.routes.filter((r) => r.kind === 'blogTag');
    expect(tagRoutes.map((r) => [r.path, r.kind === 'blogTag' && r.posts])).toEqual([
      ['/blog/tags/notes', ['second-post']],
      ['/blog/tags/release', ['second-post', 'first-post']],
    ]);
    expect(graph.blog!.tags.map((t) => [t.key, t.postCount])).toEqual([
      ['notes', 1],
      ['release', 2],
    ]);
  });

  it('resolves navbar doc references into links', () => {
    expect(graph.navbar[0]).toMatchObject({ type: 'docSidebar', to: '/guides/', label: 'Guides', activeBasePath: '/guides/' });
    expect(graph.navbar[1]).toMatchObject({ type: 'doc', to: '/guides/install', position: 'right' });
    expect(graph.navbar[3]).toMatchObject({ type: 'docsVersionDropdown', versions: [{ name: 'current', label: 'Next', to: '/guides/' }] });
  });

  it('includes drafts in development mode', async () => {
    const dev = await loadGraph({ root: fixture, mode: 'development' });
    const version = dev.result!.graph.docs[0].versions[0];
    expect(version.draftIds).toEqual([]);
    expect(version.docs.some((d) => d.id === 'draft-page')).toBe(true);
  });
});
