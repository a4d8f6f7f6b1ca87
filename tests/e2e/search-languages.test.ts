import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { buildFixtureSite } from './support/fixture-site.ts';
import { useSite } from './support/session.ts';

let dist = '';
// Japanese at the root, Chinese at /zh-Hans/, both written without spaces (tests/fixtures/cjk-search).
beforeAll(() => void (dist = buildFixtureSite('cjk-search', 'e2e-cjk-search')), 120_000);

const site = useSite(() => dist);

/** Types a query into the navbar's search box; the results (link, highlighted words) once they are the query's. */
async function search(page: Page, query: string) {
  await page.locator('input.navbar__search-input').click();
  await page.locator('input.navbar__search-input').fill('');
  await page.keyboard.type(query, { delay: 20 });
  await page.locator(`[data-query="${query}"], .search__message`).first().waitFor();
  return page.locator('[role="listbox"] [role="option"]').evaluateAll((links) =>
    links.map((link) => ({ href: decodeURIComponent(link.getAttribute('href')!), marks: [...link.querySelectorAll('mark')].map((mark) => mark.textContent) })),
  );
}

describe('search in languages written without spaces', () => {
  test('finds a Japanese word inside a sentence, from the Japanese index', async () => {
    const requested: string[] = [];
    const { page, problems } = await site.open('/docs/', { before: (p) => void p.on('request', (request) => requested.push(new URL(request.url()).pathname)) });
    const hits = await search(page, '設定');
    expect(hits).toEqual([{ href: '/docs/', marks: ['設定'] }]);
    expect((await search(page, '東京')).map((hit) => hit.href)).toEqual(['/docs/#東京都の天気']);
    expect(requested).toContain('/search/manifest.json');
    expect(problems).toEqual([]);
  });

  test('finds a Chinese word inside a sentence, from the Chinese index under its path', async () => {
    const requested: string[] = [];
    const { page, problems } = await site.open('/zh-Hans/docs/', { before: (p) => void p.on('request', (request) => requested.push(new URL(request.url()).pathname)) });
    expect(await search(page, '配置')).toEqual([{ href: '/zh-Hans/docs/', marks: ['配置'] }]);
    expect((await search(page, '北京')).map((hit) => hit.href)).toEqual(['/zh-Hans/docs/#北京的天气']);
    // The Japanese page's words are not in the Chinese index.
    expect(await search(page, '設定')).toEqual([]);
    expect(requested).toContain('/zh-Hans/search/manifest.json');
    expect(requested).not.toContain('/search/manifest.json');
    expect(problems).toEqual([]);
  });
});
