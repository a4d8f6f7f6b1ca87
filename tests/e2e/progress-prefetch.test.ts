import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { E2E_DIST } from './support/site.ts';
import { followLink, hydrated, markWindow, sleep, useSite, windowMarked } from './support/session.ts';

const site = useSite();

const h1 = (page: Page) => page.locator('main h1').first().textContent();

/** Records in the page when the progress bar is added and removed, relative to `__e2eClick`. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __bar: { added?: number; removed?: number }; __e2eClick?: number };
    w.__bar = {};
    new MutationObserver(() => {
      const bar = document.querySelector('.sg-progress');
      if (bar && w.__bar.added === undefined) w.__bar.added = performance.now() - (w.__e2eClick ?? 0);
      if (!bar && w.__bar.added !== undefined && w.__bar.removed === undefined) w.__bar.removed = performance.now() - (w.__e2eClick ?? 0);
    }).observe(document.body, { childList: true });
    document.addEventListener('click', () => (w.__e2eClick = performance.now()), { capture: true });
  });
  return () => page.evaluate(() => (window as unknown as { __bar: { added?: number; removed?: number } }).__bar);
}

describe('progress bar (SPEC sections 4 and 9)', () => {
  test('appears only after 200 ms, trickles while loading and completes with the route update', async () => {
    const { page, problems } = await site.open('/', { context: { serviceWorkers: 'block' } });
    await page.route('**/legal/privacy-policy/page-data.json', async (route) => {
      await sleep(2000);
      await route.continue();
    });
    const bar = await watchProgressBar(page);
    await markWindow(page);
    await followLink(page, '/legal/privacy-policy');
    // Measured in the page, from the click: never before 200 ms.
    await expect.poll(async () => (await bar()).added, { timeout: 2000 }).toBeGreaterThanOrEqual(195);
    expect((await bar()).added).toBeLessThan(600);
    await sleep(300);
    const shown = await page.evaluate(() => (document.querySelector('.sg-progress__bar') as HTMLElement).style.transform);
    const percent = Number(/translate3d\((-?[\d.]+)%/.exec(shown)?.[1]);
    expect(percent).toBeGreaterThan(-93);
    expect(percent).toBeLessThan(-80);
    expect(await page.getAttribute('.sg-progress', 'aria-hidden')).toBe('true');
    await expect.poll(() => h1(page), { timeout: 4000 }).toBe('Privacy policy');
    // Completed: it runs to the end, fades and is removed.
    await expect.poll(async () => (await bar()).removed, { timeout: 3000 }).toBeGreaterThan(2000);
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('never shows for a navigation faster than 200 ms, or one that stays on the path', async () => {
    const { page } = await site.open('/blog');
    const bar = await watchProgressBar(page);
    // Hovering loads the route (its data was prefetched already): the click finds it ready.
    await page.hover('nav[aria-label="Main"] a[href="/products/"]');
    await sleep(500);
    await page.click('nav[aria-label="Main"] a[href="/products/"]');
    await expect.poll(() => page.url()).toBe(`${site.url}/products/`);
    await page.route('**/page-data.json', async (route) => {
      await sleep(800);
      await route.continue();
    });
    await followLink(page, '/products/?tab=2');
    await followLink(page, '#top');
    await sleep(800);
    expect(await bar()).toEqual({});
  });
});

function requestsOf(page: Page) {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return {
    all: seen,
    data: () => seen.map((r) => new URL(r.url()).pathname).filter((p) => p.endsWith('/page-data.json')),
  };
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await sleep(600);
}

const FOOTER_ONLY = '/legal/shipping-and-delivery/page-data.json';

/** The script files of each page kind, as the built pages' boot data lists them for the router. */
function chunkMap(): Record<string, string[]> {
  const html = readFileSync(resolve(E2E_DIST, 'index.html'), 'utf8');
  const boot = /<script id="__sitegen_data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!boot) throw new Error('the built home page has no boot data');
  return (JSON.parse(boot[1]) as { chunks: Record<string, string[]> }).chunks;
}

async function withChunkMap(page: Page) {
  const chunks = chunkMap();
  await page.route((url) => !/\.\w+$/.test(url.pathname), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const patched = html.includes('"chunks":') ? html : html.replace('<script id="__sitegen_data" type="application/json">{', `<script id="__sitegen_data" type="application/json">{"chunks":${JSON.stringify(chunks)},`);
    await route.fulfill({ response, body: patched });
  });
  return chunks;
}

