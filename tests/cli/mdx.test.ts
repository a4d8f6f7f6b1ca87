import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, fixtureSite, FIXTURES, sitegen } from '../support/fixture.ts';
import { fileTempDir } from '../support/temp-dirs.ts';

/** A fresh copy of a named fixture site, built with the real binary. */
function built(name: string): { root: string; status: number | null; stderr: string; read: (path: string) => string } {
  const root = fileTempDir(name);
  cpSync(join(FIXTURES, name), root, { recursive: true });
  const run = sitegen(['build', '--root', root], { cwd: root });
  return { root, status: run.status, stderr: run.stderr, read: (path) => readFileSync(join(root, 'dist', path), 'utf8') };
}

/** The body of a built page: what its `.markdown` element holds. */
const body = (html: string) => /<div class="markdown">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';

describe('MDX content (issue 17)', () => {
  const site = built('mdx-basic');

  it('builds', () => {
    expect(site.stderr).toMatch(/✔ Built 9 routes/);
    expect(site.status).toBe(0);
  });

  it('keeps import/export lines and MDX comments off the page, and evaluates static expressions', () => {
    const page = body(site.read('docs/index.html'));
    expect(page).toContain('<p>Welcome to Aurora, released in 2025.</p>');
    expect(page).not.toMatch(/import|export|\{\/\*|An MDX comment|Items from JSON/);
  });

  it('renders lowercase JSX as HTML: <figure><figcaption>, className, style objects, data attributes', () => {
    const page = body(site.read('docs/index.html'));
    expect(page).toContain('<figure><figcaption>Show the steps</figcaption><p>Run <strong>install</strong> first.</p></figure>');
    expect(page).toContain('<div class="callout" style="font-size: 14px; margin-top: 0" data-kind="info"><p>Inside a <em>div</em>.</p></div>');
  });

  it('copies a file an MDX <img> names, under its hashed name', () => {
    const src = /<img src="([^"]+)" alt="A picture">/.exec(body(site.read('docs/index.html')))?.[1];
    expect(src).toMatch(/^\/assets\/images\/pic-[0-9a-f]{8}\.png$/);
    expect(existsSync(join(site.root, 'dist', src!))).toBe(true);
  });

  it('reads imported JSON', () => {
    expect(body(site.read('docs/index.html'))).toContain('<ul><li>first item</li><li>second item</li></ul>');
  });

  it('inlines partials with their props, and never makes _files or _folders routes', () => {
    const page = body(site.read('docs/index.html'));
    expect(page).toContain('<p>This note is a <strong>partial</strong> about partial props.</p>');
    expect(page).toContain('<p class="banner">A banner from a folder of partials.</p>');
    expect(page).toContain('<p>A Markdown partial with <abbr title="raw HTML">HTML</abbr>.</p>');
    expect(existsSync(join(site.root, 'dist/docs/_note/index.html'))).toBe(false);
    expect(existsSync(join(site.root, 'dist/docs/_shared/_banner/index.html'))).toBe(false);
    expect(site.read('blog/index.html')).not.toContain('Not a post');
    expect(page).toContain('<h2 id="second-section">Second section</h2>');
  });

  it('marks the blog excerpt with {/* truncate */}', () => {
    const list = JSON.parse(site.read('blog/page-data.json')) as { posts: Array<{ excerptHtml: string; hasTruncateMarker: boolean }> };
    expect(list.posts[0]).toMatchObject({ excerptHtml: '<p>The excerpt of the post.</p>', hasTruncateMarker: true });
  });

  it("reads a .md file with ESM as MDX ('detect'), and one of raw HTML as CommonMark", () => {
    expect(body(site.read('docs/guide/detected/index.html'))).toContain('<p>The answer is 42.</p>');
    const plain = body(site.read('docs/plain/index.html'));
    expect(plain).toContain('<br> and an HTML comment: <!-- kept -->');
    expect(plain).toContain('<div class="raw">raw HTML</div>');
  });

  it("renders Docusaurus' theme components on the server: TOCInline from toc, Tabs, Admonition, CodeBlock, Details, DocCardList", () => {
    const page = body(site.read('docs/components/index.html'));
    expect(page).toContain('<div class="toc-inline"><ul class="toc-inline__list"><li><a href="#install">Install</a></li><li><a href="#notes">Notes</a></li></ul></div>');
    // Part of it, as Docusaurus pages write it: `toc.slice(1)`.
    expect(page).toContain('<div class="toc-inline"><ul class="toc-inline__list"><li><a href="#notes">Notes</a></li></ul></div>');
    // Or filtered, as Docusaurus' documentation shows: `toc.filter((node) => node.level === 2 && …)`.
    expect(page).toContain('<div class="toc-inline"><ul class="toc-inline__list"><li><a href="#install">Install</a></li></ul></div>');
    expect(page).toMatch(/<li role="tab" [^>]*aria-selected="true"[^>]*>npm<\/li>/);
    // A file link inside a component resolves to its route, in the tree's HTML as in a plain page's.
    expect(page).toMatch(/<div role="tabpanel" [^>]*hidden=""[^>]*><p>Run <code>yarn add<\/code>, as <a href="\/docs\/plain">the plain page<\/a> says\.<\/p><\/div>/);
    expect(page).toContain('<div class="admonition__content"><p>Tabs remember the choice.</p></div>');
    expect(page).toContain('<div class="code-block__title">hello.js</div>');
    expect(page).toContain('<summary class="details__summary">More</summary>');
    expect(body(site.read('docs/guide/index.html'))).toMatch(/<a href="\/docs\/guide\/detected" class="doc-card__link"/);
    // The theme components are markup: the browser gets their HTML, and Tabs' behaviour, not their code.
    const data = JSON.parse(site.read('docs/components/page-data.json')) as { doc: { html: unknown }; mdx: Record<string, unknown> };
    expect(typeof data.doc.html).toBe('string');
    expect(data.mdx).toEqual({ behaviours: expect.stringMatching(/^\/assets\/chunks\/behaviours-[A-Z0-9]+\.js$/) });
    const guide = JSON.parse(site.read('docs/guide/page-data.json')) as { doc: { html: unknown }; mdx?: unknown };
    expect(guide.doc.html).toMatch(/^<p>The guide's pages:<\/p>\n<section class="doc-cards">/);
    expect(guide.mdx).toBeUndefined();
    expect(site.read('docs/guide/index.html')).not.toMatch(/MdxMarkdown-|DocCardList-/);
  });

  it("keeps where each component was written in the graph, and out of the page data a browser downloads", () => {
    const graph = sitegen(['graph', '--root', site.root], { cwd: site.root });
    const docs = (JSON.parse(graph.stdout) as { docs: Array<{ versions: Array<{ docs: Array<{ id: string; html: { nodes: unknown[] } }> }> }> }).docs[0].versions[0].docs;
    const tabs = docs.find((doc) => doc.id === 'components')!.html.nodes.find((node) => (node as { name?: string }).name === '@theme/Tabs');
    expect(tabs).toMatchObject({ at: { file: 'content/docs/components.mdx', line: 14, column: 1 } });
    expect(site.read('docs/components/page-data.json')).not.toContain('"at":');
  });

  it('keeps pages without components plain HTML, with no MDX chunk', () => {
    const data = JSON.parse(site.read('docs/page-data.json')) as { doc: { html: unknown }; mdx?: unknown };
    expect(typeof data.doc.html).toBe('string');
    expect(data.mdx).toBeUndefined();
  });
});

