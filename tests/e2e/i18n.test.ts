import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { FIRST_LOAD_BUDGET, scriptsBeforeIdle } from './support/first-load.ts';
import { buildFixtureSite } from './support/fixture-site.ts';
import { nuErrors } from './support/nu-checker.ts';
import { hydrated, markWindow, useSite, windowMarked } from './support/session.ts';

let dist = '';
beforeAll(() => {
  dist = buildFixtureSite('i18n-site', 'e2e-i18n');
}, 120_000);
const site = useSite(() => dist);

describe('a site in three locales (tests/fixtures/i18n-site)', () => {
  test('the locale dropdown goes to the same page in the other locale, after client navigation too', async () => {
    const { page, problems } = await site.open('/docs/intro');
    await markWindow(page);
    // Client navigation within the locale first: the dropdown follows the page shown.
    await page.getByRole('main').getByRole('link', { name: 'install it', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/guides/install');
    expect(await windowMarked(page)).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /Languages/ }).hover();
    await nav.getByRole('link', { name: 'Français' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/docs/guides/install');
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Installation');

    // Within fr, links stay in fr; the dropdown then goes to the same page in ar, right to left.
    await markWindow(page);
    await page.getByRole('main').getByRole('link', { name: 'présentation', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/docs/intro');
    // The URL changes as the transition starts; the page commits a moment later.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Présentation');
    expect(await windowMarked(page)).toBe(true);
    // The dropdown's label is the locale's own ("Langues", Docusaurus' French).
    await nav.getByRole('button', { name: /Langues/ }).hover();
    await nav.getByRole('link', { name: 'العربية' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ar/docs/intro');
    await hydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('مقدمة');
    expect(problems).toEqual([]);
  });

  test('an untranslated page shows the default locale’s text at the locale’s route, and hydrates without a mismatch', async () => {
    const { page, problems } = await site.open('/fr/docs/guides/deploy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Deploy');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogue' }).getAttribute('href')).toBe('/fr/blog');
    expect(problems).toEqual([]);
  });

  test.each(['/fr/docs/intro', '/ar/docs/intro', '/ar/blog'])('axe finds no violations on %s', async (path) => {
    const { page } = await site.open(path);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the Nu HTML Checker finds no errors on the fr and ar pages', () => {
    expect(nuErrors(dist, ['fr/docs/intro/index.html', 'fr/blog/index.html', 'ar/docs/intro/index.html', 'ar/docs/guides/install/index.html'])).toEqual([]);
  }, 120_000);
});

describe('the first-load JavaScript of translated pages, in Chromium (issue 20)', () => {
  // French, and Arabic (right to left): their runtime holds the translations the page's data carries, not more code.
  for (const path of ['/fr/docs/intro', '/ar/docs/intro', '/fr/blog', '/ar/blog/2024/05/01/hello']) {
    test(`${path}: at most ${FIRST_LOAD_BUDGET} B gzip -9 before the network is idle`, async () => {
      const { files, bytes } = await scriptsBeforeIdle((at, options) => site.open(at, options), dist, path);
      console.log(`first load of ${path}: ${bytes} B gzip -9, ${files.length} scripts`);
      expect(bytes, files.join(', ')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    });
  }
});
