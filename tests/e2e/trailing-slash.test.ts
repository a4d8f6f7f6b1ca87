import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { hydrated, markWindow, useSite, windowMarked } from './support/session.ts';
import { ROOT } from './support/site.ts';

/** tests/fixtures/trailing-slash with `trailingSlash: setting`, built with the real CLI into .sitegen/; returns the output folder. */
function buildWith(setting: boolean): string {
  const root = resolve(ROOT, '.sitegen', `e2e-trailing-slash-${setting}-site`);
  const dist = resolve(ROOT, '.sitegen', `e2e-trailing-slash-${setting}`);
  rmSync(root, { recursive: true, force: true });
  cpSync(resolve(ROOT, 'tests/fixtures/trailing-slash'), root, { recursive: true });
  const config = resolve(root, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("url: 'https://slash.example.com',", `url: 'https://slash.example.com',\n  trailingSlash: ${setting},`));
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', root, '--out-dir', dist], { stdio: 'pipe' });
  return dist;
}

describe.each([true, false])('trailingSlash: %s under sitegen serve', (setting) => {
  let dist = '';
  beforeAll(() => {
    dist = buildWith(setting);
  }, 120_000);
  const site = useSite(() => dist);
  /** A route's path as the setting publishes it. */
  const at = (path: string) => (setting ? `${path}/` : path);

  test('client navigation follows navbar and Markdown links to the published paths, and each reloads', async () => {
    const { page, problems } = await site.open(at('/docs'));
    expect(await page.title()).toBe('Introduction | Trailing Slash Fixture');
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Install', exact: true }).click();
    await expect.poll(() => page.title()).toBe('Install | Trailing Slash Fixture');
    expect(new URL(page.url()).pathname).toBe(at('/docs/guides/install'));
    await page.locator('.markdown').getByRole('link', { name: 'deploy', exact: true }).click();
    await expect.poll(() => page.title()).toBe('Deploy | Trailing Slash Fixture');
    expect(new URL(page.url()).pathname).toBe(at('/docs/guides/deploy'));
    expect(await windowMarked(page)).toBe(true);

    await page.reload();
    await hydrated(page);
    expect(await page.title()).toBe('Deploy | Trailing Slash Fixture');
    expect(new URL(page.url()).pathname).toBe(at('/docs/guides/deploy'));
    expect(problems).toEqual([]);
  });

  test('prefetches a linked route’s data, and pages through the blog client-side', async () => {
    const fetched: Array<[string, number]> = [];
    // Listening from the start: the link is in view, so the idle prefetch may come before the hover.
    const { page, problems } = await site.open(at('/blog'), {
      before: (page) => void page.on('response', (response) => fetched.push([new URL(response.url()).pathname, response.status()])),
    });
    await markWindow(page);
    const older = page.getByRole('navigation', { name: 'Blog list page navigation' }).getByRole('link', { name: /Older entries/ });
    expect(await older.getAttribute('href')).toBe(at('/blog/page/2'));
    await older.hover();
    await expect.poll(() => fetched.find(([path]) => path === '/blog/page/2/page-data.json')).toEqual(['/blog/page/2/page-data.json', 200]);
    await older.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(at('/blog/page/2'));
    await expect.poll(() => page.locator('main h2').first().textContent()).toBe('Post 01');
    expect(await windowMarked(page)).toBe(true);
    await page.reload();
    await hydrated(page);
    expect(await page.locator('main h2').first().textContent()).toBe('Post 01');
    expect(problems).toEqual([]);
  });
});
