import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from './support/site.ts';
import { markWindow, useSite, windowMarked } from './support/session.ts';

const FIXTURE = resolve(ROOT, 'tests/fixtures/mdx-docusaurus');

/** tests/fixtures/mdx-docusaurus built with the real CLI: @docusaurus/Link, BrowserOnly and the rest in MDX. */
function buildFixture(): string {
  const out = resolve(ROOT, '.sitegen', 'e2e-mdx-docusaurus');
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', FIXTURE, '--out-dir', out], { stdio: 'pipe' });
  return out;
}

const site = useSite(buildFixture);

describe('@docusaurus/* in MDX, in the browser (issue 17)', () => {
  test('<BrowserOnly> shows its fallback until hydration, then what its function returns, without a hydration warning', async () => {
    const { page, problems } = await site.open('/docs/other', { hydrate: false });
    const html = await (await page.request.get(`${site.url}/docs/other`)).text();
    expect(html).toContain('<p class="clock-wait">Loading the clock…</p>');
    expect(html).not.toContain('class="clock"');
    await expect.poll(() => page.locator('.markdown .clock').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('.markdown .clock').textContent()).toMatch(/: 1970-01-01T00:00:00\.000Z$/);
    expect(await page.locator('.clock-wait').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('<Link to> navigates on the client, to the heading it names', async () => {
    const { page, problems } = await site.open('/docs');
    await markWindow(page);
    await page.getByRole('link', { name: 'the other page' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe('/docs/other#details');
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
