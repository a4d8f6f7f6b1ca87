import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { buildFixtureSite } from './support/fixture-site.ts';
import { useSite } from './support/session.ts';

let dist = '';
// Docs 2.0 (latest), 1.0 and Next, each with the word "frobnicator", and a blog post with it (tests/fixtures/versioned-search).
beforeAll(() => void (dist = buildFixtureSite('versioned-search', 'e2e-versioned-search')), 120_000);

const site = useSite(() => dist);

/** Types a query into the navbar's search box; the results' links and group labels once they are the query's. */
async function search(page: Page, query: string) {
  await page.locator('input.navbar__search-input').click();
  await page.keyboard.type(query, { delay: 20 });
  await page.locator(`[role="listbox"][data-query="${query}"]`).waitFor();
  const options = page.locator('[role="listbox"] [role="option"]');
  const hrefs = (await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('#')[0]))).sort();
  const groups = await options.locator('.search__result-group').allInnerTexts();
  return { hrefs: [...new Set(hrefs)], groups: [...new Set(groups.map((group) => group.replace(/^\s*·\s*/, '')))].sort() };
}

describe('search on a site with versioned docs', () => {
  test('from a doc of 1.0 finds the docs of 1.0 and the blog, labelled with their version', async () => {
    const { page, problems } = await site.open('/docs/1.0/setup');
    const { hrefs, groups } = await search(page, 'frobnicator');
    expect(hrefs).toEqual(['/blog/2025/02/01/news', '/docs/1.0/', '/docs/1.0/setup']);
    // An older version's results say which version they are of: "<section label> 1.0".
    expect(groups).toEqual(['Blog', expect.stringMatching(/ 1\.0$/)]);
    expect(problems).toEqual([]);
  });

  test('from a doc of Next finds the docs of Next', async () => {
    const { page } = await site.open('/docs/next/');
    expect((await search(page, 'frobnicator')).hrefs).toEqual(['/blog/2025/02/01/news', '/docs/next/', '/docs/next/setup']);
  });

  test('elsewhere finds the latest version', async () => {
    const { page } = await site.open('/blog');
    const { hrefs, groups } = await search(page, 'frobnicator');
    expect(hrefs).toEqual(['/blog/2025/02/01/news', '/docs/', '/docs/setup']);
    expect(groups.filter((group) => / (1\.0|2\.0|Next)$/.test(group))).toEqual([]);
  });

  test('elsewhere finds the version the reader prefers, once they picked one', async () => {
    const { page } = await site.open('/blog');
    // What the version dropdown stores when the reader picks 1.0 (Docusaurus' key for the `docs` section).
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
    expect((await search(page, 'frobnicator')).hrefs).toEqual(['/blog/2025/02/01/news', '/docs/1.0/', '/docs/1.0/setup']);
  });
});
