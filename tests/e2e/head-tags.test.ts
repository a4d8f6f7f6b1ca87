import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { buildFixtureSite } from './support/fixture-site.ts';
import { markWindow, useSite, windowMarked } from './support/session.ts';

let dist = '';
// headTags, stylesheets, scripts and metadata in the config (tests/cli/head-and-llms.test.ts reads its HTML).
beforeAll(() => void (dist = buildFixtureSite('head-and-llms', 'e2e-head-and-llms')), 120_000);

const site = useSite(() => dist);

/** How many of each of the config's head elements the document holds, and how often its scripts ran. */
function headState(page: Page) {
  return page.evaluate(() => {
    const count = (selector: string) => document.head.querySelectorAll(selector).length;
    const runs = window as unknown as { __headScriptRuns?: number; __deferredRuns?: number };
    return {
      preconnect: count('link[rel="preconnect"][href="https://cdn.example.com"]'),
      jsonLd: count('script[type="application/ld+json"]'),
      extraCss: count('link[rel="stylesheet"][href="/css/extra.css"]'),
      printCss: count('link[rel="stylesheet"][href="/css/print.css"][media="print"]'),
      script: count('script[src="/js/count-runs.js"]'),
      deferred: count('script[src="/js/deferred.js"][defer][data-note]'),
      twitterSite: count('meta[name="twitter:site"][content="@headfixture"]'),
      twitterCard: count('meta[name="twitter:card"]'),
      scriptRuns: runs.__headScriptRuns,
      deferredRuns: runs.__deferredRuns,
      extraCssApplied: getComputedStyle(document.documentElement).getPropertyValue('--head-fixture-extra').trim(),
    };
  });
}

const once = {
  preconnect: 1,
  jsonLd: 1,
  extraCss: 1,
  printCss: 1,
  script: 1,
  deferred: 1,
  twitterSite: 1,
  twitterCard: 1,
  scriptRuns: 1,
  deferredRuns: 1,
  extraCssApplied: 'loaded',
};

describe("the config's head tags in the browser", () => {
  test('are in the head exactly once, and their scripts ran once, before and after client-side navigation', async () => {
    const { page, problems } = await site.open('/docs/');
    expect(await headState(page)).toEqual(once);
    await markWindow(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Install' }).click();
    await expect.poll(() => page.title()).toBe('Install | Head Fixture');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect.poll(() => page.title()).toBe('Blog | Head Fixture');
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Install | Head Fixture');
    expect(await windowMarked(page)).toBe(true);
    expect(await headState(page)).toEqual(once);
    expect(problems).toEqual([]);
  });
});
