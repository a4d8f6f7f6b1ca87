import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, watchConsole } from './support/browser.ts';
import { hydrated } from './support/session.ts';
import { fixtureSite } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/** tests/fixtures/theming under `sitegen watch`, a doc open in Chromium while its custom CSS is edited. */
describe('sitegen watch: an edit to the custom CSS in the open tab', () => {
  const root = fixtureSite('theming');
  const customCss = join(root, 'src/css/custom.css');
  const imported = join(root, 'src/css/fonts.css');
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let watch: WatchProcess;
  const radius = () => page.evaluate(() => getComputedStyle(document.querySelector('.admonition')!).borderTopLeftRadius).catch(() => '');

  beforeAll(async () => {
    browser = await connectBrowser();
    watch = await startWatch(root);
    page = await browser.newPage();
    problems = await watchConsole(page);
    await page.goto(`${watch.url}/docs/`);
    await hydrated(page);
  });
  afterAll(async () => {
    await browser?.close();
    await watch?.stop();
  });

  it('restyles the open page when custom.css changes', async () => {
    expect(await radius()).toBe('3px');
    writeFileSync(customCss, readFileSync(customCss, 'utf8').replace('--ifm-global-radius: 3px', '--ifm-global-radius: 11px'));
    await expect.poll(radius, { timeout: 15_000 }).toBe('11px');
    expect(problems).toEqual([]);
  });

  it('restyles it when a file custom.css imports changes', async () => {
    writeFileSync(imported, `${readFileSync(imported, 'utf8')}.admonition { border-top-left-radius: 17px; }\n`);
    await expect.poll(radius, { timeout: 15_000 }).toBe('17px');
  });

  it('shows CSS that does not read as an overlay over the last good page, then the fix', async () => {
    const good = readFileSync(imported, 'utf8');
    writeFileSync(imported, `${good}}\n`);
    const overlay = page.locator('#sitegen-error-overlay');
    await expect.poll(() => overlay.textContent(), { timeout: 15_000 }).toMatch(/fonts\.css:\d+:\d+ +error +Unexpected "}" +\[CustomCssError\]/);
    expect(await radius()).toBe('17px');
    writeFileSync(imported, good.replace('17px', '5px'));
    await expect.poll(radius, { timeout: 15_000 }).toBe('5px');
    expect(await overlay.count()).toBe(0);
  });
});