describe('prefetch (SPEC section 7)', () => {
  test("links prefetch their route's data when they scroll into view, then its page chunk with <link rel=\"prefetch\">", async () => {
    const context = await site.newContext();
    await context.addCookies([{ name: 'visitor', value: 'e2e', url: site.url }]);
    const page = await context.newPage();
    const chunks = await withChunkMap(page);
    const requests = requestsOf(page);
    await page.goto(`${site.url}/`);
    await expect.poll(() => requests.data()).toContain('/blog/page-data.json');
    await sleep(500);
    expect(requests.data()).not.toContain(FOOTER_ONLY);
    await scrollToBottom(page);
    await expect.poll(() => requests.data()).toContain(FOOTER_ONLY);
    // A credentialed GET: the route's data is kept for the navigation.
    const request = requests.all.find((r) => r.url().endsWith(FOOTER_ONLY))!;
    expect(request.resourceType()).toBe('fetch');
    expect(await request.headerValue('cookie')).toBe('visitor=e2e');
    // Each route once, whatever the number of links to it.
    const counts = new Map<string, number>();
    for (const p of requests.data()) counts.set(p, (counts.get(p) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
    // The page chunk of each kind met, but not of the one already loaded (home).
    const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    for (const kind of ['doc', 'blogList']) expect(prefetched).toContain(chunks[kind][0]);
    expect(prefetched).not.toContain(chunks.home[0]);
    expect(new Set(prefetched).size).toBe(prefetched.length);
    // Following a prefetched link asks for no data again (links of the new page may prefetch theirs).
    const followed = () => requests.data().filter((p) => p === FOOTER_ONLY).length;
    expect(followed()).toBe(1);
    await page.click('footer a[href="/legal/shipping-and-delivery"]');
    await expect.poll(() => page.title()).toContain('Shipping');
    expect(followed()).toBe(1);
  });

  test('without <link rel="prefetch"> support, a credentialed GET prefetches the chunks instead', async () => {
    const context = await site.newContext();
    await context.addCookies([{ name: 'visitor', value: 'e2e', url: site.url }]);
    await context.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (token: string) {
        return token === 'prefetch' ? false : supports.call(this, token);
      };
    });
    const page = await context.newPage();
    const chunks = await withChunkMap(page);
    const requests = requestsOf(page);
    await page.goto(`${site.url}/`);
    await expect.poll(() => requests.all.some((r) => r.url().endsWith(chunks.doc[0]))).toBe(true);
    const request = requests.all.find((r) => r.url().endsWith(chunks.doc[0]))!;
    expect(request.resourceType()).toBe('fetch');
    expect(await request.headerValue('cookie')).toBe('visitor=e2e');
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  });

  for (const [name, connection] of [
    ['data-saver on', { effectiveType: '4g', saveData: true }],
    ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ] as const) {
    test(`nothing is prefetched with ${name}, yet hovering still preloads`, async () => {
      const context = await site.newContext();
      await context.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true }), connection);
      const page = await context.newPage();
      await withChunkMap(page);
      const requests = requestsOf(page);
      await page.goto(`${site.url}/`);
      await hydrated(page);
      await markWindow(page);
      await scrollToBottom(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await sleep(500);
      expect(requests.data()).toEqual(['/page-data.json']);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      // Hover (or touch) loads the route for real: data and page chunk.
      await page.hover('nav[aria-label="Main"] a[href="/blog"]');
      await expect.poll(() => requests.data()).toContain('/blog/page-data.json');
      await expect.poll(() => requests.all.some((r) => /\/BlogListPage-[\w-]+\.js$/.test(r.url()))).toBe(true);
      // The chunk's own imports follow it; let them land.
      await sleep(500);
      const before = requests.all.length;
      await page.click('nav[aria-label="Main"] a[href="/blog"]');
      await expect.poll(() => h1(page)).toBe('Blog');
      expect(requests.data().filter((p) => p === '/blog/page-data.json')).toHaveLength(1);
      expect(requests.all.slice(before).map((r) => r.url()).filter((url) => url.endsWith('.json') || url.endsWith('.js'))).toEqual([]);
      expect(await windowMarked(page)).toBe(true);
    });
  }
});
