import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useSite } from './support/session.ts';
import { THEME_DIST } from './support/site.ts';

const DISMISS = 'docusaurus.announcement.dismiss';
const ID = 'docusaurus.announcement.id';
/** The consultancy site's announcement id (site.config.ts). */
const CONFIGURED = 'dev-utils-doctype-editor-2025';

const site = useSite();
/** The fixture's announcement has the default id, `announcement-bar`. */
const fixture = useSite(THEME_DIST);

const bar = (page: Page) => page.getByRole('banner', { name: 'Announcement' });
const storage = (page: Page) => page.evaluate(([d, i]) => [localStorage.getItem(d), localStorage.getItem(i)], [DISMISS, ID]);
const presetStorage = (values: Record<string, string>) => (page: Page) =>
  page.addInitScript((entries) => {
    // Only on the first document of the test: later loads see what the page itself stored.
    if (sessionStorage.getItem('e2e-preset')) return;
    sessionStorage.setItem('e2e-preset', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);

describe('announcement bar (SPEC section 4)', () => {
  test('shows until closed; closing stores the string true and the id; it stays closed on later loads, without flashing in', async () => {
    const { page, context } = await site.open('/');
    expect(await bar(page).isVisible()).toBe(true);
    expect(await bar(page).textContent()).toContain('New on the blog');
    await bar(page).getByRole('button', { name: 'Close' }).click();
    expect(await bar(page).count()).toBe(0);
    expect(await storage(page)).toEqual(['true', CONFIGURED]);

    await page.reload();
    await hydrated(page);
    expect(await bar(page).count()).toBe(0);
    // Before the bundle runs, the inline head script and CSS already hide it.
    const bare = await context.newPage();
    await bare.route('**/assets/entry-*.js', (route) => route.abort());
    await bare.goto(`${site.url}/blog`);
    expect(await bare.locator('.announcement-bar').count()).toBe(1);
    expect(await bare.locator('.announcement-bar').isVisible()).toBe(false);
  });

  test('a stored id that differs from the configured one is replaced and the dismissal reset', async () => {
    const { page } = await site.open('/', { before: presetStorage({ [DISMISS]: 'true', [ID]: 'last-years-announcement' }) });
    expect(await bar(page).isVisible()).toBe(true);
    expect(await storage(page)).toEqual(['false', CONFIGURED]);
  });

  test('the old misspelled id counts as the default id and is rewritten', async () => {
    // Dismissed under the misspelling: the fixture's bar (default id) stays closed.
    const { page } = await fixture.open('/', { before: presetStorage({ [DISMISS]: 'true', [ID]: 'annoucement-bar' }) });
    expect(await bar(page).count()).toBe(0);
    expect(await storage(page)).toEqual(['true', 'announcement-bar']);
    // On the consultancy site, whose id is not the default, the same storage shows its bar again.
    const other = await site.open('/', { before: presetStorage({ [DISMISS]: 'true', [ID]: 'annoucement-bar' }) });
    expect(await bar(other.page).isVisible()).toBe(true);
    expect(await storage(other.page)).toEqual(['false', CONFIGURED]);
  });
});