describe("a site's own MDX components (issue 17)", () => {
  const site = built('mdx-site-components');

  it('renders them on the server with JSON props, and names their chunk in the page data', () => {
    expect(site.status).toBe(0);
    expect(body(site.read('docs/index.html'))).toContain('<button type="button">Clicks<!-- -->: <!-- -->3 clicks</button>');
    const data = JSON.parse(site.read('docs/page-data.json')) as { doc: { html: { type: string; components: string[] } }; mdx: { renderer: string; chunks: Record<string, string> } };
    expect(data.doc.html).toMatchObject({ type: 'mdx', components: ['@site/src/components/Counter'] });
    expect(data.mdx.chunks['@site/src/components/Counter']).toMatch(/^\/assets\/chunks\/Counter-[A-Z0-9]+\.js$/);
    expect(data.mdx.renderer).toMatch(/^\/assets\/chunks\/MdxMarkdown-[A-Z0-9]+\.js$/);
    const html = site.read('docs/index.html');
    for (const chunk of [data.mdx.renderer, data.mdx.chunks['@site/src/components/Counter']]) expect(html).toContain(`<link rel="modulepreload" href="${chunk}">`);
  });

  it('leaves pages that do not use them without their chunk', () => {
    expect(site.read('docs/other/index.html')).not.toMatch(/Counter-|MdxMarkdown-/);
    expect(JSON.parse(site.read('docs/other/page-data.json'))).not.toHaveProperty('mdx');
  });
});

interface JsonDiagnostic {
  code: string;
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
}

function validate(broken: string): { status: number | null; diagnostics: JsonDiagnostic[] } {
  const root = fixtureCopy(broken);
  const run = sitegen(['validate', '--root', root, '--json'], { cwd: root });
  const diagnostics = JSON.parse(run.stdout) as Array<JsonDiagnostic & { severity: string }>;
  return { status: run.status, diagnostics: diagnostics.filter((d) => d.severity === 'error') };
}

