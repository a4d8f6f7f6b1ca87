import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ROOT } from './support/site.ts';
import { followLink, hydrated, markWindow, useSite, windowMarked } from './support/session.ts';

const FIXTURE = resolve(ROOT, 'tests/fixtures/site-css');
const OUT = resolve(ROOT, '.sitegen', 'e2e-site-css');

/** tests/fixtures/site-css built with the real CLI: a React page with a CSS module (/), an MDX site component with global CSS and a CSS module (/docs/). */
function buildFixture(): string {
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', FIXTURE, '--out-dir', OUT], { stdio: 'pipe' });
  return OUT;
}

const site = useSite(buildFixture);

const style = (page: Page, selector: string, property: string) => page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe("CSS the site's modules import (issue 19)", () => {
  test("a React page's CSS module styles it, and it hydrates without a warning", async () => {
    const { page, problems } = await site.open('/');
    const button = page.locator('header button');
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(/^Clicked [1-9] times$/);
    expect(await style(page, 'header h1', 'color')).toBe('rgb(200, 100, 50)');
    expect(await style(page, 'header button', 'font-weight')).toBe('700');
    expect(await style(page, 'header', 'background-color')).toBe('rgb(10, 20, 30)');
    expect(await style(page, 'header', 'background-image')).toMatch(/^url\(".*\/assets\/media\/dot-[A-Z0-9]+\.svg"\)$/);
    expect(problems).toEqual([]);
  });

  test('the React page rendered in the browser, on client-side navigation, has the class names the stylesheet has', async () => {
    // (React's production build does not check attributes on hydration: this is where the browser's own names show.)
    const { page, problems } = await site.open('/docs/plain');
    await hydrated(page);
    await markWindow(page);
    await followLink(page, '/');
    await expect.poll(() => page.locator('header button').count(), { timeout: 10_000 }).toBe(1);
    expect(await style(page, 'header:has(button) h1', 'color')).toBe('rgb(200, 100, 50)');
    expect(await style(page, 'header:has(button)', 'background-color')).toBe('rgb(10, 20, 30)');
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("an MDX site component's global CSS and CSS module style it, reached by client-side navigation too", async () => {
    const { page, problems } = await site.open('/docs/plain');
    await hydrated(page);
    await markWindow(page);
    await followLink(page, '/docs/');
    await expect.poll(() => page.locator('.site-box').count(), { timeout: 10_000 }).toBe(1);
    expect(await style(page, '.site-box', 'border-top-color')).toBe('rgb(4, 5, 6)');
    expect(await style(page, '.site-box p', 'color')).toBe('rgb(7, 8, 9)');
    expect(await style(page, '.site-box', 'border-top-width')).toBe('3px');
    // The swizzled footer's CSS module.
    expect(await style(page, 'p:has-text("Styled footer note")', 'color')).toBe('rgb(11, 12, 13)');
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
