import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from './support/site.ts';
import { followLink, hydrated, markWindow, useSite, windowMarked } from './support/session.ts';
import { axeViolations } from './support/axe.ts';
import { FIRST_LOAD_BUDGET, firstLoadScripts } from './support/first-load.ts';

const FIXTURE = resolve(ROOT, 'tests/fixtures/react-pages');
const OUT = resolve(ROOT, '.sitegen', 'e2e-react-pages');

/** tests/fixtures/react-pages built with the real CLI: a React page (/about), a Markdown page (/notes), an MDX page (/foo). */
function buildFixture(): string {
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', FIXTURE, '--out-dir', OUT], { stdio: 'pipe' });
  return OUT;
}

const site = useSite(buildFixture);

describe('a React page of src/pages (issue 19)', () => {
  test('hydrates without a warning: its counter counts, BrowserOnly shows the browser part, axe finds nothing', async () => {
    const { page, problems } = await site.open('/about');
    const counter = page.locator('button.counter');
    await expect.poll(async () => (await counter.click(), await counter.textContent()), { timeout: 10_000 }).toMatch(/^Clicked [1-9] times$/);
    await expect(page.locator('.where').textContent()).resolves.toBe('browser');
    await expect(page.locator('.greeting').textContent()).resolves.toBe('Hello from customFields');
    expect(await page.title()).toBe('About us | Pages Site');
    expect(await page.locator('nav.navbar').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('is reached by client-side navigation, works there, and its Link leads back the same way', async () => {
    const { page, problems } = await site.open('/notes');
    await markWindow(page);
    await followLink(page, '/about');
    const counter = page.locator('button.counter');
    await expect.poll(async () => (await counter.click(), await counter.textContent()), { timeout: 10_000 }).toMatch(/^Clicked [1-9] times$/);
    await expect.poll(() => page.title()).toBe('About us | Pages Site');
    await page.click('a.docs-link');
    await page.waitForURL(/\/docs\/?$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Getting started');
    await page.goBack();
    await expect.poll(() => page.locator('button.counter').count()).toBe(1);
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test(`loads at most ${FIRST_LOAD_BUDGET} bytes of scripts on first load (gzip -9)`, () => {
    const { files, bytes } = firstLoadScripts(OUT, 'about/index.html');
    console.log(`React page first-load JS: ${bytes} B gzip -9 (${files.length} files)`);
    expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });
});

describe('Markdown pages of src/pages (issue 19)', () => {
  test('show in the site layout with their table of contents, hydrate cleanly and pass axe', async () => {
    const { page, problems } = await site.open('/notes');
    await expect(page.locator('article h1').textContent()).resolves.toBe('Release notes');
    expect(await page.locator('.toc--desktop a').allTextContents()).toEqual(['First section', 'Second section']);
    expect(await page.locator('.doc-sidebar').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('an MDX page: its Tabs work as in docs', async () => {
    const { page, problems } = await site.open('/foo');
    await hydrated(page);
    const b = page.getByRole('tab', { name: 'B' });
    await expect.poll(async () => (await b.click(), await b.getAttribute('aria-selected')), { timeout: 10_000 }).toBe('true');
    expect(problems).toEqual([]);
  });
});
