import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, sitegen } from '../support/fixture.ts';

type CodeJson = Record<string, { message: string; description?: string }>;
const readJson = (root: string, path: string) => JSON.parse(readFileSync(join(root, 'i18n', path), 'utf8')) as CodeJson;
const readCodeJson = (root: string, locale: string) => readJson(root, `${locale}/code.json`);
const writeCodeJson = (root: string, locale: string, text: string) => {
  mkdirSync(join(root, 'i18n', locale), { recursive: true });
  writeFileSync(join(root, 'i18n', locale, 'code.json'), text);
};

describe('sitegen write-translations', () => {
  it('writes every theme string with its built-in translation, else English, and a description', () => {
    const root = fixtureSite('translations');
    const run = sitegen(['write-translations', '--root', root, '--locale', 'fr']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/✔ Wrote \d+ strings to .*i18n\/fr\/code\.json, and the navbar's and footer's to .*navbar\.json and .*footer\.json\n/);
    const written = readCodeJson(root, 'fr');
    expect(written['theme.docs.paginator.next']).toEqual({ message: 'Suivant', description: 'The label used to navigate to the next doc' });
    expect(written['theme.common.editThisPage']!.message).toBe('Éditer cette page');
    expect(written['theme.blog.post.plurals']!.message).toBe('Un article|{count} articles');
    // A string Docusaurus has no French for keeps sitegen's English.
    expect(written['theme.SearchBar.unavailable']!.message).toBe('Search is unavailable right now.');
    expect(Object.keys(written)).toEqual([...Object.keys(written)].sort());
    // Docusaurus' docusaurus-theme-classic files, with the config's texts to translate.
    expect(readJson(root, 'fr/docusaurus-theme-classic/navbar.json')).toMatchObject({ title: { message: 'Translated Site' }, 'item.label.Guides': { message: 'Guides', description: 'Navbar item with label Guides' } });
    expect(readJson(root, 'fr/docusaurus-theme-classic/footer.json')).toMatchObject({ 'link.title.Docs': { message: 'Docs' }, 'link.item.label.Install': { message: 'Install' }, copyright: { message: 'Copyright © Translated' } });
  });

  it("keeps the file's messages and its own entries; --override resets the theme's", () => {
    const root = fixtureSite('translations');
    writeCodeJson(root, 'fr', JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante' }, 'homepage.title': { message: 'Bienvenue', description: 'Hero' } }, null, 2));
    const merged = sitegen(['write-translations', '--root', root, '--locale', 'fr']);
    expect(merged.status, merged.stderr).toBe(0);
    expect(merged.stderr).toContain("(1 of the file's messages kept)");
    expect(readCodeJson(root, 'fr')['theme.docs.paginator.next']!.message).toBe('Page suivante');
    expect(readCodeJson(root, 'fr')['homepage.title']).toEqual({ message: 'Bienvenue', description: 'Hero' });

    const overridden = sitegen(['write-translations', '--root', root, '--locale', 'fr', '--override']);
    expect(overridden.status, overridden.stderr).toBe(0);
    expect(readCodeJson(root, 'fr')['theme.docs.paginator.next']!.message).toBe('Suivant');
    expect(readCodeJson(root, 'fr')['homepage.title']!.message).toBe('Bienvenue');
  });

  it('puts --messagePrefix before the defaults it writes', () => {
    const root = fixtureSite('translations');
    expect(sitegen(['write-translations', '--root', root, '--locale', 'de', '--messagePrefix', '(todo) ']).status).toBe(0);
    expect(readCodeJson(root, 'de')['theme.SearchBar.unavailable']!.message).toBe('(todo) Search is unavailable right now.');
  });

  it("refuses a locale the site does not build, and a malformed code.json, writing nothing", () => {
    const root = fixtureSite('translations');
    for (const locale of ['es', '../fr']) {
      const bad = sitegen(['write-translations', '--root', root, '--locale', locale]);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('UnknownLocale');
      expect(bad.stderr).toContain(`"${locale}" is not one of the site's locales (en, fr, de, ar)`);
      expect(bad.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(join(root, 'i18n'))).toBe(false);

    writeCodeJson(root, 'fr', '{\n  "theme.docs.paginator.next": { "message": "Suivant" },\n  "broken": "text"\n}\n');
    const malformed = sitegen(['write-translations', '--root', root, '--locale', 'fr']);
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toMatch(/InvalidCodeJson/);
    expect(malformed.stderr).toMatch(/i18n\/fr\/code\.json:3/);
    expect(readFileSync(join(root, 'i18n', 'fr', 'code.json'), 'utf8')).toContain('"broken": "text"');
  });
});

describe('sitegen build with code.json', () => {
  it("shows the site's own theme strings on its pages, and its React pages' strings", () => {
    const root = fixtureSite('translations');
    const strings = { 'theme.docs.paginator.next': 'Onwards', 'theme.common.editThisPage': 'Improve this page', 'welcome.title': 'Bienvenue', 'welcome.text': 'Bonjour, {name}.' };
    writeCodeJson(root, 'en', JSON.stringify(Object.fromEntries(Object.entries(strings).map(([id, message]) => [id, { message }]))));
    const run = sitegen(['build', '--root', root], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    const html = readFileSync(join(root, 'dist/guides/index.html'), 'utf8');
    expect(html).toContain('<span class="pager__sublabel">Onwards</span>');
    expect(html).toContain('Improve this page</a>');
    // The browser gets the same strings, to hydrate the same text.
    expect(html).toContain('"translations":{"Next":"Onwards","Edit this page":"Improve this page","welcome.title":"Bienvenue","welcome.text":"Bonjour, {name}."}');
    const welcome = readFileSync(join(root, 'dist/welcome/index.html'), 'utf8');
    expect(welcome).toContain('<h1 class="welcome-title">Bienvenue</h1>');
    expect(welcome).toContain('<p class="welcome-text">Bonjour, reader.</p>');
  });

  it('shows a French page in French: built-in strings, code.json over them, French dates, only French in its data', () => {
    const root = fixtureSite('translations');
    writeCodeJson(root, 'fr', JSON.stringify({ 'theme.common.editThisPage': { message: 'Modifier cette page' } }));
    const run = sitegen(['build', '--root', root], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    const doc = readFileSync(join(root, 'dist/fr/guides/index.html'), 'utf8');
    expect(doc).toMatch(/^<!DOCTYPE html>\n<html lang="fr" dir="ltr"/);
    expect(doc).toContain('<span class="pager__sublabel">Suivant</span>');
    expect(doc).toContain('<p class="toc__title">Sur cette page</p>');
    expect(doc).toContain('Modifier cette page</a>');
    expect(doc).toContain('aria-label="Fil d&#x27;Ariane"');
    const boot = JSON.parse(doc.match(/<script id="__sitegen_data" type="application\/json">(.*?)<\/script>/s)![1]!) as { site: { translations: Record<string, string> } };
    expect(boot.site.translations.Next).toBe('Suivant');
    expect(Object.values(boot.site.translations)).not.toContain('Weiter');
    const post = readFileSync(join(root, 'dist/fr/blog/2025/06/17/hello/index.html'), 'utf8');
    expect(post).toContain('<time dateTime="2025-06-17T00:00:00.000Z">17 juin 2025</time>');
    expect(post).toContain('Une minute de lecture');
    const arabic = readFileSync(join(root, 'dist/ar/guides/index.html'), 'utf8');
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic).toContain('<span class="pager__sublabel">التالي</span>');
    // The default locale stays English, without a table.
    const english = readFileSync(join(root, 'dist/guides/index.html'), 'utf8');
    expect(english).toContain('<span class="pager__sublabel">Next</span>');
    expect(english).not.toContain('"translations"');
  });

  it('reports a malformed code.json at its line and fails the build', () => {
    const root = fixtureSite('translations');
    writeCodeJson(root, 'en', '{\n  "theme.docs.paginator.next": { "message": 3 }\n}\n');
    const run = sitegen(['build', '--root', root], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/InvalidCodeJson/);
    expect(run.stderr).toMatch(/i18n\/en\/code\.json:2/);
  });
});
