import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT } from './support/site.ts';
import { followLink, hydrated, markWindow, useSite, windowMarked } from './support/session.ts';

const FIXTURE = resolve(ROOT, 'tests/fixtures/mdx-site-components');

/** tests/fixtures/mdx-site-components built with the real CLI: a page with the site's <Counter>, one with theme components, one without. */
function buildFixture(): string {
  const out = resolve(ROOT, '.sitegen', 'e2e-mdx-components');
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', FIXTURE, '--out-dir', out], { stdio: 'pipe' });
  return out;
}

const site = useSite(buildFixture);

/** The scripts a page requests from the moment it starts loading. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe("a site's own MDX component (issue 17)", () => {
  test('is rendered on the server, hydrates on its page and works', async () => {
    const { page, problems } = await site.open('/docs', { hydrate: false });
    const html = await (await page.request.get(`${site.url}/docs`)).text();
    expect(html).toContain('<button type="button">Clicks<!-- -->: <!-- -->3 clicks</button>');
    await hydrated(page);
    const button = page.locator('.counter button');
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(/^Clicks: [4-9] clicks$/);
    await expect(page.locator('.counter__note strong').textContent()).resolves.toBe('in the browser');
    expect(problems).toEqual([]);
  });

  test('is loaded only by the pages that use it: another page requests no component chunk', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${site.url}/docs/other`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('/DocPage-'))).toBe(true);
    expect(scripts.filter((path) => /Counter|MdxMarkdown|Tabs|chunk-/.test(path))).toEqual([]);
    const html = await page.content();
    expect(html).not.toMatch(/Counter-|MdxMarkdown-|Tabs-/);
  });

  test('arrives with client-side navigation and works there', async () => {
    const { page, problems } = await site.open('/docs/other');
    const scripts = scriptsOf(page);
    await markWindow(page);
    await followLink(page, '/docs');
    const button = page.locator('.counter button');
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(/^Clicks: [4-9] clicks$/);
    expect(await windowMarked(page)).toBe(true);
    expect(scripts.some((path) => /\/Counter-[A-Z0-9]+\.js$/.test(path))).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('theme components through the whole pipeline (issue 17)', () => {
  test('hydrate on the built page without a warning, and switch tabs on click', async () => {
    const { page, problems } = await site.open('/docs/tabs');
    const yarn = page.getByRole('tab', { name: 'Yarn' });
    await expect.poll(async () => (await yarn.click(), await yarn.getAttribute('aria-selected')), { timeout: 10_000 }).toBe('true');
    expect(await page.locator('[role="tabpanel"]:visible').allTextContents()).toEqual(['Run yarn add.']);
    expect(problems).toEqual([]);
  });
});
