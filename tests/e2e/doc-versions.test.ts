import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { buildFixtureSite } from './support/fixture-site.ts';
import { nuErrors } from './support/nu-checker.ts';
import { FIRST_LOAD_BUDGET, scriptsBeforeIdle } from './support/first-load.ts';
import { hydrated, markWindow, useSite, windowMarked } from './support/session.ts';

/**
 * tests/fixtures/version-ui built with the real CLI: Next at /docs/next, 2.0 (the last version)
 * at /docs, 1.0 at /docs/1.0; `new` is in Next only, `old` in 1.0 only (issue 18).
 */
let dist = '';
const site = useSite(() => (dist = buildFixtureSite('version-ui', 'e2e-version-ui')));

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const banner = (page: Page) => page.locator('.theme-doc-version-banner');
const dropdownToggle = (page: Page) => nav(page).locator('.dropdown__toggle');
const preferred = (page: Page) => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));

async function pickVersion(page: Page, label: string): Promise<void> {
  await dropdownToggle(page).hover();
  await nav(page).locator('.dropdown__menu').getByRole('link', { name: label, exact: true }).click();
}

describe('versioned docs in the browser (issue 18)', () => {
  test('Next: the unreleased banner links the same doc in the latest version, which then is the preferred one', async () => {
    const { page, problems } = await site.open('/docs/next/guide');
    expect(await banner(page).innerText()).toBe('This is unreleased documentation for Versions Fixture Next version.\nFor up-to-date documentation, see the latest version (2.0).');
    expect(await page.locator('.theme-doc-version-badge').innerText()).toBe('Version: Next');
    await markWindow(page);
    await banner(page).getByRole('link', { name: 'latest version' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/guide');
    expect(await windowMarked(page)).toBe(true);
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await page.locator('.theme-doc-version-badge').innerText()).toBe('Version: 2.0');
    expect(await preferred(page)).toBe('2.0');
    expect(problems).toEqual([]);
  });

  test('1.0: the unmaintained banner; a doc the latest version lacks links its main doc', async () => {
    const { page, problems } = await site.open('/docs/1.0/old');
    expect(await banner(page).locator('div').first().innerText()).toBe('This is documentation for Versions Fixture 1.0, which is no longer actively maintained.');
    expect(await banner(page).getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/docs/');
    const onGuide = await site.open('/docs/1.0/guide');
    expect(await banner(onGuide.page).getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/docs/guide');
    expect([...problems, ...onGuide.problems]).toEqual([]);
  });

  test('the dropdown names the version read and goes to the same doc, else the main doc, client-side', async () => {
    const { page, problems } = await site.open('/docs/1.0/guide');
    expect(await dropdownToggle(page).innerText()).toBe('1.0');
    const links = nav(page).locator('.dropdown__menu a');
    expect(await links.evaluateAll((all) => all.map((a) => `${a.textContent} ${a.getAttribute('href')}`))).toEqual(['Next /docs/next/guide', '2.0 /docs/guide', '1.0 /docs/1.0/guide']);
    await markWindow(page);
    await pickVersion(page, 'Next');
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/next/guide');
    await expect.poll(() => dropdownToggle(page).innerText()).toBe('Next');
    expect(await windowMarked(page)).toBe(true);
    expect(await preferred(page)).toBe('current');
    // `old` is in 1.0 only: the other versions offer their main doc.
    const onOld = await site.open('/docs/1.0/old');
    expect(await nav(onOld.page).locator('.dropdown__menu a').evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(['/docs/next/', '/docs/', '/docs/1.0/old']);
    expect([...problems, ...onOld.problems]).toEqual([]);
  });

  test('docsVersion and doc items follow the version read, then the latest again elsewhere', async () => {
    const { page, problems } = await site.open('/docs/1.0/');
    const versionItem = nav(page).getByRole('link', { name: '1.0', exact: true });
    expect(await versionItem.getAttribute('href')).toBe('/docs/1.0/');
    expect(await nav(page).getByRole('link', { name: 'Guide' }).getAttribute('href')).toBe('/docs/1.0/guide');
    expect(await nav(page).getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/docs/1.0/');
    await markWindow(page);
    await nav(page).getByRole('link', { name: 'Guide' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/1.0/guide');
    await pickVersion(page, '2.0');
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/guide');
    await expect.poll(() => nav(page).getByRole('link', { name: 'Guide' }).getAttribute('href')).toBe('/docs/guide');
    // The docsVersion item, not the dropdown's own link to 2.0 (the menu may still be open under the pointer).
    expect(await nav(page).locator('a.navbar__link').filter({ hasText: /^2\.0$/ }).getAttribute('href')).toBe('/docs/');
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the preferred version is remembered: after a reload of a page outside the docs, the items lead to it', async () => {
    const { page, problems } = await site.open('/docs/guide');
    await pickVersion(page, '1.0');
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/1.0/guide');
    expect(await preferred(page)).toBe('1.0');
    await page.goto(`${site.url}/404.html`);
    await hydrated(page);
    await expect.poll(() => dropdownToggle(page).innerText()).toBe('1.0');
    expect(await nav(page).getByRole('link', { name: 'Guide' }).getAttribute('href')).toBe('/docs/1.0/guide');
    expect(await nav(page).getByRole('link', { name: '1.0', exact: true }).getAttribute('href')).toBe('/docs/1.0/');
    // The server's markup names the latest version; the stored one applies once hydrated, without a mismatch.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  test('axe finds no violation on versioned pages, light and dark', async () => {
    const found: string[] = [];
    for (const mode of ['light', 'dark']) {
      const { page } = await site.open('/docs/next/guide', { before: (p) => p.addInitScript((theme) => localStorage.setItem('theme', theme), mode) });
      for (const path of ['/docs/next/guide', '/docs/1.0/old', '/docs/guide']) {
        await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
        for (const violation of await axeViolations(page)) found.push(`${mode} ${path}: ${violation}`);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  test('the Nu HTML checker finds no error in the versioned pages', () => {
    expect(nuErrors(dist, ['docs'])).toEqual([]);
  }, 120_000);

});

describe('the first-load JavaScript of a versioned doc, in Chromium (issue 20)', () => {
  // Next: the banner, the badge and the version dropdown are all on the page.
  test(`at most ${FIRST_LOAD_BUDGET} B gzip -9 before the network is idle`, async () => {
    const { files, bytes } = await scriptsBeforeIdle((at, options) => site.open(at, options), dist, '/docs/next/guide');
    console.log(`first load of a versioned doc: ${bytes} B gzip -9, ${files.length} scripts`);
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });
});
