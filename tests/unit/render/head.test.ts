import { describe, expect, it } from 'vitest';
import { headTags } from '../../../cli/render/head.ts';
import { clientSiteData, docPage, homePage } from '../runtime/fixtures.ts';
import { blogPostData } from '../runtime/pages/fixtures.ts';
import packageJson from '../../../package.json' with { type: 'json' };

describe('headTags', () => {
  it('gives each page kind its own asset tags', () => {
    const site = clientSiteData({ site: { baseUrl: '/docs/', favicon: '/favicon.svg' } });
    const home = { stylesheet: '/assets/styles.css', entry: '/assets/entry.js', preload: ['/assets/chunks/HomePage.js'] };
    const doc = { ...home, preload: ['/assets/chunks/DocPage.js', '/assets/chunks/shared.js'] };
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    for (let round = 0; round < 2; round++) {
      expect(preloads(headTags(site, homePage(), home))).toEqual(['/docs/assets/entry.js', '/docs/assets/chunks/HomePage.js']);
      expect(preloads(headTags(site, docPage(), doc))).toEqual(['/docs/assets/entry.js', '/docs/assets/chunks/DocPage.js', '/docs/assets/chunks/shared.js']);
    }
    const other = clientSiteData({ site: { baseUrl: '/', favicon: '/icon.png' } });
    expect(headTags(other, homePage(), home)).toContain('<link rel="icon" href="/icon.png">\n<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Acme RSS Feed">');
    expect(headTags(other, homePage(), home)).not.toContain('/docs/');
  });

  it('escapes the page’s own tags and keeps them in their places among the site’s', () => {
    const page = { ...docPage(), documentTitle: 'Q&A <draft> | Acme', description: 'Say "hi"', noindex: true };
    const tags = headTags(clientSiteData(), page, { stylesheet: '/s.css', entry: '/e.js', preload: [] }).split('\n');
    expect(tags.slice(0, 8)).toEqual([
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Q&amp;A &lt;draft&gt; | Acme</title>',
      '<meta name="description" content="Say &quot;hi&quot;">',
      `<meta name="generator" content="sitegen ${packageJson.version}">`,
      `<link rel="canonical" href="${clientSiteData().site.url.replace(/\/$/, '')}/services/erpnext/complex-migrations">`,
      '<meta name="robots" content="noindex, nofollow">',
      '<meta property="og:title" content="Q&amp;A &lt;draft&gt; | Acme">',
    ]);
    expect(tags.at(-1)).toBe('<link rel="modulepreload" href="/e.js">');
  });

  it('names the keywords of docs and posts, and a post\'s tags, as Docusaurus does', () => {
    const assets = { stylesheet: '/s.css', entry: '/e.js', preload: [] };
    const doc = docPage();
    expect(headTags(clientSiteData(), { ...doc, doc: { ...doc.doc, keywords: ['erp', 'a "b"'] } }, assets)).toContain('<meta name="keywords" content="erp,a &quot;b&quot;">');
    expect(headTags(clientSiteData(), doc, assets)).not.toContain('name="keywords"');
    const post = headTags(clientSiteData(), { ...blogPostData, post: { ...blogPostData.post, keywords: ['release'] } }, assets);
    expect(post).toContain('<meta name="keywords" content="release">');
    for (const tag of blogPostData.post.tags) expect(post).toContain(`<meta property="article:tag" content="${tag.label}">`);
  });

  it("puts the config's head tags, stylesheets and scripts after the feeds and before the site's own assets, escaped, as Docusaurus does", () => {
    const site = clientSiteData({
      site: {
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com/?a=1&b=2', crossorigin: true, hidden: false } },
          { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"name":"A & B"}' },
        ],
        stylesheets: ['/a.css', { href: '/print.css', media: 'print', rel: 'alternate stylesheet' }],
        scripts: ['/x.js?a="1"', { src: '/y.js', defer: true, 'data-note': '<b>' }],
      },
    });
    const tags = headTags(site, docPage(), { stylesheet: '/s.css', entry: '/e.js', preload: [] }).split('\n');
    const feed = tags.findIndex((tag) => tag.startsWith('<link rel="alternate"'));
    expect(tags.slice(feed + 1, feed + 8)).toEqual([
      '<link rel="preconnect" href="https://cdn.example.com/?a=1&amp;b=2" crossorigin>',
      '<script type="application/ld+json">{"name":"A & B"}</script>',
      '<link rel="stylesheet" href="/a.css">',
      '<link rel="alternate stylesheet" href="/print.css" media="print">',
      '<script src="/x.js?a=&quot;1&quot;"></script>',
      '<script src="/y.js" defer data-note="&lt;b&gt;"></script>',
      '<link rel="stylesheet" href="/s.css">',
    ]);
  });

  it("adds the config's metadata where the page has no tag of its own, and lets it replace sitegen's site-wide ones", () => {
    const metadata = [
      { name: 'keywords', content: 'site, wide' },
      { name: 'description', content: 'Never: every page has its own' },
      { property: 'og:site_name', content: 'Acme Inc.' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:site', content: '@acme' },
    ];
    const assets = { stylesheet: '/s.css', entry: '/e.js', preload: [] };
    const site = clientSiteData({ site: { metadata, image: undefined } });
    const metaTags = (html: string) => html.split('\n').filter((tag) => tag.startsWith('<meta ') && !tag.startsWith('<meta charset'));
    const plain = metaTags(headTags(site, docPage(), assets));
    expect(plain.filter((tag) => /"(keywords|description|og:site_name|twitter:card|twitter:site)"/.test(tag))).toEqual([
      '<meta name="description" content="A page.">',
      '<meta name="keywords" content="site, wide">',
      '<meta property="og:site_name" content="Acme Inc.">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:site" content="@acme">',
    ]);
    const doc = docPage();
    const own = metaTags(headTags(site, { ...doc, doc: { ...doc.doc, keywords: ['erp'] } }, assets));
    expect(own.filter((tag) => tag.includes('"keywords"'))).toEqual(['<meta name="keywords" content="erp">']);
  });

  it('asks robots not to index any page of a noIndex site, once on a page that is unlisted too', () => {
    const site = clientSiteData({ site: { noIndex: true } });
    const assets = { stylesheet: '/s.css', entry: '/e.js', preload: [] };
    for (const page of [homePage(), { ...docPage(), noindex: true }]) {
      expect(headTags(site, page, assets).match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, nofollow">']);
    }
    expect(headTags(clientSiteData(), homePage(), assets)).not.toContain('robots');
  });
});
