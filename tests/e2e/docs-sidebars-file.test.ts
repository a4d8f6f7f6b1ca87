import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { markWindow, useSite, windowMarked } from './support/session.ts';
import { ROOT } from './support/site.ts';

let dist = '';
beforeAll(() => {
  // tests/fixtures/sidebars-file: a sidebars.ts with HTML items, class names and a generated index.
  dist = resolve(ROOT, '.sitegen', 'e2e-sidebars-file');
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', resolve(ROOT, 'tests/fixtures/sidebars-file'), '--out-dir', dist], { stdio: 'pipe' });
}, 120_000);

const site = useSite(() => dist);

describe('a sidebar from a sidebars file, in the browser', () => {
  test('hydrates the HTML item and item classes without a mismatch, and keeps them through client navigation', async () => {
    const { page, problems } = await site.open('/docs/install');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    expect(await sidebar.locator('li.doc-sidebar__html hr.sidebar-rule').count()).toBe(1);
    expect(await sidebar.locator('li.sidebar-install a').getAttribute('aria-current')).toBe('page');
    await markWindow(page);
    await sidebar.getByRole('link', { name: 'Introduction' }).click();
    await expect.poll(() => page.title()).toBe('Introduction | Sidebars Fixture');
    expect(await windowMarked(page)).toBe(true);
    expect(await sidebar.locator('li.doc-sidebar__html hr.sidebar-rule').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  test('opens the generated index from the sidebar client-side and follows a card', async () => {
    const { page, problems } = await site.open('/docs/shared');
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Guides' }).click();
    await expect.poll(() => page.title()).toBe('Guides | Sidebars Fixture');
    const cards = page.locator('.doc-card__link');
    expect(await cards.count()).toBe(2);
    await cards.filter({ hasText: 'Configure' }).click();
    await expect.poll(() => page.title()).toBe('Configure | Sidebars Fixture');
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
