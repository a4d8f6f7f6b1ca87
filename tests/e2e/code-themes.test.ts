import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { buildFixtureSite } from './support/fixture-site.ts';
import { useSite } from './support/session.ts';

let dist = '';
// Config markdown.code.themes: one-light and dracula (tests/cli/code-themes.test.ts reads the HTML).
beforeAll(() => void (dist = buildFixtureSite('code-themes', 'e2e-code-themes')), 120_000);

const site = useSite(() => dist);

/** The code block's background and text colours, and its first keyword's, as the browser paints them. */
function codeColours(page: Page) {
  return page.evaluate(() => {
    const pre = document.querySelector('pre.shiki')!;
    const keyword = [...pre.querySelectorAll('span')].find((span) => span.textContent === 'const')!;
    return { background: getComputedStyle(pre).backgroundColor, text: getComputedStyle(pre).color, keyword: getComputedStyle(keyword).color };
  });
}

describe('code blocks in the site’s Shiki themes', () => {
  test('take each theme’s background, text and token colours in its colour mode', async () => {
    const { page, problems } = await site.open('/docs/');
    expect(await codeColours(page)).toEqual({ background: 'rgb(250, 250, 250)', text: 'rgb(56, 58, 66)', keyword: 'rgb(166, 38, 164)' });
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    expect(await codeColours(page)).toEqual({ background: 'rgb(40, 42, 54)', text: 'rgb(248, 248, 242)', keyword: 'rgb(255, 121, 198)' });
    expect(problems).toEqual([]);
  });
});
