import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_DIST, ROOT } from './support/site.ts';
import { followLink, markWindow, useSite, windowMarked } from './support/session.ts';

/** The consultancy site built with a tracking id: the real gtag snippet, whose gtag() fills dataLayer. */
const ANALYTICS_DIST = resolve(ROOT, '.sitegen/e2e-analytics-dist');
const TRACKING_ID = 'G-E2ETEST';

beforeAll(() => {
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', ROOT, '--out-dir', ANALYTICS_DIST], {
    stdio: 'pipe',
    env: { ...process.env, SITEGEN_ANALYTICS_ID: TRACKING_ID },
  });
}, 120_000);

const tracked = useSite(ANALYTICS_DIST);
const plain = useSite();

/** Every gtag() call so far, as arrays. */
const gtagCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((args) => JSON.parse(JSON.stringify(Array.from(args)))) as unknown[][]);
const pageViews = async (page: Page) => (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === 'page_view');

describe('analytics (SPEC sections 1, 7 and 9)', () => {
  test('the first page is counted by config with IP anonymisation, each later route change by one page_view', async () => {
    const { page } = await tracked.open('/');
    const calls = await gtagCalls(page);
    expect(calls.map((c) => c[0])).toEqual(['js', 'config']);
    expect(calls[1]).toEqual(['config', TRACKING_ID, { anonymize_ip: true }]);
    await markWindow(page);

    await page.click('nav[aria-label="Main"] a[href="/blog"]');
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect((await pageViews(page))[0]).toEqual(['event', 'page_view', { page_path: '/blog', page_location: `${tracked.url}/blog`, page_title: 'Blog | Acme' }]);

    await followLink(page, '/blog?page=1');
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    expect((await pageViews(page))[1][2]).toMatchObject({ page_path: '/blog?page=1', page_location: `${tracked.url}/blog?page=1` });

    await followLink(page, '/company/about-us#who-we-work-with');
    await expect.poll(() => pageViews(page)).toHaveLength(3);
    expect((await pageViews(page))[2][2]).toEqual({ page_path: '/company/about-us#who-we-work-with', page_location: `${tracked.url}/company/about-us#who-we-work-with`, page_title: 'About us | Acme' });

    await followLink(page, '#what-we-believe');
    await expect.poll(() => pageViews(page)).toHaveLength(4);
    await page.goBack();
    await expect.poll(() => pageViews(page)).toHaveLength(5);
    expect((await pageViews(page))[4][2]).toMatchObject({ page_path: '/company/about-us#who-we-work-with' });

    // Following a link to the URL already shown is no new view.
    await followLink(page, '/company/about-us#who-we-work-with');
    await page.waitForTimeout(300);
    expect(await pageViews(page)).toHaveLength(5);
    expect((await gtagCalls(page)).filter((c) => c[0] === 'config')).toHaveLength(1);
    expect(await windowMarked(page)).toBe(true);
  });

  test('no analytics script without a tracking id, and a stubbed gtag receives nothing', async () => {
    expect(readFileSync(resolve(E2E_DIST, 'index.html'), 'utf8')).not.toContain('googletagmanager');
    const { page } = await plain.open('/', {
      before: (p) => p.addInitScript(() => {
        const w = window as unknown as { gtag: (...args: unknown[]) => void; __gtagCalls: unknown[][] };
        w.__gtagCalls = [];
        w.gtag = (...args) => w.__gtagCalls.push(args);
      }),
    });
    await page.click('nav[aria-label="Main"] a[href="/blog"]');
    await expect.poll(() => page.title()).toBe('Blog | Acme');
    await followLink(page, '/blog?page=1');
    await page.waitForURL(`${plain.url}/blog?page=1`);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls)).toEqual([]);
  });
});
