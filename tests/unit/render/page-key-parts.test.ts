import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../cli/config/load.ts';
import { loadContent } from '../../../cli/content/load-content.ts';
import { buildGraph } from '../../../cli/graph/build-graph.ts';
import { siteFilesFromMap } from '../../../cli/files/site-files.ts';
import { indexGraph, pageData } from '../../../cli/render/page-data.ts';
import type { PageData } from '../../../cli/graph/page-data-types.ts';
import { pageJson } from '../../../cli/render/page-json.ts';
import { pageKeyParts, pageKeyView, summaryKeyParts } from '../../../cli/render/page-key-parts.ts';

const ROOT = '/in-memory/site';
const config = validateConfig({ title: 'Memory', url: 'https://memory.example.com', blog: { postsPerPage: 1 } }, ROOT, `${ROOT}/site.config.ts`).value!;
const files = siteFilesFromMap(config.contentDir, {
  'index.md': '---\ntitle: Home\nlatestPosts: 2\n---\n\nWelcome, "friends".\n',
  'guides/index.md': '# Guides\n\nStart with [install](/guides/install).\n',
  'guides/install.md': '---\ntitle: Install\n---\n\n## Steps\n\n```bash\nnpm ci\n```\n',
  'blog/2025-01-10-hello.md': '---\ntitle: Hello\nauthors: [ann]\ntags: [news]\n---\n\nFirst <em>post</em>.\n\n<!-- truncate -->\n\nMore.\n',
  'blog/2025-02-10-again.md': '---\ntitle: Again\nauthors: [ann]\ntags: [news]\n---\n\nSecond post.\n',
  'blog/authors.yml': 'ann:\n  name: Ann\n  page: true\n',
});

/** The page's JSON again from its parts: each number where a body was, the body. A body of HTML left in the JSON fails. */
function joined({ json, bodies }: { json: string; bodies: string[] }): string {
  const revive = (key: string, value: unknown) => {
    if (key !== 'html' && key !== 'excerptHtml') return value;
    if (typeof value === 'string') throw new Error(`a body was left in the JSON: ${value}`);
    return typeof value === 'number' ? bodies[value] : value;
  };
  return JSON.stringify(JSON.parse(json, revive));
}

describe('pageKeyParts', async () => {
  const content = await loadContent(config, files);
  const { graph } = buildGraph(config, content.value!, 'production').value;
  const index = indexGraph(graph);
  const pages = graph.routes.map((route) => pageData(route, index));

  it("stands for every page's data exactly as its JSON does, with the bodies of HTML set aside", () => {
    expect(new Set(pages.map((data) => data.kind))).toEqual(new Set(['home', 'doc', 'blogList', 'blogPost', 'blogTags', 'blogTag', 'blogArchive', 'blogAuthors', 'blogAuthor']));
    for (const data of pages) {
      const parts = pageKeyParts(data);
      expect(joined(parts)).toBe(pageJson(data));
    }
    const post = pageKeyParts(pages.find((data) => data.kind === 'blogPost')!);
    expect(post.bodies).toHaveLength(1);
    expect(post.bodies[0]).toContain('<p>');
  });

  it('sets aside every excerpt of a list, in order', () => {
    const home = pages.find((data): data is Extract<PageData, { kind: 'home' }> => data.kind === 'home')!;
    const parts = pageKeyParts(home);
    expect(parts.bodies).toEqual([home.home.html, ...home.latestPosts.map((post) => post.excerptHtml)]);
  });

  it("sets aside a Markdown page's body, and keeps a tree (MDX) in the JSON", () => {
    const page = { kind: 'page', path: '/about', title: 'About', page: { type: 'markdown', html: '<p>About "us"</p>', toc: [] }, showToc: false } as unknown as PageData;
    expect(pageKeyParts(page)).toEqual({ json: pageJson(page).replace(JSON.stringify('<p>About "us"</p>'), '0'), bodies: ['<p>About "us"</p>'] });
    const tree = { type: 'mdx', nodes: ['text'], components: [] };
    const doc = { ...pages.find((data) => data.kind === 'doc')!, path: '/tree' } as Extract<PageData, { kind: 'doc' }>;
    const withTree = { ...doc, doc: { ...doc.doc, html: tree } } as unknown as PageData;
    expect(pageKeyParts(withTree)).toEqual({ json: pageJson(withTree), bodies: [] });
  });

  it('stands, with `shared`, for each post summary and the blog sidebar by what it makes of them, and a summary by its own parts', () => {
    const names = new Map<object, string>();
    const shared = (value: object) => names.get(value) ?? (names.set(value, `shared ${names.size}`), `shared ${names.size - 1}`);
    for (const data of pages) {
      const { json, bodies } = pageKeyParts(data, shared);
      const objects = new Map([...names].map(([value, name]) => [name, value]));
      const revived = JSON.parse(json, (key, value) => (typeof value === 'string' && objects.has(value) ? objects.get(value) : (key === 'html' || key === 'excerptHtml') && typeof value === 'number' ? bodies[value] : value));
      expect(JSON.stringify(revived)).toBe(pageJson(data));
    }
    const list = pages.find((data): data is Extract<PageData, { kind: 'blogList' }> => data.kind === 'blogList')!;
    // Both posts' summaries, each one object on every page, and the sidebar.
    expect(names.size).toBe(3);
    expect(names.has(list.sidebar) && names.has(list.posts[0])).toBe(true);
    for (const post of [...names.keys()].filter((value) => 'excerptHtml' in value)) expect(joined(summaryKeyParts(post as typeof list.posts[0]))).toBe(JSON.stringify(post));
  });

  it("views each page as its parts stand for it, each body of HTML in its place, shared objects as what `shared` makes of them", () => {
    const shared = (value: object) => `shared ${'excerptHtml' in value ? (value as unknown as { id: string }).id : 'sidebar'}`;
    for (const data of pages) {
      const { json, bodies } = pageKeyParts(data, shared);
      const placed = JSON.parse(json, (key, value) => ((key === 'html' || key === 'excerptHtml') && typeof value === 'number' ? bodies[value] : value));
      expect(JSON.stringify(pageKeyView(data, shared)), data.path).toBe(JSON.stringify(placed));
    }
  });
});