describe('MDX that needs run-time evaluation (issue 17)', () => {
  it('is a coded error at its file and line: dynamic props and expressions, unknown imports, undeclared components', () => {
    const { status, diagnostics } = validate('mdx-errors');
    expect(status).toBe(1);
    const file = 'content/guides/mdx-errors.mdx';
    expect(diagnostics.map(({ code, file, line, column }) => ({ code, file, line, column }))).toEqual([
      { code: 'MdxUnknownImport', file, line: 4, column: 1 },
      { code: 'MdxDynamicExpression', file, line: 5, column: 26 },
      { code: 'MdxDynamicExpression', file, line: 7, column: 19 },
      { code: 'MdxUndefinedComponent', file, line: 9, column: 1 },
      { code: 'MdxDynamicExpression', file, line: 11, column: 7 },
    ]);
    expect(diagnostics[0].message).toBe("`@theme-original/Chart` is an alias of Docusaurus' own build, which sitegen does not serve to MDX.");
    expect(diagnostics[2].message).toBe('A prop of <Details>: a function call needs evaluating at run time.');
  });

  it('reports MDX that does not parse with MDX’s own message, at its line and column', () => {
    const { status, diagnostics } = validate('mdx-syntax');
    expect(status).toBe(1);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'MdxSyntaxError', file: 'content/guides/mdx-syntax.mdx', line: 4, column: 12 })]);
    expect(diagnostics[0].message).toContain('Unexpected character `3` (U+0033) before name');
  });
});

describe('a theme component used wrongly (issue 17)', () => {
  it('fails the build at the file, line and column of its JSX', () => {
    const run = built('mdx-component-error');
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('content/docs/index.mdx:15:1  error  <Tabs>: has more than one tab with the value "npm". Every tab\'s value must be unique within its <Tabs>.  [MdxComponentError]');
  });

  it('names the partial, when the component is in one', () => {
    const root = fixtureSite('mdx-component-error');
    rmSync(join(root, 'content/docs/index.mdx'));
    const run = sitegen(['build', '--root', root], { cwd: root });
    // Its output with the status: a failing build that stalled once exited 13 with nothing else (3611d24); bin/sitegen.js now says so.
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('content/docs/_steps.mdx:6:1  error  <Tabs>: holds a <p> without a value.');
  });
});

describe('@docusaurus/* imports in MDX (issue 17)', () => {
  const site = built('mdx-docusaurus');
  const markdown = (html: string) => /<div class="markdown">([\s\S]*?)<\/div>(?:<!--\/\$-->)?<\/article>/.exec(html)?.[1] ?? '';

  it('builds, with a warning at the line of what sitegen leaves out', () => {
    expect(site.status).toBe(0);
    expect(site.stderr).toContain("content/docs/other.mdx:9:1  warning  <Head> (`@docusaurus/Head`) is left out: sitegen writes a page's <head> from its front matter.");
  });

  it('reads Link, useBaseUrl, Translate, translate and useDocusaurusContext at build time', () => {
    expect(markdown(site.read('docs/index.html'))).toBe(
      '<p>Read <a href="/docs/other#details">the other page</a> or <a href="https://docusaurus.io" target="_blank" rel="noopener noreferrer">Docusaurus</a>.</p>\n' +
        '<p>The logo: <img src="/img/logo.svg" alt="Logo"></p>\n' +
        '<p>Welcome to Docusaurus Imports: Hello, readers! Bye.</p>',
    );
  });

  it('renders the fallback of <BrowserOnly> on the server, and leaves its function’s JSX to the browser', () => {
    const html = site.read('docs/other/index.html');
    expect(markdown(html)).toBe('<h2 id="details">Details</h2>\n<p class="clock-wait">Loading the clock…</p>');
    const data = JSON.parse(site.read('docs/other/page-data.json')) as { doc: { html: { nodes: unknown[] } }; mdx: { chunks: Record<string, string> } };
    expect(data.doc.html.nodes[2]).toMatchObject({ name: '@theme/BrowserOnly', children: [{ props: { fallback: true } }, { name: '@site/src/components/Clock' }] });
    expect(Object.keys(data.mdx.chunks)).toEqual(['@site/src/components/Clock', '@theme/BrowserOnly']);
  });

  it('checks a <Link> as any link: one to no route is a BrokenLink at its line', () => {
    const { status, diagnostics } = validate('mdx-docusaurus-link');
    expect(status).toBe(1);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'BrokenLink', file: 'content/guides/linked.mdx', line: 9, column: 1 })]);
  });
});
