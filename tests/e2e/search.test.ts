import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { watchConsole } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { E2E_DIST } from './support/site.ts';
import { hydrated, useSite } from './support/session.ts';

const INPUT = 'input.navbar__search-input';
const POST = '/blog/setup-erpnext-on-amazon-fargate';
const HEADING = 'a-task-definition-for-gunicorn';

describe('built-in search', () => {
  const site = useSite();

  /** A page at the given width, recording the paths it requests. */
  async function open(path: string, width = 1280, theme?: 'light' | 'dark') {
    const context = await site.newContext({ viewport: { width, height: 800 } });
    if (theme) await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const page = await context.newPage();
    const problems = await watchConsole(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    // The '/' shortcut and the input's handlers exist only once hydrated; a loaded machine can take longer than networkidle.
    await hydrated(page);
    return { page, context, problems, requested };
  }

  const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');

  async function typeQuery(page: Page, query: string) {
    await page.keyboard.type(query, { delay: 20 });
    // The results of the whole query, not of a prefix typed on the way.
    await page.locator(`[role="listbox"][data-query="${query}"]`).waitFor();
    expect(await page.locator(INPUT).getAttribute('aria-expanded')).toBe('true');
  }

  it('loads nothing of search until asked, then finds a word and opens it with the keyboard at its heading', async () => {
    const { page, context, problems, requested } = await open('/');
    expect(requested.filter((p) => p.startsWith('/search/') || /SearchPanel/.test(p))).toEqual([]);

    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(true);
    await typeQuery(page, 'gunicorn');
    expect(requested.some((p) => /\/assets\/chunks\/SearchPanel-/.test(p))).toBe(true);

    const first = options(page).first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await first.getAttribute('href')).toBe(`${POST}#${HEADING}`);
    expect(await first.locator('.search__result-title').innerText()).toContain('Setting up ERPNext on Amazon Fargate');
    expect(await first.locator('.search__result-heading').innerText()).toContain('A task definition for gunicorn');
    expect(await first.locator('mark').first().innerText()).toMatch(/^gunicorn$/i);
    const input = page.locator(INPUT);
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await input.getAttribute('aria-controls')).toBe(await page.locator('[role="listbox"]').getAttribute('id'));

    // Arrows move the highlighted option, wrapping around.
    await page.keyboard.press('ArrowDown');
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options(page).nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await options(page).last().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');

    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}${POST}#${HEADING}`);
    await page.waitForFunction((id) => {
      const box = document.getElementById(id)?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= innerHeight;
    }, HEADING);
    expect(await page.locator(INPUT).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[role="listbox"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads only the index files the query needs', async () => {
    const { page, context, requested } = await open('/company/about-us');
    await page.locator(INPUT).click();
    await typeQuery(page, 'gunicorn');
    const fetched = [...new Set(requested.filter((p) => p.startsWith('/search/')))];
    const all = readdirSync(join(E2E_DIST, 'search'), { recursive: true, encoding: 'utf8' });
    expect(fetched).toContain('/search/manifest.json');
    // One dictionary block: every prefix typed ("gu", "gun", ...) lives in the same one.
    const kind = (name: string) => fetched.filter((p) => new RegExp(`^/search/[0-9A-F]{12}/${name}-\\d+\\.json$`).test(p));
    expect(kind('dict')).toHaveLength(1);
    expect(kind('post').length).toBeGreaterThan(0);
    expect(kind('docs').length).toBeGreaterThan(0);
    for (const path of fetched) expect(all).toContain(path.slice('/search/'.length));
    expect(fetched.length).toBeLessThan(all.length / 2);
    await context.close();
  });

  it('still finds the page with a typo, opens Ctrl+K, and closes on Escape', async () => {
    const { page, context, problems } = await open('/services/');
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(true);
    await typeQuery(page, 'gunicorm');
    expect(await options(page).first().getAttribute('href')).toBe(`${POST}#${HEADING}`);
    await page.keyboard.press('Escape');
    expect(await page.locator(INPUT).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[role="listbox"]').count()).toBe(0);
    // Arrow down opens the results again; a click opens one.
    await page.keyboard.press('ArrowDown');
    await page.locator('[role="listbox"]').waitFor();
    await options(page).first().click();
    await page.waitForURL(`${site.url}${POST}#${HEADING}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says when nothing matches', async () => {
    const { page, context } = await open('/');
    await page.locator(INPUT).click();
    await page.keyboard.type('zzqxj', { delay: 20 });
    await page.locator('.search__message').waitFor();
    expect(await page.locator('.search__message').innerText()).toBe('No results for “zzqxj”');
    expect(await page.locator(INPUT).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('is hidden at 390 px, where the shortcut stays the browser’s', async () => {
    const { page, context, requested } = await open('/', 390);
    expect(await page.locator(INPUT).count()).toBe(1);
    expect(await page.locator(INPUT).isVisible()).toBe(false);
    await page.keyboard.press('/');
    await page.waitForTimeout(200);
    expect(requested.filter((p) => p.startsWith('/search/') || /SearchPanel/.test(p))).toEqual([]);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe-core with the results open (${theme})`, async () => {
      const { page, context } = await open('/', 1280, theme);
      await page.locator(INPUT).click();
      await typeQuery(page, 'kubernetes');
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
