import { describe, expect, test } from 'vitest';
import { hydrated, useSite } from './support/session.ts';
import { PAGES } from './support/pages.ts';

const site = useSite();

describe('hydration (issue 4: no mismatch, no console error or React warning)', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    for (const width of [1280, 390]) {
      test(`${kind} at ${width} px hydrates cleanly`, async () => {
        const context = await site.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          const text = message.text();
          if (['error', 'warning'].includes(message.type())) problems.push(`${message.type()}: ${text}`);
        });
        page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
        const response = await page.goto(site.url + path);
        expect(response?.status()).toBe(kind === 'notFound' ? 404 : 200);
        await hydrated(page);
        // Effects after hydration (storage, observers, prefetch) have run.
        await page.waitForTimeout(400);
        const html = await page.evaluate(() => document.getElementById('__sitegen')!.innerHTML.length);
        expect(html).toBeGreaterThan(1000);
        // The browser reports the not-found document's own 404 status; nothing else may appear.
        expect(problems.filter((p) => !(kind === 'notFound' && /status of 404/.test(p)))).toEqual([]);
      });
    }
  }
});

describe('the hydration check itself', () => {
  test('a server/client mismatch is reported, so the checks above can fail', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.route(`${site.url}/blog/archive`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<h1', '<h1 data-e2e="mismatch"').replace(/(<h1[^>]*>)[^<]*/, '$1Not the archive');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${site.url}/blog/archive`);
    await hydrated(page);
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/hydrat|#418|#425/i);
  });
});
