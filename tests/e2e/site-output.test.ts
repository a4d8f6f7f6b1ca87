import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { E2E_DIST } from './support/site.ts';
import { PAGES, pageFile } from './support/pages.ts';
import { builtRoutes, listFiles } from './support/dist-files.ts';
import { FIRST_LOAD_BUDGET, firstLoadScripts } from './support/first-load.ts';

/** SPEC.md section 2, with {product} as the configured product slug `acme`. */
const SPEC_ROUTES = [
  '/',
  '/blog', '/blog/archive', '/blog/authors', '/blog/tags',
  '/blog/tags/erpnext', '/blog/tags/frappe', '/blog/tags/kubernetes',
  '/blog/collaborative-power-of-acme-dev-utils-and-doctype-editor',
  '/blog/frappe-on-steroids-power-up-your-enterprise-apps',
  '/blog/managing-frappe-benches-on-kubernetes',
  '/blog/scale-erpnext-custom-development-on-kubernetes',
  '/blog/setup-erpnext-on-amazon-fargate',
  '/blog/what-about-partnership',
  '/blog/what-do-we-really-do-differently',
  '/company/', '/company/about-us', '/company/careers', '/company/contact-us', '/company/our-team',
  '/legal/', '/legal/cancellation-and-refund', '/legal/privacy-policy', '/legal/shipping-and-delivery', '/legal/terms-and-conditions',
  '/products/', '/products/acme-architect', '/products/acme-engineer', '/products/r-auth', '/products/whatsapp-agent',
  '/services/',
  '/services/erpnext/', '/services/erpnext/complex-migrations', '/services/erpnext/extension-services', '/services/erpnext/mission-critical-cases',
  '/services/frappe-consulting/', '/services/frappe-consulting/acme-auth-extension-for-frappe-framework',
  '/services/frappe-consulting/dev-utils', '/services/frappe-consulting/frappe-utils',
  '/services/frappe-consulting/k8s-bench-interface', '/services/frappe-consulting/master-manager',
  '/services/software-engineering/', '/services/software-engineering/application-development',
  '/services/software-engineering/architecture-and-ddd', '/services/software-engineering/ci-cd',
  '/services/software-engineering/containerization-and-kubernetes',
];
const SECTION_INDEXES = new Set(SPEC_ROUTES.filter((r) => r.length > 1 && r.endsWith('/')));
const html = (file: string) => readFileSync(join(E2E_DIST, file), 'utf8');

describe('the built consultancy site', () => {
  const files = listFiles(E2E_DIST);
  const routes = builtRoutes(E2E_DIST, SECTION_INDEXES);

  it('has exactly the routes of the spec', () => {
    expect([...routes].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('has no internal link or #anchor pointing nowhere', () => {
    const ids = new Map<string, Set<string>>();
    const pages = files.filter((f) => f.endsWith('.html'));
    for (const file of pages) ids.set(file, new Set([...html(file).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
    const broken: string[] = [];
    for (const file of pages) {
      const base = `http://site/${file}`;
      for (const [, attr, raw] of html(file).matchAll(/\s(href|src)="([^"]*)"/g)) {
        const value = raw.replace(/&amp;/g, '&');
        if (/^(?:[a-z]+:|\/\/)/i.test(value) && !value.startsWith('http://site')) continue;
        const url = new URL(value, base);
        const path = decodeURIComponent(url.pathname).slice(1);
        const target = files.includes(path) ? path : files.includes(`${path.replace(/\/?$/, '/')}index.html`.replace(/^\//, '')) ? `${path.replace(/\/?$/, '/')}index.html`.replace(/^\//, '') : undefined;
        if (!target) {
          broken.push(`${file}: ${attr}="${value}"`);
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash && target.endsWith('.html') && !ids.get(target)?.has(hash)) broken.push(`${file}: ${value} (no #${hash})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('publishes RSS and Atom feeds listing every post with absolute URLs', () => {
    const parser = new XMLParser({ ignoreAttributes: false });
    const rss = parser.parse(html('blog/rss.xml'));
    const items = rss.rss.channel.item as Array<{ link: string; title: string }>;
    expect(items).toHaveLength(7);
    expect(items.every((i) => i.link.startsWith('https://www.example.com/blog/'))).toBe(true);
    const atom = parser.parse(html('blog/atom.xml'));
    expect(atom.feed.entry).toHaveLength(7);
    const postRoutes = SPEC_ROUTES.filter((r) => /^\/blog\/(?!archive|authors|tags)[^/]+$/.test(r));
    expect(items.map((i) => new URL(i.link).pathname).sort()).toEqual(postRoutes.sort());
  });

  it('lists every route in the sitemap', () => {
    const sitemap = new XMLParser().parse(html('sitemap.xml'));
    const locs = (sitemap.urlset.url as Array<{ loc: string }>).map((u) => new URL(u.loc).pathname);
    expect(locs.sort()).toEqual([...SPEC_ROUTES].sort());
    expect(html('robots.txt')).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('composes page titles as the spec says', () => {
    expect(html('index.html')).toContain('<title>Acme</title>');
    expect(html('company/about-us/index.html')).toMatch(/<title>[^<]+ \| Acme<\/title>/);
  });

  it('keeps the first-load JavaScript of every page under 80 KB gzip (issue 4)', () => {
    for (const kind of Object.keys(PAGES)) {
      const { files, bytes } = firstLoadScripts(E2E_DIST, pageFile(kind));
      expect(files.length, kind).toBeGreaterThanOrEqual(2);
      expect(bytes, `${kind}: ${files.join(', ')}`).toBeLessThan(FIRST_LOAD_BUDGET);
    }
  });
});
