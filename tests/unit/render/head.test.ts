import { describe, expect, it } from 'vitest';
import { headTags } from '../../../cli/render/head.ts';
import { clientSiteData, docPage, homePage } from '../runtime/fixtures.ts';
import { blogPostData } from '../runtime/pages/fixtures.ts';

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
      '<meta name="generator" content="sitegen">',
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
});
