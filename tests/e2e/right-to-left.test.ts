import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { buildFixtureSite } from './support/fixture-site.ts';
import { nuErrors } from './support/nu-checker.ts';
import { useSite } from './support/session.ts';

let dist = '';
// An Arabic site whose locale has direction 'rtl' (tests/fixtures/rtl-site).
beforeAll(() => void (dist = buildFixtureSite('rtl-site', 'e2e-rtl-site')), 120_000);

const site = useSite(() => dist);

type Box = { left: number; right: number; top: number; bottom: number; width: number };

/** The bounding box of the first element a selector matches. */
function box(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).first().evaluate((element) => {
    const { left, right, top, bottom, width } = element.getBoundingClientRect();
    return { left, right, top, bottom, width };
  });
}

function style(page: Page, selector: string, property: string, pseudo?: string): Promise<string> {
  return page.locator(selector).first().evaluate((element, [name, from]) => getComputedStyle(element, from).getPropertyValue(name!), [property, pseudo] as const);
}

describe('a right-to-left locale', () => {
  test('sets dir="rtl" and puts the sidebar right of the content, the table of contents left of it', async () => {
    const { page, problems } = await site.open('/docs/install');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const [sidebar, content, toc] = await Promise.all([box(page, '.doc-page__sidebar'), box(page, '.doc-page__content'), box(page, '.doc-page__toc')]);
    expect(sidebar.left).toBeGreaterThanOrEqual(content.right);
    expect(toc.right).toBeLessThanOrEqual(content.left);
    // The sidebar's rule faces the content, the TOC's marker line its own start.
    expect(await style(page, '.doc-page__sidebar', 'border-left-width')).toBe('1px');
    expect(await style(page, '.doc-page__sidebar', 'border-right-width')).toBe('0px');
    expect(await style(page, '.toc--desktop > .toc__list', 'border-right-width')).toBe('1px');
    expect(problems).toEqual([]);
  });

  test('mirrors the navbar: the brand and the left items at the right, the right items at the left', async () => {
    const { page } = await site.open('/docs/install');
    const [brand, guide, blog, source, search] = await Promise.all([
      box(page, '.navbar__brand'),
      box(page, '.navbar__items:not(.navbar__items--right) >> text=الدليل'),
      box(page, '.navbar__items:not(.navbar__items--right) >> text=المدونة'),
      box(page, '.navbar__items--right >> text=المصدر'),
      box(page, '.navbar__search'),
    ]);
    expect(brand.right).toBeGreaterThan(guide.right);
    expect(guide.left).toBeGreaterThan(blog.right);
    expect(blog.left).toBeGreaterThan(source.right);
    expect(Math.min(source.left, search.left)).toBeLessThan(200);
  });

  test('mirrors breadcrumbs, admonitions, blockquotes and pagination, and keeps code left to right', async () => {
    const { page } = await site.open('/docs/install');
    const crumbs = await page.locator('.breadcrumbs__item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
    expect(crumbs).toEqual([...crumbs].sort((a, b) => b - a));
    expect(await style(page, '.breadcrumbs__item + .breadcrumbs__item', 'scale', '::before')).toBe('-1 1');
    expect(await style(page, '.admonition', 'border-right-width')).toBe('4px');
    expect(await style(page, '.admonition', 'border-left-width')).toBe('1px');
    expect(await style(page, '.markdown blockquote', 'border-right-width')).toBe('4px');
    const [previous, next] = await Promise.all([box(page, '.pager__link--prev'), box(page, '.pager__link--next')]);
    expect(previous.left).toBeGreaterThan(next.right);
    // Code reads left to right: the block, its first line at the block's left edge.
    expect(await style(page, '.code-block', 'direction')).toBe('ltr');
    const [pre, line] = await Promise.all([box(page, '.code-block pre'), box(page, '.code-block code .line > span')]);
    expect(line.left - pre.left).toBeLessThan(40);
  });

  test('lays out the blog with its sidebar on the right', async () => {
    const { page } = await site.open('/blog');
    const [sidebar, main] = await Promise.all([box(page, '.blog-sidebar'), box(page, '.blog-page__main')]);
    expect(sidebar.left).toBeGreaterThanOrEqual(main.right);
  });

  test('opens the search results inside the page, under the box', async () => {
    const { page } = await site.open('/docs/install');
    await page.locator('input.navbar__search-input').click();
    await page.keyboard.type('التثبيت', { delay: 20 });
    await page.locator('[role="listbox"] [role="option"]').first().waitFor();
    const [popup, input] = await Promise.all([box(page, '.search__popup'), box(page, 'input.navbar__search-input')]);
    expect(popup.left).toBeGreaterThanOrEqual(0);
    expect(Math.abs(popup.left - input.left)).toBeLessThan(2);
    expect(await page.locator('[role="listbox"] [role="option"]').first().getAttribute('href')).toBe('/docs/install');
  });

  test('slides the mobile sidebar in from the right', async () => {
    const { page } = await site.open('/docs/install', { context: { viewport: { width: 600, height: 800 } } });
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar--show').waitFor();
    await expect.poll(async () => (await box(page, '.navbar-sidebar')).right).toBeCloseTo(600, 0);
  });

  test('axe finds no violations on a doc, the blog and the home page', async () => {
    for (const path of ['/docs/install', '/blog', '/']) {
      const { page } = await site.open(path);
      expect(await axeViolations(page)).toEqual([]);
    }
  }, 120_000);

  test('the Nu HTML Checker finds no errors', () => {
    expect(nuErrors(dist)).toEqual([]);
  }, 120_000);
});
