import { describe, expect, test } from 'vitest';
import { buildFixtureSite } from './support/fixture-site.ts';
import { followLink, markWindow, useSite, windowMarked } from './support/session.ts';

/**
 * tests/fixtures/own-site built with the real CLI: custom CSS, a primary colour, a swizzled Footer
 * wrapping the original, a React page, a remark and a rehype plugin, all in one site (issue 19).
 */
const site = useSite(() => buildFixtureSite('own-site', 'e2e-own-site'));

const clickUntil = async (button: import('playwright-core').Locator, text: RegExp) =>
  expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(text);

describe('a site with every override at once (issue 19)', () => {
  test('docs pages: the plugins changed the content, the custom CSS styles it, the swizzled footer hydrates', async () => {
    const { page, problems } = await site.open('/docs/tables');
    await expect.poll(() => page.locator('.markdown em').last().textContent()).toBe('Reviewed by the handbook team.');
    const table = page.locator('table.data-table');
    expect(await table.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('3px');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia');
    expect(await page.locator('footer.footer').count()).toBe(1);
    await clickUntil(page.locator('.footer-thanks button'), /^Thanked [1-9] times$/);
    expect(problems).toEqual([]);
  });

  test('the React page renders in the site layout, hydrates, and client navigation keeps every override working', async () => {
    const { page, problems } = await site.open('/docs');
    await markWindow(page);
    await followLink(page, '/playground');
    await expect.poll(() => page.title()).toMatch(/^Playground/);
    await clickUntil(page.locator('button.counter'), /^Pressed [1-9] times$/);
    await clickUntil(page.locator('.footer-thanks button'), /^Thanked [1-9] times$/);
    await followLink(page, '/docs/tables');
    await expect.poll(() => page.locator('table.data-table').count()).toBe(1);
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the React page served directly hydrates without a mismatch', async () => {
    const { page, problems } = await site.open('/playground');
    const html = await (await page.request.get(`${site.url}/playground`)).text();
    expect(html).toContain('<title>Playground | Own Site</title>');
    expect(html).toContain('<button type="button" class="counter">Pressed <!-- -->0<!-- --> times</button>');
    await clickUntil(page.locator('button.counter'), /^Pressed [1-9] times$/);
    expect(problems).toEqual([]);
  });
});
