import { describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { followLink, hydrated, markWindow, sleep, useSite, windowMarked } from './support/session.ts';

const site = useSite();

const h1 = (page: Page) => page.locator('main h1').first().textContent();

/** Fails the first `times` matching requests of the given resource types, then lets them through. */
function failFirst(times: number, failure: (route: Route) => Promise<void>, types?: string[]) {
  let failed = 0;
  return async (route: Route) => {
    if ((types && !types.includes(route.request().resourceType())) || failed >= times) return route.continue();
    failed++;
    await failure(route);
  };
}

describe('route load failure during navigation (SPEC section 8: full page reload)', () => {
  test('a page chunk that fails to load makes the browser load the URL itself', async () => {
    const { page } = await site.open('/');
    await page.route('**/assets/chunks/BlogArchivePage-*.js', failFirst(1, (route) => route.abort('connectionreset')));
    await markWindow(page);
    await followLink(page, '/blog/archive');
    await page.waitForURL(`${site.url}/blog/archive`);
    await hydrated(page);
    expect(await windowMarked(page)).toBe(false);
    expect(await h1(page)).toBe('Archive');
  });

  for (const [name, failure] of [
    ['a 5xx response', (route: Route) => route.fulfill({ status: 503, body: 'Service Unavailable' })],
    ['a network error', (route: Route) => route.abort('internetdisconnected')],
  ] as const) {
    test(`page data failing with ${name} makes the browser load the URL itself`, async () => {
      const { page } = await site.open('/');
      await page.route('**/legal/privacy-policy/page-data.json', failFirst(1, failure, ['fetch']));
      await markWindow(page);
      await followLink(page, '/legal/privacy-policy?from=e2e#cookies-and-local-storage');
      await page.waitForURL(`${site.url}/legal/privacy-policy?from=e2e#cookies-and-local-storage`);
      await hydrated(page);
      expect(await windowMarked(page)).toBe(false);
      expect(await h1(page)).toBe('Privacy policy');
    });
  }
});

describe('page load failure on first load (SPEC section 8: error text and Retry)', () => {
  test('the page stays readable, the error shows with Retry, and Retry loads and hydrates', async () => {
    let fail = true;
    let delay = 0;
    const { page } = await site.open('/company/about-us', {
      hydrate: false,
      before: (p) =>
        // Any URL of the chunk: a retry asks for it with a query (Chromium keeps a failed module failed).
        p.route(/\/assets\/chunks\/DocPage-[^/?]+\.js(\?|$)/, async (route) => {
          await sleep(delay);
          return fail ? route.abort('connectionreset') : route.continue();
        }),
    });
    const notice = page.locator('.sg-boot-failure');
    await notice.locator('[role="alert"]').waitFor();
    expect(await notice.textContent()).toContain('Could not load the script of the "doc" page.');
    // Server-rendered content is still there, not yet interactive.
    expect(await h1(page)).toBe('About us');
    expect(await page.locator('.navbar__color-toggle').isDisabled()).toBe(true);

    // Record, in the page, when the spinner first shows after each Retry click.
    await page.evaluate(() => {
      const w = window as unknown as { __spinnerAfter: number[]; __clickAt: number };
      w.__spinnerAfter = [];
      document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
      let shown = false;
      new MutationObserver(() => {
        const spinner = document.querySelector('.sg-boot-failure [role="status"]');
        const now = spinner !== null && /Loading/.test(spinner.textContent ?? '');
        if (now && !shown) w.__spinnerAfter.push(performance.now() - w.__clickAt);
        shown = now;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const spinnerAfter = () => page.evaluate(() => (window as unknown as { __spinnerAfter: number[] }).__spinnerAfter);

    // A failing retry: loading (the spinner only after 200 ms), then the error again.
    delay = 600;
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(spinnerAfter).toHaveLength(1);
    await notice.locator('[role="alert"]').waitFor();
    expect((await spinnerAfter())[0]).toBeGreaterThanOrEqual(195);

    // A successful one hydrates the page and removes the notice.
    fail = false;
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(spinnerAfter).toHaveLength(2);
    expect((await spinnerAfter())[1]).toBeGreaterThanOrEqual(195);
    await hydrated(page);
    expect(await page.locator('.sg-boot-failure').count()).toBe(0);
    await markWindow(page);
    await page.click('nav[aria-label="Main"] a[href="/blog"]');
    await expect.poll(() => h1(page)).toBe('Blog');
    expect(await windowMarked(page)).toBe(true);
  });
});

/** A page chunk whose component throws an error with a cause chain while `window.__e2eCrash` is set. */
const CRASHING_CHUNK = `
export default function CrashingPage() {
  if (window.__e2eCrash) {
    throw new Error('The page failed to render', { cause: new Error('The widget failed', { cause: new Error('Root cause: bad input') }) });
  }
  return 'Recovered page';
}`;

describe('crashes (SPEC section 8)', () => {
  test("a crashed page shows 'This page crashed.' inside the layout with the error chain, and Try again re-renders", async () => {
    const { page } = await site.open('/', {
      before: async (p) => {
        await p.addInitScript(() => ((window as unknown as { __e2eCrash: boolean }).__e2eCrash = true));
        await p.route('**/assets/chunks/DocPage-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: CRASHING_CHUNK }));
      },
    });
    await markWindow(page);
    await followLink(page, '/company/about-us');
    const alert = page.locator('main [role="alert"]');
    await alert.waitFor();
    expect(await alert.locator('h1').textContent()).toBe('This page crashed.');
    const text = await alert.textContent();
    for (const message of ['The page failed to render', 'The widget failed', 'Root cause: bad input']) expect(text).toContain(message);
    expect(text!.indexOf('The page failed')).toBeLessThan(text!.indexOf('The widget failed'));
    expect(text!.indexOf('The widget failed')).toBeLessThan(text!.indexOf('Root cause'));
    // Still inside the layout: navbar and footer render.
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);

    await page.evaluate(() => ((window as unknown as { __e2eCrash: boolean }).__e2eCrash = false));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('Recovered page');
    expect(await page.locator('main [role="alert"]').count()).toBe(0);
    expect(await windowMarked(page)).toBe(true);
  });

  test("a crashed layout shows a bare page titled 'Page Error' with the error, and Try again re-renders", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const reports: string[] = [];
    page.on('console', (message) => message.type() === 'error' && reports.push(message.text()));
    // A document whose site data lost its navbar (config and items): the layout cannot render.
    await page.route(`${site.url}/blog`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<script id="__sitegen_data" type="application\/json">)(.*?)(<\/script>)/s, (_, open: string, json: string, close: string) => {
        const boot = JSON.parse(json);
        boot.site.navbar = null;
        boot.site.site.navbar = null;
        return open + JSON.stringify(boot).replace(/</g, '\\u003c') + close;
      });
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${site.url}/blog`);
    const crashed = page.locator('main[role="alert"]').filter({ has: page.getByRole('heading', { name: 'This page crashed', exact: true }) });
    await crashed.waitFor();
    await expect.poll(() => page.title()).toBe('Page Error');
    expect(await crashed.textContent()).toMatch(/null/);
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    const crashesBefore = reports.filter((r) => r.includes('crashed')).length;
    await crashed.getByRole('button', { name: 'Try again' }).click();
    // The site data is still broken: it renders again, and crashes again.
    await expect.poll(() => reports.filter((r) => r.includes('crashed')).length).toBeGreaterThan(crashesBefore);
    await crashed.waitFor();
  });
});
