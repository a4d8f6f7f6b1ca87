import { describe, expect, test } from 'vitest';
import { buildFixtureSite } from './support/fixture-site.ts';
import { followLink, markWindow, useSite, windowMarked } from './support/session.ts';

/** tests/fixtures/swizzle-theme built with the real CLI: a Footer wrapping the original with a button, a DocBreadcrumbs replaced. */
const site = useSite(() => buildFixtureSite('swizzle-theme', 'e2e-swizzle'));

describe('swizzled theme components (issue 19)', () => {
  test('render on the server, hydrate without a mismatch, and the wrapped footer works', async () => {
    const { page, problems } = await site.open('/docs');
    const html = await (await page.request.get(`${site.url}/docs`)).text();
    expect(html).toContain('<div class="footer-feedback"><button type="button">Was this helpful?</button></div>');
    expect(html).toMatch(/<footer class="footer[^"]*">[\s\S]*Swizzle fixture/);
    expect(html).toContain('<p class="custom-breadcrumbs">Swizzled Theme<!-- --> / <!-- -->Introduction</p>');
    expect(html).not.toContain('class="breadcrumbs"');
    const button = page.locator('.footer-feedback button');
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(/^Thanks: [1-9]$/);
    expect(await page.locator('footer.footer').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  test('stay in place and keep working after client-side navigation', async () => {
    const { page, problems } = await site.open('/docs');
    await markWindow(page);
    await followLink(page, '/docs/second');
    await expect.poll(() => page.locator('.custom-breadcrumbs').textContent()).toBe('Swizzled Theme / Second');
    const button = page.locator('.footer-feedback button');
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(/^Thanks: [1-9]$/);
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
