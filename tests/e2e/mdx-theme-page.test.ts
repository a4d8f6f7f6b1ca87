import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { ROOT } from './support/site.ts';
import { useSite } from './support/session.ts';

const FIXTURE = resolve(ROOT, 'tests/fixtures/mdx-theme-page');

/** tests/fixtures/mdx-theme-page built with the real CLI: a doc using every theme component, and a plain CommonMark doc. */
function buildFixture(): string {
  const out = resolve(ROOT, '.sitegen', 'e2e-mdx-theme-page');
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', FIXTURE, '--out-dir', out], { stdio: 'pipe' });
  return out;
}

const site = useSite(buildFixture);

describe("the theme components' styles on a built site (issue 17)", () => {
  test('lay the tab list out as a row and box Details, from the stylesheet the site ships', async () => {
    const { page, problems } = await site.open('/docs/guide');
    const tabList = page.locator('.tabs-container [role="tablist"]');
    expect(await tabList.evaluate((element) => [getComputedStyle(element).display, getComputedStyle(element).listStyleType])).toEqual(['flex', 'none']);
    const [first, second] = await tabList.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
    expect(second).toBe(first);
    const details = page.locator('details.details').first();
    expect(await details.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
    expect(problems).toEqual([]);
  });

  for (const mode of ['light', 'dark']) {
    test(`axe finds nothing in ${mode} mode`, async () => {
      const { page } = await site.open('/docs/guide');
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
