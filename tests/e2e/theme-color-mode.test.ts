import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useSite } from './support/session.ts';
import { THEME_DIST } from './support/site.ts';

const site = useSite();
const fixture = useSite(THEME_DIST);

const theme = (page: Page) => page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.themeChoice]);
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const toggle = (page: Page) => page.locator('nav[aria-label="Main"] .navbar__color-toggle');
const label = (page: Page) => toggle(page).getAttribute('aria-label');

/** Blocks the client entry, so the page stays as the server and the inline head script made it. */
const withoutScripts = (page: Page) => page.route('**/assets/entry-*.js', (route) => route.abort());

describe('colour mode (SPEC section 4)', () => {
  test('defaults to light with no stored choice; the toggle is labelled and disabled until hydration', async () => {
    const { page } = await site.open('/', { hydrate: false, before: withoutScripts });
    expect(await theme(page)).toEqual(['light', 'system']);
    expect(await toggle(page).isDisabled()).toBe(true);
    expect(await label(page)).toBe('Switch between dark and light mode (currently system mode)');
    await page.unroute('**/assets/entry-*.js');
    await page.reload();
    await hydrated(page);
    expect(await toggle(page).isEnabled()).toBe(true);
  });

  test('the toggle flips light and dark, stores the choice and keeps it across loads without a flash', async () => {
    const { page, context, problems } = await site.open('/');
    await toggle(page).click();
    expect(await theme(page)).toEqual(['dark', 'dark']);
    expect(await stored(page)).toBe('dark');
    expect(await label(page)).toBe('Switch between dark and light mode (currently dark mode)');
    await toggle(page).click();
    expect(await theme(page)).toEqual(['light', 'light']);
    expect(await stored(page)).toBe('light');
    await toggle(page).click();

    // Before any script of the bundle runs, the inline head script has applied the stored mode.
    const second = await context.newPage();
    await withoutScripts(second);
    await second.goto(`${site.url}/blog`);
    expect(await theme(second)).toEqual(['dark', 'dark']);
    expect(await second.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    expect(problems).toEqual([]);
  });

  test('a choice made in one tab shows in the others', async () => {
    const { page, context } = await site.open('/');
    const other = await context.newPage();
    await other.goto(`${site.url}/blog`);
    await hydrated(other);
    await toggle(page).click();
    await expect.poll(() => theme(other)).toEqual(['dark', 'dark']);
    expect(await label(other)).toBe('Switch between dark and light mode (currently dark mode)');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await expect.poll(() => theme(other)).toEqual(['light', 'system']);
  });

  test('a stored value that is neither light nor dark is ignored', async () => {
    const { page } = await site.open('/', { before: (p) => p.addInitScript(() => localStorage.setItem('theme', 'purple')) });
    expect(await theme(page)).toEqual(['light', 'system']);
    expect(await label(page)).toBe('Switch between dark and light mode (currently system mode)');
  });

  test('with the OS preference respected, the toggle cycles system → light → dark → system and system removes the key', async () => {
    const context = await fixture.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${fixture.url}/`);
    await hydrated(page);
    expect(await theme(page)).toEqual(['dark', 'system']);
    await toggle(page).click();
    expect(await theme(page)).toEqual(['light', 'light']);
    expect(await stored(page)).toBe('light');
    await toggle(page).click();
    expect(await theme(page)).toEqual(['dark', 'dark']);
    await toggle(page).click();
    expect(await theme(page)).toEqual(['dark', 'system']);
    expect(await stored(page)).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toEqual(['light', 'system']);
  });
});
