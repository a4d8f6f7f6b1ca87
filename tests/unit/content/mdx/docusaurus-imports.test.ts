import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../../cli/content/markdown.ts';

const compile = createMarkdownCompiler({
  minHeadingLevel: 2,
  maxHeadingLevel: 3,
  siteRoot: '/site',
  site: { title: 'Aurora', tagline: 'Docs that move', url: 'https://aurora.example.com', baseUrl: '/base/', customFields: { team: 'Lens' } },
});

const page = (source: string) => compile(source, '/site/content/p.mdx');
const codes = (diagnostics: ReadonlyArray<{ code: string; line?: number }>) => diagnostics.map((d) => [d.code, d.line]);

describe('@docusaurus/* imports in MDX, as Docusaurus 3 documents them (issue 17)', () => {
  it('makes <Link to> and <Link href> links of the page, checked as links; one with a scheme opens in a new tab', async () => {
    const { value, diagnostics } = await page(
      "import Link from '@docusaurus/Link';\n\nSee <Link to=\"/docs/install#setup\">the guide</Link> and <Link href=\"https://example.com\" className=\"out\">ours</Link>.\n\n<Link to=\"/blog\">\n  All posts\n</Link>\n",
    );
    expect(diagnostics).toEqual([]);
    expect(value.html).toBe(
      '<p>See <a href="/docs/install#setup">the guide</a> and <a href="https://example.com" target="_blank" rel="noopener noreferrer" class="out">ours</a>.</p>\n<a href="/blog">All posts</a>',
    );
    expect(value.links.map(({ url, line }) => [url, line])).toEqual([
      ['/docs/install#setup', 3],
      ['/blog', 5],
    ]);
  });

  it("evaluates useBaseUrl() with a literal at build time against the site's base URL; anything else stays dynamic", async () => {
    const { value, diagnostics } = await page(
      "import useBaseUrl from '@docusaurus/useBaseUrl';\n\nThe logo: <img src={useBaseUrl('/img/logo.png')} alt=\"Logo\" />\n\nURLs: {useBaseUrl('/a', { absolute: true })}, {useBaseUrl('/base/b')}, {useBaseUrl('https://x.org/c')}.\n\n{useBaseUrl(path)}\n",
    );
    expect(value.html).toBe('<p>The logo: <img src="/base/img/logo.png" alt="Logo"></p>\n<p>URLs: https://aurora.example.com/base/a, /base/b, https://x.org/c.</p>');
    expect(codes(diagnostics)).toEqual([['MdxDynamicExpression', 7]]);
  });

  it('shows <Translate> and translate() as their default message, placeholders filled in', async () => {
    const { value, diagnostics } = await page(
      "import Translate, { translate } from '@docusaurus/Translate';\n\nThey said: <Translate id=\"home.hello\" description=\"A greeting\" values={{ name: 'Ada' }}>{'Hello, {name}!'}</Translate>\n\n<Translate>Plain words</Translate> and {translate({ message: 'Hi {who}', id: 'x' }, { who: 'you' })}.\n",
    );
    expect(diagnostics).toEqual([]);
    expect(value.html).toBe('<p>They said: Hello, Ada!</p>\n<p>Plain words and Hi you.</p>');
  });

  it('knows siteConfig fields of useDocusaurusContext(), and names the ones it does not', async () => {
    const { value, diagnostics } = await page(
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n\n{useDocusaurusContext().siteConfig.title}: {useDocusaurusContext().siteConfig.tagline}, by {useDocusaurusContext().siteConfig.customFields.team}\n\n{useDocusaurusContext().siteConfig.organizationName}\n",
    );
    expect(value.html).toBe('<p>Aurora: Docs that move, by Lens</p>');
    expect(codes(diagnostics)).toEqual([['MdxDynamicExpression', 5]]);
    expect(diagnostics[0].message).toContain('`organizationName` is not known at build time; these are: title, tagline, url, baseUrl, customFields');
  });

  it('leaves out <Head> and <BrowserOnly> with a warning at their line', async () => {
    const { value, diagnostics } = await page("import Head from '@docusaurus/Head';\n\n<Head>\n  <title>Other</title>\n</Head>\n\nText.\n");
    expect(value.html).toBe('<p>Text.</p>');
    expect(codes(diagnostics)).toEqual([['MdxUnsupportedDocusaurus', 3]]);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', message: expect.stringContaining('Set `title`, `description`, `keywords` or `image` there instead') });
  });

  it('warns of any other @docusaurus/* import where it is used, keeping an element’s children, and never fails the build', async () => {
    const { value, diagnostics } = await page(
      "import ErrorBoundary from '@docusaurus/ErrorBoundary';\nimport useIsBrowser from '@docusaurus/useIsBrowser';\nimport { useBaseUrlUtils } from '@docusaurus/useBaseUrl';\n\n<ErrorBoundary>\n  Kept text.\n</ErrorBoundary>\n\nNow {useIsBrowser()} and {useBaseUrlUtils().withBaseUrl}.\n",
    );
    expect(value.html).toBe('<p>Kept text.</p>\n<p>Now  and .</p>');
    expect(diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['warning', 'MdxUnsupportedDocusaurus', 5],
      ['warning', 'MdxUnsupportedDocusaurus', 9],
      ['warning', 'MdxUnsupportedDocusaurus', 9],
    ]);
    expect(diagnostics[0].message).toBe(
      '<ErrorBoundary> uses `@docusaurus/ErrorBoundary`, which sitegen does not support: it is left out, its children kept. Replace it with Markdown, or with a component of your own under src/components.',
    );
  });
});
