import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { buildThemeFixture } from './support/fixture-site.ts';
import { hydrated, useSite } from './support/session.ts';
import { THEME_DIST } from './support/site.ts';

let wrongBaseDist = '';
beforeAll(() => {
  wrongBaseDist = buildThemeFixture('e2e-theme-dist-base-url', { E2E_BASE_URL: '/docs-site/' });
}, 120_000);

const site = useSite();
const fixture = useSite(THEME_DIST);
/** Built for the base URL /docs-site/ but served from the root. */
const wrongBase = useSite(() => wrongBaseDist);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('base URL misconfiguration (SPEC section 8)', () => {
  test("a site served outside its base URL shows 'Your site did not load properly' with the likely cause", async () => {
    const context = await wrongBase.newContext();
    const page = await context.newPage();
    await page.goto(`${wrongBase.url}/`);
    const banner = page.getByRole('alert').filter({ hasText: 'Your site did not load properly' });
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/base ?URL/i);
    expect(await banner.textContent()).toContain('/docs-site/');
  });

  test('no banner when the base URL is right', async () => {
    const { page } = await site.open('/');
    expect(await page.getByText('Your site did not load properly').count()).toBe(0);
  });
});

describe('storage unavailable (SPEC section 8)', () => {
  test('localStorage that throws only warns in the console; the site still works', async () => {
    const warnings: string[] = [];
    const { page, problems } = await site.open('/', {
      before: (p) => {
        p.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
        return p.addInitScript(() =>
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          }),
        );
      },
    });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await nav(page).getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('banner', { name: 'Announcement' }).getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('banner', { name: 'Announcement' }).count()).toBe(0);
    await page.click('nav[aria-label="Main"] a[href="/blog"]');
    await expect.poll(() => page.title()).toBe('Blog | Acme');
    expect(warnings.some((w) => w.includes('localStorage'))).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('skip link and accessible names (SPEC sections 2 and 9)', () => {
  test("the first Tab reaches 'Skip to main content', which moves focus to <main>", async () => {
    const { page } = await site.open('/blog');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  test('landmarks and controls carry the names people and tests look for', async () => {
    const { page } = await site.open('/');
    expect(await nav(page).count()).toBe(1);
    const banner = page.getByRole('banner', { name: 'Announcement' });
    expect(await banner.getByRole('button', { name: 'Close' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Skip to main content' }).count()).toBe(1);
    expect(await nav(page).getByRole('button', { name: 'Switch between dark and light mode (currently system mode)' }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await nav(page).getByRole('button', { name: 'Toggle navigation bar' }).isVisible()).toBe(true);
  });

  test("the locale and versions dropdowns are labelled 'Languages' and 'Versions'; locale links keep the query and hash", async () => {
    const { page } = await fixture.open('/guides/install?tab=cli#top');
    const languages = nav(page).getByRole('button', { name: /^Languages/ });
    expect(await languages.count()).toBe(1);
    const english = nav(page).locator('a[lang="en"]').first();
    await expect.poll(() => english.getAttribute('href')).toBe('/guides/install?tab=cli#top');

    await page.setViewportSize({ width: 390, height: 800 });
    await nav(page).getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('#navbar-sidebar');
    // A doc page: the secondary menu (its sidebar) comes first.
    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await sidebar.getByText('Languages', { exact: true }).count()).toBe(1);
    expect(await sidebar.getByText('Versions', { exact: true }).count()).toBe(1);
  });
});

describe('navbar item failure (SPEC section 8)', () => {
  test('an item that throws shows a message to check its configuration; the rest of the navbar renders', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.route(`${site.url}/`, async (route) => {
      const response = await route.fetch();
      // A misspelled item type in the boot data, past the config's validation: no component renders it.
      const html = (await response.text()).replaceAll('"type":"dropdown","position":"left","label":"Company"', '"type":"dropdwn","position":"left","label":"Company"');
      expect(html).toContain('dropdwn');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await expect.poll(() => nav(page).textContent()).toContain('Please check this item in navbar.items');
    expect(await nav(page).getByRole('link', { name: 'Blog' }).count()).toBeGreaterThan(0);
  });
});
