import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { hydrated, markWindow, useSite, windowMarked } from './support/session.ts';
import { ROOT } from './support/site.ts';

/** tests/fixtures/translations with a code.json of its own, built with the real CLI into .sitegen/. */
function build(): string {
  const root = resolve(ROOT, '.sitegen', 'e2e-translations-site');
  const dist = resolve(ROOT, '.sitegen', 'e2e-translations');
  rmSync(root, { recursive: true, force: true });
  cpSync(resolve(ROOT, 'tests/fixtures/translations'), root, { recursive: true });
  mkdirSync(resolve(root, 'i18n/en'), { recursive: true });
  const strings = { 'theme.docs.paginator.next': 'Onwards', 'theme.docs.paginator.previous': 'Backwards', 'theme.TOCCollapsible.toggleButtonLabel': 'In here', 'welcome.title': 'Bienvenue' };
  writeFileSync(resolve(root, 'i18n/en/code.json'), JSON.stringify(Object.fromEntries(Object.entries(strings).map(([id, message]) => [id, { message }]))));
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', root, '--out-dir', dist], { stdio: 'pipe' });
  return dist;
}

describe('theme strings from code.json in the browser', () => {
  let dist = '';
  beforeAll(() => {
    dist = build();
  }, 120_000);
  const site = useSite(() => dist);

  test('keep their text through hydration and client navigation, without a mismatch', async () => {
    const { page, problems } = await site.open('/guides');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    expect(await pager.locator('.pager__sublabel').allTextContents()).toEqual(['Onwards']);
    expect(await page.locator('.toc__title').textContent()).toBe('In here');
    await markWindow(page);
    await pager.getByRole('link', { name: /Install/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/guides/install');
    await expect.poll(() => pager.locator('.pager__sublabel').allTextContents()).toEqual(['Backwards']);
    expect(await page.locator('.toc__title').textContent()).toBe('In here');
    expect(await windowMarked(page)).toBe(true);

    await page.reload();
    await hydrated(page);
    expect(await pager.locator('.pager__sublabel').allTextContents()).toEqual(['Backwards']);
    expect(problems).toEqual([]);
  });

  test("a React page's <Translate> hydrates with the site's string", async () => {
    const { page, problems } = await site.open('/welcome');
    expect(await page.locator('.welcome-title').textContent()).toBe('Bienvenue');
    expect(problems).toEqual([]);
  });
});
