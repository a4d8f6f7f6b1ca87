import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './support/session.ts';

const site = useSite();

const nav = (page: Page) => page.locator('nav[aria-label="Main"]');
const navClass = async (page: Page) => (await nav(page).getAttribute('class')) ?? '';
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** SPEC section 9: round(10 × (4 + 15 × (h/36)^0.25 + (h/36)/5)) ms. */
const collapseMs = (height: number) => Math.round(10 * (4 + 15 * (height / 36) ** 0.25 + height / 36 / 5));

async function wheel(page: Page, deltaY: number, steps = 6) {
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, deltaY / steps);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(150);
}

describe('navbar hides on scroll (SPEC section 4; hideOnScroll is on)', () => {
  test('hides when scrolling down past its height and shows again when scrolling up', async () => {
    const { page } = await site.open('/legal/terms-and-conditions');
    await page.mouse.move(640, 400);
    expect(await navClass(page)).not.toContain('navbar--hidden');
    await wheel(page, 30, 1);
    expect(await navClass(page)).not.toContain('navbar--hidden');
    await wheel(page, 700);
    expect(await navClass(page)).toContain('navbar--hidden');
    await wheel(page, -200);
    expect(await navClass(page)).not.toContain('navbar--hidden');
  });

  test('hides when navigating to an in-page anchor', async () => {
    const { page } = await site.open('/legal/terms-and-conditions');
    await page.locator('a.toc__link[href="#confidentiality"]').filter({ visible: true }).click({ timeout: 5000 });
    await page.waitForURL(/#confidentiality$/);
    await expect.poll(() => navClass(page)).toContain('navbar--hidden');
    await page.waitForTimeout(300);
    expect(await navClass(page)).toContain('navbar--hidden');
  });
});

describe('navbar dropdown (SPEC section 4)', () => {
  const toggle = (page: Page) => nav(page).getByRole('button', { name: 'Company' });
  const expanded = (page: Page) => toggle(page).getAttribute('aria-expanded');

  test('opens on hover and closes when the pointer leaves', async () => {
    const { page } = await site.open('/');
    await toggle(page).hover();
    await expect.poll(() => expanded(page)).toBe('true');
    expect(await nav(page).getByRole('link', { name: 'Our Team' }).isVisible()).toBe(true);
    await page.mouse.move(640, 600);
    await expect.poll(() => expanded(page)).toBe('false');
    await expect.poll(() => nav(page).getByRole('link', { name: 'Our Team' }).isVisible()).toBe(false);
  });

  test('opens on Enter and closes on a mouse press or a focus outside', async () => {
    const { page } = await site.open('/');
    await page.mouse.move(640, 600);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page)).toBe('true');
    await page.mouse.click(640, 600);
    await expect.poll(() => expanded(page)).toBe('false');

    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page)).toBe('true');
    await page.locator('footer a').first().focus();
    await expect.poll(() => expanded(page)).toBe('false');
  });

  test('closes on a touch outside', async () => {
    const { page } = await site.open('/', { context: { hasTouch: true } });
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page)).toBe('true');
    await page.touchscreen.tap(640, 600);
    await expect.poll(() => expanded(page)).toBe('false');
  });
});

const MOBILE = { viewport: { width: 390, height: 800 } };

describe('mobile sidebar at 390 px (SPEC section 4)', () => {
  const openButton = (page: Page) => nav(page).getByRole('button', { name: 'Toggle navigation bar' });
  const shown = async (page: Page) => (await navClass(page)).includes('navbar-sidebar--show');

  test('toggles, locks page scroll while shown, and closes itself at desktop width', async () => {
    const { page, problems } = await site.open('/', { context: MOBILE });
    expect(await openButton(page).isVisible()).toBe(true);
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await openButton(page).click();
    await expect.poll(() => shown(page)).toBe(true);
    expect(await openButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect.poll(() => shown(page)).toBe(false);
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await openButton(page).click();
    await expect.poll(() => shown(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => shown(page)).toBe(false);
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(problems).toEqual([]);
  });

  test("on a doc page the secondary menu comes first, with '← Back to main menu'; a dropdown holding the route is expanded", async () => {
    const { page } = await site.open('/company/about-us', { context: MOBILE });
    await openButton(page).click();
    const sidebar = page.locator('#navbar-sidebar');
    const back = sidebar.getByRole('button', { name: '← Back to main menu' });
    await back.waitFor();
    expect(await back.isVisible()).toBe(true);
    await back.click();
    const caret = sidebar.getByRole('button', { name: 'Collapse the dropdown' });
    await caret.waitFor();
    expect(await caret.getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.getByRole('link', { name: 'Our Team', exact: true }).isVisible()).toBe(true);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`a collapsed mobile dropdown expands with the collapse duration (${reducedMotion} motion)`, async () => {
      const { page } = await site.open('/', { context: { ...MOBILE, reducedMotion } });
      await openButton(page).click();
      const sidebar = page.locator('#navbar-sidebar');
      const caret = sidebar.getByRole('button', { name: 'Expand the dropdown' });
      await caret.waitFor();
      expect(await sidebar.getByRole('link', { name: 'Our Team', exact: true }).isVisible()).toBe(false);
      // Record the transitions the panel is given.
      await caret.evaluate((button) => {
        const panel = button.closest('li')!.querySelector(':scope > ul, :scope > div:not(.menu__list-item-collapsible)') as HTMLElement;
        const w = window as unknown as { __transitions: string[]; __panelHeight: () => number };
        w.__transitions = [];
        w.__panelHeight = () => panel.scrollHeight;
        new MutationObserver(() => w.__transitions.push(panel.style.transition)).observe(panel, { attributes: true, attributeFilter: ['style'] });
      });
      await caret.click();
      await sidebar.getByRole('button', { name: 'Collapse the dropdown' }).waitFor();
      await expect.poll(() => sidebar.getByRole('link', { name: 'Our Team', exact: true }).isVisible()).toBe(true);
      const recorded = () =>
        page.evaluate(() => {
          const w = window as unknown as { __transitions: string[]; __panelHeight: () => number };
          return { transitions: w.__transitions, height: w.__panelHeight() };
        });
      const { height } = await recorded();
      const expected = reducedMotion === 'reduce' ? 1 : collapseMs(height);
      expect(height).toBeGreaterThan(0);
      // The panel shows at once, and gets its transition on the next animation frame.
      await expect.poll(async () => (await recorded()).transitions).toContain(`height ${expected}ms ease-in-out`);
    });
  }
});
