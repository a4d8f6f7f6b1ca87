import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { followLink, hydrated, markWindow, useSite, windowMarked } from './support/session.ts';
import { ROOT } from './support/site.ts';

/** tests/fixtures/translations with a French code.json of its own, built with the real CLI into .sitegen/. */
function build(): string {
  const root = resolve(ROOT, '.sitegen', 'e2e-translations-site');
  const dist = resolve(ROOT, '.sitegen', 'e2e-translations');
  rmSync(root, { recursive: true, force: true });
  cpSync(resolve(ROOT, 'tests/fixtures/translations'), root, { recursive: true });
  mkdirSync(resolve(root, 'i18n/fr'), { recursive: true });
  const strings = { 'theme.docs.paginator.previous': 'Page précédente', 'welcome.title': 'Bienvenue' };
  writeFileSync(resolve(root, 'i18n/fr/code.json'), JSON.stringify(Object.fromEntries(Object.entries(strings).map(([id, message]) => [id, { message }]))));
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', root, '--out-dir', dist], { stdio: 'pipe' });
  return dist;
}

describe('a French page in the browser', () => {
  let dist = '';
  beforeAll(() => {
    dist = build();
  }, 120_000);
  const site = useSite(() => dist);

  test('keeps its strings (built-in and code.json) through hydration and client navigation, without a mismatch', async () => {
    const { page, problems } = await site.open('/fr/guides');
    const pager = page.getByRole('navigation', { name: 'Pages de documentation' });
    expect(await pager.locator('.pager__sublabel').allTextContents()).toEqual(['Suivant']);
    expect(await page.locator('.toc__title').textContent()).toBe('Sur cette page');
    expect(await page.getByRole('button', { name: /Basculer entre le mode sombre et clair/ }).count()).toBe(1);
    await markWindow(page);
    // A link within the locale (the pager's links do not carry the locale's path yet).
    await followLink(page, '/fr/guides/install');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/guides/install');
    await expect.poll(() => pager.locator('.pager__sublabel').allTextContents()).toEqual(['Page précédente']);
    expect(await page.locator('.toc__title').textContent()).toBe('Sur cette page');
    expect(await windowMarked(page)).toBe(true);

    await page.reload();
    await hydrated(page);
    expect(await pager.locator('.pager__sublabel').allTextContents()).toEqual(['Page précédente']);
    expect(problems).toEqual([]);
  });

  test("a React page's <Translate> hydrates with the site's string", async () => {
    const { page, problems } = await site.open('/fr/welcome');
    expect(await page.locator('.welcome-title').textContent()).toBe('Bienvenue');
    expect(problems).toEqual([]);
  });
});
