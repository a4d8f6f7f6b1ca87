import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, sitegen } from '../support/fixture.ts';

/** tests/fixtures/react-pages with the extra files given (relative to the site, empty text: removed), built with the real binary. */
function built(extra: Record<string, string> = {}, root = fixtureSite('react-pages')) {
  for (const [file, text] of Object.entries(extra)) {
    const path = join(root, file);
    if (text === '') rmSync(path, { force: true });
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
  const run = sitegen(['build', '--root', root], { cwd: root });
  return { root, status: run.status, stderr: run.stderr, has: (path: string) => existsSync(join(root, 'dist', path)), read: (path: string) => readFileSync(join(root, 'dist', path), 'utf8') };
}

const main = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe('pages of src/pages (issue 19)', () => {
  const site = built();

  it("routes them as Docusaurus' pages plugin does, leaving out _ files, _ folders and tests", () => {
    expect(site.status, site.stderr).toBe(0);
    for (const page of ['about/index.html', 'notes/index.html', 'foo/index.html']) expect(site.has(page), page).toBe(true);
    expect(site.has('about.test/index.html')).toBe(false);
    expect(site.has('_parts/Hero/index.html')).toBe(false);
    const sitemap = site.read('sitemap.xml');
    for (const path of ['/about', '/notes', '/foo']) expect(sitemap).toContain(`<loc>https://pages.example.com${path}</loc>`);
  });

  it("renders a React page in the site's layout, once, its <Layout> title and description in the head", () => {
    const html = site.read('about/index.html');
    expect(html).toContain('<title>About us | Pages Site</title>');
    expect(html).toContain('<meta name="description" content="Who we are, as a React page.">');
    expect(html).toContain('<meta property="og:title" content="About us | Pages Site">');
    expect(html.match(/<nav aria-label="Main"/g)).toHaveLength(1);
    const body = main(html);
    expect(body).toMatch(/^<div class="about-page"><h1 class="hero-title">Pages Site<\/h1><p class="greeting">Hello from customFields<\/p>/);
    expect(body).toContain('<a href="/docs" class="docs-link" data-prefetch="">Read the docs</a>');
    expect(body).toContain('<img class="logo" src="/img/logo.svg"');
    expect(body).toContain('<ul class="features"><li>Fast</li><li>Typed</li></ul><span class="where">server</span>');
    const data = JSON.parse(site.read('about/page-data.json')) as { documentTitle: string; description: string; customFields: unknown; mdx: { chunks: Record<string, string> } };
    expect(data.documentTitle).toBe('About us | Pages Site');
    expect(data.description).toBe('Who we are, as a React page.');
    expect(data.customFields).toEqual({ greeting: 'Hello from customFields' });
    // Its own chunk, loaded by its page only.
    const chunk = data.mdx.chunks['@site/src/pages/about.tsx'];
    expect(chunk).toMatch(/^\/assets\/chunks\/about-[A-Z0-9]+\.js$/);
    expect(html).toContain(`<link rel="modulepreload" href="${chunk}">`);
    expect(site.read('notes/index.html')).not.toContain('/about-');
  });

  it('renders Markdown and MDX pages with their front matter, table of contents and no sidebar', () => {
    const notes = site.read('notes/index.html');
    expect(notes).toContain('<title>Notes | Pages Site</title>');
    expect(notes).toContain('<meta name="description" content="A Markdown page.">');
    expect(main(notes)).toContain('<h1>Release notes</h1>');
    expect(main(notes)).toMatch(/<div class="markdown notes-page"><p>Plain Markdown, in the site's layout\. <img src="(\/assets\/images\/dot-[\w-]+\.svg)" alt="A dot"><\/p>/);
    // The file next to the page, copied as docs' are.
    const image = /src="(\/assets\/images\/dot-[\w-]+\.svg)"/.exec(notes)![1];
    expect(site.read(image)).toContain('<circle');
    expect(main(notes)).toContain('<nav class="toc toc--desktop"');
    expect(notes).not.toContain('doc-sidebar');
    const foo = site.read('foo/index.html');
    expect(foo).toContain('<title>Foo | Pages Site</title>');
    expect(main(foo)).toContain('role="tablist"');
    expect(main(foo)).not.toContain('toc--desktop');
  });

  it('lists them in /llms.txt under Pages, a React page by its <Layout> title', () => {
    const llms = site.read('llms.txt');
    expect(llms).toContain('## Pages\n\n- [About us](https://pages.example.com/about): Who we are, as a React page.\n- [Foo](https://pages.example.com/foo): An MDX page.\n- [Notes](https://pages.example.com/notes): A Markdown page.\n');
  });
});

describe('src/pages/index.tsx (issue 19)', () => {
  const page = "import Layout from '@theme/Layout';\nexport default function Home() {\n  return <Layout title=\"Welcome\"><p className=\"home\">Home page of my own</p></Layout>;\n}\n";

  it('is the home page of a site without content/index.md', () => {
    const site = built({ 'src/pages/index.tsx': page });
    expect(site.status, site.stderr).toBe(0);
    expect(main(site.read('index.html'))).toBe('<p class="home">Home page of my own</p>');
    expect(site.read('index.html')).toContain('<title>Welcome | Pages Site</title>');
  });

  it('collides with content/index.md: a DuplicateRoute naming both files, exit 1, the previous build kept', () => {
    const site = built();
    const site2 = built({ 'src/pages/index.tsx': page, 'content/index.md': '---\ntitle: Home\n---\n\nHello.\n' }, site.root);
    expect(site2.status).toBe(1);
    expect(site2.stderr).toMatch(/src\/pages\/index\.tsx +error +The route \/ is claimed by two files: content\/index\.md and src\/pages\/index\.tsx\. +\[DuplicateRoute\]/);
    expect(site2.read('about/index.html')).toContain('About us');
  });

  it('a page and a doc on one route: a DuplicateRoute naming both', () => {
    const site = built({ 'src/pages/docs/index.md': '# Docs page\n' });
    expect(site.status).toBe(1);
    expect(site.stderr).toMatch(/src\/pages\/docs\/index\.md +error +The route \/docs is claimed by two files: content\/docs\/index\.md and src\/pages\/docs\/index\.md\. +\[DuplicateRoute\]/);
  });
});

describe('a bad React page (issue 19)', () => {
  it('without a default export: PageNoDefaultExport at its file, exit 1, the previous output kept', () => {
    const site = built();
    const bad = built({ 'src/pages/bad.tsx': 'export function Bad() {\n  return null;\n}\n' }, site.root);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/src\/pages\/bad\.tsx +error +The page src\/pages\/bad\.tsx has no default export.* +\[PageNoDefaultExport\]/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    expect(bad.read('about/index.html')).toContain('About us');
  });

  it('that does not bundle: ComponentBundleError at its line', () => {
    const bad = built({ 'src/pages/bad.tsx': "import Missing from './nowhere';\n\nexport default function Bad() {\n  return <Missing />;\n}\n" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/src\/pages\/bad\.tsx:1:\d+ +error +Could not resolve "\.\/nowhere" +\[ComponentBundleError\]/);
  });

  it('that throws while rendering: PageRenderError at its file', () => {
    const bad = built({ 'src/pages/bad.tsx': "export default function Bad() {\n  throw new Error('window is not defined');\n}\n" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/src\/pages\/bad\.tsx +error +The page \/bad threw while the server rendered it: window is not defined +\[PageRenderError\]/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });
});
