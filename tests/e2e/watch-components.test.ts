import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, watchConsole } from './support/browser.ts';
import { hydrated, markWindow, windowMarked } from './support/session.ts';
import { fixtureSite } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/** tests/fixtures/watch-components under `sitegen watch`, its page with the site's <Counter> open in Chromium. */
describe("sitegen watch: an edit to a site's component in the open tab (issue 17)", () => {
  const root = fixtureSite('watch-components');
  const formatCount = join(root, 'src/components/format-count.ts');
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let watch: WatchProcess;

  beforeAll(async () => {
    browser = await connectBrowser();
    watch = await startWatch(root);
    page = await browser.newPage();
    problems = await watchConsole(page);
    await page.goto(`${watch.url}/docs`);
    await hydrated(page);
  });
  afterAll(async () => {
    await browser?.close();
    await watch?.stop();
  });

  it("shows the edited component's output in place, hydrated and working", async () => {
    const button = page.locator('button.counter');
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('Clicks: 3 clicks');
    await markWindow(page);
    writeFileSync(formatCount, readFileSync(formatCount, 'utf8').replace('clicks', 'presses'));
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Clicks: 3 presses');
    // Shown by the runtime in the same document, not by a reload.
    expect(await windowMarked(page)).toBe(true);
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(/^Clicks: [4-9] presses$/);
    expect(problems).toEqual([]);
  });

  it('shows a component that does not bundle as an overlay over the last good page, then the fix', async () => {
    const good = readFileSync(formatCount, 'utf8');
    writeFileSync(formatCount, good.replace('return `', 'return +;`'));
    const overlay = page.locator('#sitegen-error-overlay');
    await expect.poll(() => overlay.textContent(), { timeout: 15_000 }).toMatch(/format-count\.ts:2:\d+ +error .*\[ComponentBundleError\]/);
    expect(await page.locator('button.counter').textContent()).toMatch(/presses$/);
    writeFileSync(formatCount, good.replace('presses', 'pushes'));
    await expect.poll(() => page.locator('button.counter').textContent().catch(() => ''), { timeout: 15_000 }).toMatch(/ pushes$/);
    expect(await overlay.count()).toBe(0);
  });
});
