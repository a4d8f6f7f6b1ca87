import { describe, expect, test } from 'vitest';
import { buildFixtureSite } from './support/fixture-site.ts';
import { useSite } from './support/session.ts';

/**
 * tests/fixtures/mdx-npm-package: a page with a component of an installed CommonJS package,
 * re-exported as the site's own; another importing it, and an ES package's, straight into MDX.
 */
const site = useSite(() => buildFixtureSite('mdx-npm-package', 'e2e-mdx-npm-package'));

describe("an npm package's component in MDX", () => {
  test("renders on the server though the package is CommonJS and requires React, and hydrates with the page's one React", async () => {
    const { page, problems } = await site.open('/docs', { hydrate: false });
    const html = await (await page.request.get(`${site.url}/docs`)).text();
    expect(html).toContain('<button type="button" class="cjs-clicker">Clicked 2</button>');
    const button = page.locator('.cjs-clicker');
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(/^Clicked [3-9]$/);
    expect(problems).toEqual([]);
  });

  test("is imported straight into MDX, by name or as the default export, as Docusaurus pages import them", async () => {
    const { page, problems } = await site.open('/docs/direct', { hydrate: false });
    const html = await (await page.request.get(`${site.url}/docs/direct`)).text();
    expect(html).toContain('<button type="button" class="cjs-clicker">Clicked 5</button>');
    expect(html).toContain('<span class="esm-badge">New</span>');
    const button = page.locator('.cjs-clicker');
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(/^Clicked [6-9]$/);
    await page.locator('.esm-badge').click();
    await expect.poll(() => page.locator('.esm-badge').textContent()).toBe('New, seen');
    expect(problems).toEqual([]);
  });
});
