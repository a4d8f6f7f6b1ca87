import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_DIST } from './support/site.ts';
import { followLink, hydrated, markWindow, useSite, windowMarked } from './support/session.ts';

const site = useSite();

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash;
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  // Let the scroll event reach the router before navigating away.
  await page.evaluate(() => new Promise(requestAnimationFrame));
}
/** The distance from the top of the viewport to an element. */
const topOf = (page: Page, selector: string) => page.evaluate((s) => Math.round(document.querySelector(s)!.getBoundingClientRect().top), selector);
const h1 = (page: Page) => page.locator('main h1').first().textContent();

describe('client-side navigation (SPEC section 4, Navigation)', () => {
  test('links swap the page without a full load, and the document title follows', async () => {
    const { page, problems } = await site.open('/');
    await markWindow(page);
    await page.click('nav[aria-label="Main"] a[href="/blog"]');
    await page.waitForURL(`${site.url}/blog`);
    await expect.poll(() => page.title()).toBe('Blog | Acme');
    // A plain anchor in content HTML navigates the same way.
    await followLink(page, '/company/about-us');
    await page.waitForURL(`${site.url}/company/about-us`);
    await expect.poll(() => h1(page)).toBe('About us');
    expect(await page.title()).toBe('About us | Acme');
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a new page starts at the top', async () => {
    const { page } = await site.open('/legal/terms-and-conditions');
    await scrollTo(page, 900);
    await followLink(page, '/legal/privacy-policy');
    await page.waitForURL(`${site.url}/legal/privacy-policy`);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a hash scrolls to its target, on another page or on the same one', async () => {
    const { page } = await site.open('/');
    await markWindow(page);
    await followLink(page, '/company/about-us#how-we-measure-ourselves');
    await page.waitForURL(`${site.url}/company/about-us#how-we-measure-ourselves`);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await expect.poll(() => topOf(page, '#how-we-measure-ourselves')).toBeLessThan(200);
    await followLink(page, '#who-we-work-with');
    await page.waitForURL(`${site.url}/company/about-us#who-we-work-with`);
    // The target starts above the viewport (a negative top), which alone is below 200: it has to come to the top.
    const atTop = async () => {
      const top = await topOf(page, '#who-we-work-with');
      return top >= -1 && top < 200;
    };
    await expect.poll(atTop).toBe(true);
    expect(await windowMarked(page)).toBe(true);
  });

  test('a change of the query string alone does not scroll', async () => {
    const { page } = await site.open('/legal/terms-and-conditions');
    await markWindow(page);
    await scrollTo(page, 700);
    await followLink(page, '/legal/terms-and-conditions?ref=e2e');
    await page.waitForURL(`${site.url}/legal/terms-and-conditions?ref=e2e`);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(700);
    expect(await windowMarked(page)).toBe(true);
  });

  test('back and forward restore the scroll position of each entry', async () => {
    const { page, problems } = await site.open('/legal/terms-and-conditions');
    await markWindow(page);
    await scrollTo(page, 800);
    await followLink(page, '/legal/privacy-policy');
    await page.waitForURL(`${site.url}/legal/privacy-policy`);
    await expect.poll(() => scrollY(page)).toBe(0);
    await scrollTo(page, 300);
    await page.goBack();
    expect(path(page)).toBe('/legal/terms-and-conditions');
    await expect.poll(() => h1(page)).toBe('Terms and conditions');
    await expect.poll(() => scrollY(page)).toBe(800);
    await page.goForward();
    await expect.poll(() => h1(page)).toBe('Privacy policy');
    await expect.poll(() => scrollY(page)).toBe(300);
    expect(await page.title()).toBe('Privacy policy | Acme');
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('links the browser keeps (SPEC section 4)', () => {
  const clicks: Array<[string, { modifiers?: Array<'Control' | 'Shift'>; button?: 'middle' }]> = [
    ['Control', { modifiers: ['Control'] }],
    ['Shift', { modifiers: ['Shift'] }],
    ['middle button', { button: 'middle' }],
  ];
  for (const [name, click] of clicks) {
    test(`a click with ${name} opens the link the browser's way and leaves the page as it is`, async () => {
      const { page, context } = await site.open('/');
      await markWindow(page);
      const opened = context.waitForEvent('page');
      await page.click('nav[aria-label="Main"] a[href="/blog"]', click);
      const other = await opened;
      await other.waitForLoadState();
      expect(new URL(other.url()).pathname).toBe('/blog');
      expect(path(page)).toBe('/');
      expect(await windowMarked(page)).toBe(true);
    });
  }

  test('a content link clicked with Control is not intercepted either', async () => {
    const { page, context } = await site.open('/');
    const opened = context.waitForEvent('page');
    await followLink(page, '/legal/privacy-policy', ['Control']);
    expect(new URL((await opened).url()).pathname).toBe('/legal/privacy-policy');
    expect(path(page)).toBe('/');
  });
});

describe('active links (SPEC section 4)', () => {
  test('navbar links highlight the active route, honouring activeBasePath, and follow navigation', async () => {
    const { page } = await site.open('/blog');
    const blog = page.locator('nav[aria-label="Main"] a.navbar__link[href="/blog"]');
    const products = page.locator('nav[aria-label="Main"] a.navbar__link[href="/products/"]');
    await expect.poll(() => blog.getAttribute('class')).toContain('navbar__link--active');
    expect(await products.getAttribute('class')).not.toContain('navbar__link--active');
    await followLink(page, '/products/r-auth');
    await page.waitForURL(`${site.url}/products/r-auth`);
    await expect.poll(() => products.getAttribute('class')).toContain('navbar__link--active');
    expect(await blog.getAttribute('class')).not.toContain('navbar__link--active');
  });
});

describe('clean paths (SPEC section 2)', () => {
  test('a document loaded at /x.html or /x/index.html shows its clean path', async () => {
    const { page, problems } = await site.open('/company/about-us.html', {
      before: (p) =>
        // The sitegen server redirects these itself; serve the file as other hosts would.
        p.route(/\/(company\/about-us\.html|legal\/index\.html)$/, (route) => {
          const file = route.request().url().endsWith('about-us.html') ? 'company/about-us/index.html' : 'legal/index.html';
          return route.fulfill({ contentType: 'text/html', body: readFileSync(join(E2E_DIST, file), 'utf8') });
        }),
    });
    expect(path(page)).toBe('/company/about-us');
    await page.goto(`${site.url}/legal/index.html`);
    await hydrated(page);
    expect(path(page)).toBe('/legal');
    expect(problems).toEqual([]);
  });

  test('on a static host that answers unknown paths with 404.html, /x.html and /x/index.html show the page /x (issue 21)', async () => {
    // GitHub Pages and S3 answer these with the site's 404.html and status 404.
    const notFound = readFileSync(join(E2E_DIST, '404.html'), 'utf8');
    const { page, problems } = await site.open('/company/about-us.html', {
      before: (p) => p.route(/\.html$/, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound })),
    });
    expect(path(page)).toBe('/company/about-us');
    await expect.poll(() => h1(page)).toBe('About us');
    expect(await page.title()).toBe('About us | Acme');
    // The page works as if served: its links navigate client-side.
    await markWindow(page);
    await followLink(page, '/legal');
    await page.waitForURL(`${site.url}/legal`);
    expect(await windowMarked(page)).toBe(true);
    await page.goto(`${site.url}/legal/index.html`);
    await expect.poll(() => h1(page)).not.toBe('Page Not Found');
    expect(path(page)).toBe('/legal');
    // A path that is no page stays the not-found page.
    await page.goto(`${site.url}/company/no-such-page.html`);
    await hydrated(page);
    expect(path(page)).toBe('/company/no-such-page');
    expect(await h1(page)).toBe('Page Not Found');
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  test('a link to /x.html navigates client-side to /x', async () => {
    const { page } = await site.open('/');
    await markWindow(page);
    await followLink(page, '/legal/privacy-policy.html#cookies-and-local-storage');
    await page.waitForURL(`${site.url}/legal/privacy-policy#cookies-and-local-storage`);
    await expect.poll(() => h1(page)).toBe('Privacy policy');
    expect(await windowMarked(page)).toBe(true);
  });
});

describe('unknown paths (SPEC sections 2 and 8)', () => {
  test('a direct visit shows the not-found page at that URL, hydrated', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/no/such/page?q=1`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(path(page)).toBe('/no/such/page?q=1');
    expect(await h1(page)).toBe('Page Not Found');
    expect(await page.title()).toBe('Page Not Found | Acme');
  });

  test('client-side navigation to an unknown path shows the not-found page there', async () => {
    const { page, problems } = await site.open('/blog');
    await markWindow(page);
    await followLink(page, '/no/such/page');
    await page.waitForURL(`${site.url}/no/such/page`);
    await expect.poll(() => h1(page)).toBe('Page Not Found');
    await expect.poll(() => page.title()).toBe('Page Not Found | Acme');
    expect(await windowMarked(page)).toBe(true);
    // The browser itself logs the 404 of the route's data file; nothing else may appear.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
