import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { serveBuiltSite } from './support/site.ts';

/** One page of every kind. */
const PAGES = {
  home: '/',
  doc: '/services/erpnext/complex-migrations',
  blogList: '/blog',
  blogPost: '/blog/managing-frappe-benches-on-kubernetes',
  blogTags: '/blog/tags',
  blogTag: '/blog/tags/kubernetes',
  blogArchive: '/blog/archive',
  blogAuthors: '/blog/authors',
  notFound: '/no-such-page',
};

describe('axe-core finds no violations', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serveBuiltSite>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    site = await serveBuiltSite();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const [width, height] of [[1280, 900], [390, 844]] as const) {
      it(`on every page kind in ${mode} mode at ${width} px`, async () => {
        const context = await browser.newContext({ viewport: { width, height } });
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        const problems = await watchConsole(page);
        const found: string[] = [];
        for (const [kind, path] of Object.entries(PAGES)) {
          await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
          expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
          for (const violation of await axeViolations(page)) found.push(`${kind} ${path}: ${violation}`);
        }
        await context.close();
        expect(found).toEqual([]);
        expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
      }, 120_000);
    }
  }
});
