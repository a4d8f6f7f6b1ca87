import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { buildMdxHarness } from './support/mdx-harness.ts';
import { useSite } from './support/session.ts';

/**
 * The theme components MDX imports (runtime/theme/mdx/), server-rendered and hydrated in real
 * Chromium on a harness page (tests/e2e/fixtures/mdx-harness/): clicks, keys, tab groups,
 * localStorage, the query string, no-JavaScript behaviour and axe in both colour modes.
 */
let dir = '';
beforeAll(async () => {
  dir = await buildMdxHarness('e2e-mdx-harness');
}, 60_000);
const site = useSite(() => dir);

async function open(path = '/', before?: (page: Page) => Promise<unknown>) {
  const opened = await site.open(path, { hydrate: false, before });
  await opened.page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return opened;
}

const tabsOf = (page: Page, className: string) => page.locator(`.tabs-container.${className}`);
const fruit = (page: Page) => page.locator('.tabs-container').first();
const selectedTab = (tabs: Locator) => tabs.locator('[role="tab"][aria-selected="true"]').textContent();
const visiblePanels = (tabs: Locator) => tabs.locator('[role="tabpanel"]:visible').allTextContents();

describe('Tabs', () => {
  test('hydrate on the default tab without a warning, and switch on click, with roving tabindex', async () => {
    const { page, problems } = await open();
    const tabs = fruit(page);
    expect(await selectedTab(tabs)).toBe('Banana');
    expect(await visiblePanels(tabs)).toEqual(['This is a banana']);
    await tabs.getByRole('tab', { name: 'Orange' }).click();
    expect(await selectedTab(tabs)).toBe('Orange');
    expect(await visiblePanels(tabs)).toEqual(['This is an orange']);
    expect(await tabs.locator('[role="tab"]').evaluateAll((all) => all.map((tab) => (tab as HTMLElement).tabIndex))).toEqual([-1, 0, -1]);
    const panel = tabs.getByRole('tabpanel', { name: 'Orange' });
    expect(await panel.textContent()).toBe('This is an orange');
    expect(problems).toEqual([]);
  });

  test('follow the arrow keys, wrapping, and Home and End, moving the focus with the selection', async () => {
    const { page } = await open();
    const tabs = fruit(page);
    await tabs.getByRole('tab', { name: 'Banana' }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    expect([await selectedTab(tabs), await focused()]).toEqual(['Apple', 'Apple']);
    await page.keyboard.press('ArrowLeft');
    expect([await selectedTab(tabs), await focused()]).toEqual(['Banana', 'Banana']);
    await page.keyboard.press('Home');
    expect([await selectedTab(tabs), await focused()]).toEqual(['Apple', 'Apple']);
    await page.keyboard.press('End');
    expect([await selectedTab(tabs), await focused()]).toEqual(['Banana', 'Banana']);
    expect(await visiblePanels(tabs)).toEqual(['This is a banana']);
  });

  test("of one groupId switch together, remember the choice under Docusaurus' key, and restore it on the next visit", async () => {
    const { page, problems } = await open();
    const first = tabsOf(page, 'first-pm');
    const second = tabsOf(page, 'second-pm');
    await first.getByRole('tab', { name: 'yarn' }).click();
    expect([await selectedTab(first), await selectedTab(second)]).toEqual(['yarn', 'yarn']);
    expect(await visiblePanels(second)).toEqual(['yarn build']);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pm'))).toBe('yarn');

    // A value only the second set has leaves the first as it is.
    await second.getByRole('tab', { name: 'bun' }).click();
    expect([await selectedTab(first), await selectedTab(second)]).toEqual(['yarn', 'bun']);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pm'))).toBe('bun');

    await second.getByRole('tab', { name: 'yarn' }).click();
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect.poll(() => selectedTab(tabsOf(page, 'first-pm'))).toBe('yarn');
    expect(await selectedTab(tabsOf(page, 'second-pm'))).toBe('yarn');
    expect(problems).toEqual([]);
  });

  test('keep the chosen tab where it was on screen when a group above it changes height', async () => {
    const { page } = await open();
    // Chromium's scroll anchoring would hide a failure; Safari has none to rely on.
    await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' });
    const second = tabsOf(page, 'second-pm');
    const tab = second.getByRole('tab', { name: 'yarn' });
    await tab.scrollIntoViewIfNeeded();
    const before = (await tab.boundingBox())!.y;
    await tab.click();
    expect(await visiblePanels(tabsOf(page, 'first-pm'))).toHaveLength(1);
    expect(Math.abs((await tab.boundingBox())!.y - before)).toBeLessThan(2);
  });

  test('take their tab from the query string, and write the choice back without a history entry', async () => {
    const { page, problems } = await open('/?lang=py');
    const tabs = page.locator('.tabs-container').filter({ has: page.getByRole('tab', { name: 'Python' }) });
    await expect.poll(() => selectedTab(tabs)).toBe('Python');
    const length = await page.evaluate(() => history.length);
    await tabs.getByRole('tab', { name: 'JavaScript' }).click();
    expect(new URL(page.url()).search).toBe('?lang=js');
    expect(await page.evaluate(() => history.length)).toBe(length);
    expect(await visiblePanels(tabs)).toEqual(['JavaScript usage']);
    expect(problems).toEqual([]);
  });

  test('show only the selected panel when lazy, as markup holding every panel', async () => {
    const { page } = await open();
    const tabs = tabsOf(page, 'lazy-tabs');
    expect(await visiblePanels(tabs)).toEqual(['Lazy one']);
    await tabs.getByRole('tab', { name: 'Two' }).click();
    expect(await visiblePanels(tabs)).toEqual(['Lazy two']);
  });
});

describe('without JavaScript', () => {
  test('the default tabs show and Details opens as a native <details>', async () => {
    const context = await site.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    expect(await visiblePanels(fruit(page))).toEqual(['This is a banana']);
    expect(await visiblePanels(tabsOf(page, 'first-pm'))).toEqual(['npm install sitegen']);
    const details = page.locator('details.details');
    await details.locator('summary').click();
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(await page.getByText('The package has no native parts.').isVisible()).toBe(true);
  });
});

describe('Details', () => {
  test('slides open and shut once hydrated', async () => {
    const { page, problems } = await open();
    const details = page.locator('details.details');
    const body = details.locator('.details__body');
    // Clicked and counted in one go: on a loaded machine the slide may end before a second round trip.
    const opened = await details.evaluate((element) => {
      element.querySelector('summary')!.click();
      return [(element as HTMLDetailsElement).open, element.querySelector('.details__body')!.getAnimations().length];
    });
    expect(opened).toEqual([true, 1]);
    await expect.poll(() => body.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(200);
    // Still open while it closes, then closed: clicked and read in one go, as above.
    const closing = await details.evaluate((element) => {
      element.querySelector('summary')!.click();
      return [(element as HTMLDetailsElement).open, element.querySelector('.details__body')!.getAnimations().length];
    });
    expect(closing).toEqual([true, 1]);
    await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('accessibility', () => {
  for (const mode of ['light', 'dark']) {
    test(`axe finds nothing in ${mode} mode, with a tab chosen and Details open`, async () => {
      const { page } = await open();
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
      await fruit(page).getByRole('tab', { name: 'Apple' }).click();
      await page.locator('details.details summary').click();
      await expect.poll(() => page.locator('details.details').evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
