import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { FIRST_LOAD_BUDGET, firstLoadScripts, scriptsBeforeIdle } from './support/first-load.ts';
import { ROOT } from './support/site.ts';
import { followLink, useSite } from './support/session.ts';

const FIXTURE = resolve(ROOT, 'tests/fixtures/mdx-theme-page');

/** tests/fixtures/mdx-theme-page built with the real CLI: a doc using every theme component, and a plain CommonMark doc. */
function buildFixture(): string {
  const out = resolve(ROOT, '.sitegen', 'e2e-mdx-theme-page');
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', FIXTURE, '--out-dir', out], { stdio: 'pipe' });
  return out;
}

let dist = '';
const site = useSite(() => (dist = buildFixture()));

describe("the theme components on a built site: styles, <details> (issue 17)", () => {
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

  test("MDX's <details><summary> is the Details component: it opens and shuts on its summary, sliding once the page is idle", async () => {
    const { page, problems } = await site.open('/docs/guide');
    // The slide comes with the enhancements chunk, as code blocks' copy buttons do.
    await page.waitForLoadState('networkidle');
    const details = page.locator('details.details').filter({ has: page.locator('summary', { hasText: 'Show the steps' }) });
    expect(await details.locator('summary').getAttribute('class')).toBe('details__summary');
    // Clicked and counted in one go: on a loaded machine the slide may end before a second round trip.
    const opened = await details.evaluate((element) => {
      element.querySelector('summary')!.click();
      return [(element as HTMLDetailsElement).open, element.querySelector('.details__body')!.getAnimations().length];
    });
    expect(opened).toEqual([true, 1]);
    await expect.poll(() => details.getByText('Run install first.').isVisible()).toBe(true);
    await details.locator('summary').click();
    await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('Tabs switch on click and keys, and take the remembered choice of their group when client navigation brings them', async () => {
    const { page, problems } = await site.open('/docs');
    await page.evaluate(() => localStorage.setItem('docusaurus.tab.pm', 'yarn'));
    await followLink(page, '/docs/guide');
    const tabs = page.locator('.tabs-container');
    const selected = () => tabs.locator('[role="tab"][aria-selected="true"]').textContent();
    await expect.poll(selected).toBe('Yarn');
    expect(await tabs.locator('[role="tabpanel"]:visible').allTextContents()).toEqual(['Run yarn add.']);
    await tabs.getByRole('tab', { name: 'npm' }).click();
    expect(await selected()).toBe('npm');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pm'))).toBe('npm');
    await page.keyboard.press('ArrowRight');
    expect([await selected(), await page.evaluate(() => document.activeElement?.textContent)]).toEqual(['Yarn', 'Yarn']);
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

describe('the first-load JavaScript of a page with every theme component (issue 17)', () => {
  test("loads none of the theme components' code: their markup's behaviours only, preloaded", () => {
    const { files } = firstLoadScripts(dist, 'docs/guide/index.html');
    expect(files.filter((file) => /\/(?:Admonition|CodeBlock|TOCInline|DocCardList|Tabs|TabItem|Details|MdxMarkdown)-/.test(file))).toEqual([]);
    expect(files.filter((file) => /\/behaviours-/.test(file))).toHaveLength(1);
    for (const file of files) {
      for (const [, imported] of readFileSync(join(dist, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g)) expect(files, `${file} imports ${imported}`).toContain(`/assets/chunks/${imported}`);
    }
  });

  test(`loads at most ${FIRST_LOAD_BUDGET} B gzip -9 before the network is idle, in Chromium (issue 20)`, async () => {
    const { files, bytes } = await scriptsBeforeIdle((at, options) => site.open(at, options), dist, '/docs/guide');
    console.log(`first load of a doc with every theme component: ${bytes} B gzip -9, ${files.length} scripts`);
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });
});
