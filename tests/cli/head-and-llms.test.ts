import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen, type JsonDiagnostic } from '../support/fixture.ts';

/** Every HTML file under `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>')).split('\n');
const count = (lines: string[], line: string) => lines.filter((l) => l === line).length;

/** The config's tags as tests/fixtures/head-and-llms/site.config.ts gives them, in Docusaurus' order. */
const CONFIG_TAGS = [
  '<link rel="preconnect" href="https://cdn.example.com" crossorigin>',
  '<script type="application/ld+json">{"@context":"https://schema.org/","@type":"Organization","name":"Head & Co"}</script>',
  '<link rel="stylesheet" href="/css/extra.css">',
  '<link rel="stylesheet" href="/css/print.css" media="print">',
  '<script src="/js/count-runs.js"></script>',
  '<script src="/js/deferred.js" defer data-note="a &quot;quoted&quot; &lt;value&gt;"></script>',
];

const built = fixtureSite('head-and-llms');
const run = sitegen(['build', '--root', built], { cwd: built });
const dist = join(built, 'dist');
const read = (path: string) => readFileSync(join(dist, path), 'utf8');

describe("Docusaurus' head keys: headTags, stylesheets, scripts, metadata", () => {

  it('builds without diagnostics', () => {
    expect(run.stderr).not.toMatch(/error|warning/);
    expect(run.status).toBe(0);
  });

  it("puts the config's tags in every page's head once, after the feed links and before the site's stylesheet", () => {
    const pages = htmlFiles(dist);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const head = headOf(readFileSync(page, 'utf8'));
      const first = head.indexOf(CONFIG_TAGS[0]);
      expect(head.slice(first, first + CONFIG_TAGS.length), page).toEqual(CONFIG_TAGS);
      for (const tag of CONFIG_TAGS) expect(count(head, tag), `${tag} in ${page}`).toBe(1);
      expect(head[first - 1]).toMatch(/^<link rel="alternate" type="application\/atom\+xml"/);
      expect(head[first + CONFIG_TAGS.length]).toMatch(/^<link rel="stylesheet" href="\/assets\/styles-[\w-]+\.css">$/);
    }
  });

  it("adds the metadata a page has no tag for, lets the page's own win, and replaces sitegen's twitter:card", () => {
    const intro = headOf(read('docs/index.html'));
    expect(intro.filter((tag) => /name="(keywords|description|twitter:card|twitter:site)"/.test(tag))).toEqual([
      '<meta name="description" content="What the fixture holds.">',
      '<meta name="keywords" content="site, wide">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:site" content="@headfixture">',
    ]);
    const install = headOf(read('docs/install/index.html'));
    expect(install.filter((tag) => tag.includes('name="keywords"'))).toEqual(['<meta name="keywords" content="install,setup">']);
    expect(install.filter((tag) => tag.includes('name="description"'))).toEqual(['<meta name="description" content="How to install it, over two lines.">']);
  });

  it('sends none of the head keys to the browser with the site data', () => {
    const boot = read('docs/index.html').match(/<script id="__sitegen_data" type="application\/json">(.*?)<\/script>/)![1];
    const site = (JSON.parse(boot) as { site: { site: Record<string, unknown> } }).site.site;
    for (const key of ['headTags', 'scripts', 'stylesheets', 'metadata', 'noIndex', 'llmsTxt']) expect(key in site, key).toBe(false);
  });

  it('writes a sitemap and names it in robots.txt, and no robots meta but on the unlisted page', () => {
    expect(read('sitemap.xml')).toContain('<loc>https://head.example.com/docs/install</loc>');
    expect(read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://head.example.com/sitemap.xml\n');
    const robots = htmlFiles(dist).filter((page) => readFileSync(page, 'utf8').includes('<meta name="robots"'));
    expect(robots.map((page) => page.slice(dist.length)).sort()).toEqual(['/404.html', '/blog/2024/02/10/hidden/index.html', '/docs/secret/index.html']);
  });
});

describe('/llms.txt', () => {
  it('lists the docs sections in sidebar order and the blog newest first, without unlisted pages or drafts, in the llmstxt.org format', () => {
    expect(read('llms.txt')).toBe(
      [
        '# Head Fixture',
        '',
        '> Tags in every head, and a map for language models',
        '',
        '## Guide',
        '',
        '- [Introduction](https://head.example.com/docs/): What the fixture holds.',
        '- [Install](https://head.example.com/docs/install): How to install it, over two lines.',
        '- [All guides](https://head.example.com/docs/category/guides): Every guide in one place.',
        '- [Deploy \\[beta\\]](https://head.example.com/docs/guides/deploy): Ship it to a server.',
        '- [Configure](https://head.example.com/docs/guides/configure): Set the options.',
        '',
        '## Reference',
        '',
        '- [Reference](https://head.example.com/reference/): Every option.',
        '',
        '## Blog',
        '',
        '- [Second post](https://head.example.com/blog/2024/03/10/second): The newest post.',
        '- [First post](https://head.example.com/blog/2024/01/10/first): The oldest post.',
        '',
      ].join('\n'),
    );
  });

  it('leaves drafts out of a development build too, where they have pages', () => {
    const out = join(built, 'dev');
    expect(sitegen(['build', '--dev', '--root', built, '--out-dir', out], { cwd: built }).status).toBe(0);
    expect(existsSync(join(out, 'docs/wip/index.html'))).toBe(true);
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).toBe(read('llms.txt'));
  });
});

describe('noIndex, and llms.txt turned off', () => {
  const root = fixtureSite('head-and-llms');
  const config = join(root, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("url: 'https://head.example.com',", "url: 'https://head.example.com',\n  noIndex: true,\n  llmsTxt: false,"));
  const noIndexRun = sitegen(['build', '--root', root], { cwd: root });
  const noIndexDist = join(root, 'dist');

  it('asks robots not to index any page, once per page, and writes no sitemap, as Docusaurus does', () => {
    expect(noIndexRun.status).toBe(0);
    for (const page of htmlFiles(noIndexDist)) expect(count(headOf(readFileSync(page, 'utf8')), '<meta name="robots" content="noindex, nofollow">'), page).toBe(1);
    expect(existsSync(join(noIndexDist, 'sitemap.xml'))).toBe(false);
    // Crawlers may still fetch the pages: a page they may not fetch could be indexed from links, its noindex unread.
    expect(readFileSync(join(noIndexDist, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
  });

  it('writes no llms.txt', () => {
    expect(existsSync(join(noIndexDist, 'llms.txt'))).toBe(false);
  });
});

describe('a malformed head entry', () => {
  it('is an InvalidConfig or UnknownConfigKey error naming its key path and line', () => {
    const root = fixtureSite('head-and-llms');
    writeFileSync(
      join(root, 'site.config.ts'),
      [
        "import { defineConfig } from 'sitegen';",
        '',
        'export default defineConfig({',
        "  title: 'Bad Head',",
        "  url: 'https://bad.example.com',",
        '  headTags: [',
        "    { tagName: 'div', attributes: {} },",
        "    { tagName: 'link', attributes: { rel: 'icon' }, innerHtml: 'x' },",
        '  ],',
        "  scripts: [{ scr: '/a.js' }],",
        "  metadata: [{ name: 'x', contents: 'y' }],",
        '});',
        '',
      ].join('\n'),
    );
    const run = sitegen(['validate', '--root', root, '--json'], { cwd: root });
    expect(run.status).toBe(1);
    const diagnostics = JSON.parse(run.stdout) as JsonDiagnostic[];
    expect(diagnostics.map((d) => [d.code, `${d.file}:${d.line}`, d.message])).toEqual([
      ['InvalidConfig', 'site.config.ts:7', 'headTags[0].tagName: Invalid option: expected one of "base"|"link"|"meta"|"noscript"|"script"|"style"|"template".'],
      ['UnknownConfigKey', 'site.config.ts:8', 'headTags[1].innerHtml: unknown key; did you mean `innerHTML`?'],
      ['InvalidConfig', 'site.config.ts:10', 'scripts[0].src: required, a URL.'],
      ['InvalidConfig', 'site.config.ts:11', 'metadata[0].content: required, expected string.'],
      ['UnknownConfigKey', 'site.config.ts:11', 'metadata[0].contents: unknown key; did you mean `content`?'],
    ]);
  });
});
