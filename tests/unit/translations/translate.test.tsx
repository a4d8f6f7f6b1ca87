import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ClientSiteData } from '../../../cli/graph/page-data-types.ts';
import type { ResolvedConfig } from '../../../cli/config/load.ts';
import { clientTranslations } from '../../../cli/translations/client-translations.ts';
import { formatCodeJson, parseCodeJson } from '../../../cli/translations/code-json.ts';
import { builtinTranslations, localesToTry } from '../../../cli/translations/builtin-translations.ts';
import { readSiteTranslations } from '../../../cli/translations/site-translations.ts';
import { SiteProvider } from '../../../runtime/core/site-context.tsx';
import { selectPlural, translatePlural } from '../../../runtime/theme/locale-text.ts';
import { translate } from '../../../runtime/theme/translate.tsx';
import { formatDate } from '../../../runtime/pages/components/format.ts';
import { clientSiteData } from '../runtime/fixtures.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('translations');

/** The part of a resolved config the translations read: the site folder, `i18n.path` by default, the locale built. */
function configIn(root: string, code: string) {
  const site = clientSiteData().site as unknown as ResolvedConfig['site'];
  return { root, site, locale: { code, label: code, direction: 'ltr' as const, htmlLang: code, path: code } };
}

/** Client site data in a locale, with the table its build would make from these strings by id. */
function siteIn(code: string, byId: Record<string, string>): ClientSiteData {
  const site = clientSiteData({ translations: clientTranslations(byId) });
  return { ...site, site: { ...site.site, locale: { ...site.site.locale, code, htmlLang: code } } };
}

/** What `text()` gives while React renders inside the site's provider. */
function rendered(site: ClientSiteData, text: () => string): string {
  const Probe = () => <>{text()}</>;
  return renderToStaticMarkup(
    <SiteProvider value={site}>
      <Probe />
    </SiteProvider>,
  );
}

describe('translate() with a locale table', () => {
  const french = siteIn('fr', builtinTranslations('fr'));

  it('gives the locale text of a theme string, named by its English text', () => {
    expect(rendered(french, () => translate({ message: 'Next' }))).toBe('Suivant');
    expect(rendered(french, () => translate({ message: 'On this page' }))).toBe('Sur cette page');
  });

  it('falls back to the English default for a string the locale lacks, and outside a render', () => {
    expect(rendered(french, () => translate({ message: 'Search is unavailable right now.' }))).toBe('Search is unavailable right now.');
    expect(rendered(french, () => translate({ id: 'homepage.title', message: 'Welcome' }))).toBe('Welcome');
    expect(translate({ message: 'Next' })).toBe('Next');
  });

  it('finds a site string by its id, and fills placeholders in the translation', () => {
    const site = siteIn('fr', { 'homepage.greeting': 'Bonjour {name}', 'theme.docs.paginator.next': 'Page suivante' });
    expect(rendered(site, () => translate({ id: 'homepage.greeting', message: 'Hello {name}' }, { name: 'Ada' }))).toBe('Bonjour Ada');
    expect(rendered(site, () => translate({ message: 'Next' }))).toBe('Page suivante');
  });
});

describe('plural forms', () => {
  it('picks the form of the count as Docusaurus does, in the locale language', () => {
    expect(selectPlural('Un article|{count} articles', 1, 'fr')).toBe('Un article');
    expect(selectPlural('Un article|{count} articles', 0, 'fr')).toBe('Un article');
    expect(selectPlural('Un article|{count} articles', 2, 'fr')).toBe('{count} articles');
    // Russian: one, few, many, other.
    const ru = 'Одна запись|{count} записи|{count} записей|{count} записей';
    expect([1, 3, 5, 21].map((n) => selectPlural(ru, n, 'ru'))).toEqual(['Одна запись', '{count} записи', '{count} записей', 'Одна запись']);
    // Fewer forms than the language has: the last one serves the rest.
    expect(selectPlural('One|Many', 5, 'ar')).toBe('Many');
    expect(selectPlural('{count} min read', 1, 'en')).toBe('{count} min read');
  });

  it('fills the count into the form the page locale needs', () => {
    const french = siteIn('fr', builtinTranslations('fr'));
    expect(rendered(french, () => translatePlural({ message: '{count} post|{count} posts' }, 1))).toBe('Un article');
    expect(rendered(french, () => translatePlural({ message: '{count} post|{count} posts' }, 4))).toBe('4 articles');
    expect(translatePlural({ message: '{count} post|{count} posts' }, 1)).toBe('1 post');
    expect(translatePlural({ message: '{count} post|{count} posts' }, 2)).toBe('2 posts');
  });
});

describe('dates', () => {
  it('are written in the language of the locale being built', () => {
    const french = siteIn('fr', {});
    expect(rendered(french, () => formatDate('2025-06-17T00:00:00.000Z'))).toBe('17 juin 2025');
    expect(rendered(siteIn('en', {}), () => formatDate('2025-06-17T00:00:00.000Z'))).toBe('June 17, 2025');
  });
});

describe('built-in translations', () => {
  it('are found for a locale, its bare language, or its likeliest script', () => {
    expect(localesToTry('fr-CA')).toEqual(['fr-CA', 'fr']);
    expect(localesToTry('zh')).toEqual(['zh', 'zh-CN', 'zh-Hans']);
    expect(builtinTranslations('fr-CA')['theme.docs.paginator.next']).toBe('Suivant');
    expect(builtinTranslations('pt')['theme.docs.paginator.next']).toBeTruthy();
    expect(builtinTranslations('en')).toEqual({});
    expect(builtinTranslations('../../etc')).toEqual({});
  });
});

describe('code.json', () => {
  it('overrides the built-in strings; entries that repeat English count for nothing', () => {
    const root = tempDir();
    mkdirSync(join(root, 'i18n', 'fr'), { recursive: true });
    writeFileSync(
      join(root, 'i18n', 'fr', 'code.json'),
      formatCodeJson({ 'theme.docs.paginator.next': { message: 'Page suivante' }, 'theme.SearchBar.label': { message: 'Search' }, 'homepage.title': { message: 'Bienvenue', description: 'The hero' } }),
    );
    const { value, diagnostics } = readSiteTranslations(configIn(root, 'fr'));
    expect(diagnostics).toEqual([]);
    expect(value['theme.docs.paginator.next']).toBe('Page suivante');
    expect(value['theme.SearchBar.label']).toBeUndefined();
    expect(value['homepage.title']).toBe('Bienvenue');
    expect(value['theme.docs.paginator.previous']).toBe('Précédent');
    expect(readSiteTranslations(configIn(tempDir(), 'en'))).toEqual({ value: {}, diagnostics: [] });
  });

  it('reports invalid JSON and a malformed entry at their line', () => {
    const broken = parseCodeJson('{\n  "a": { "message": "x" },\n  "b": { "message": \n}\n', '/site/i18n/fr/code.json');
    expect(broken.diagnostics).toMatchObject([{ code: 'InvalidCodeJson', file: '/site/i18n/fr/code.json', line: 4 }]);
    const wrong = parseCodeJson('{\n  "a": { "message": "x" },\n  "b": "just text",\n  "c": { "message": 3 }\n}\n', 'code.json');
    expect(wrong.value).toEqual({ a: { message: 'x' } });
    expect(wrong.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['InvalidCodeJson', 3, 'The entry "b" must be { "message": "…" } with a text message (and an optional text description).'],
      ['InvalidCodeJson', 4, 'The entry "c" must be { "message": "…" } with a text message (and an optional text description).'],
    ]);
    expect(parseCodeJson('[]', 'code.json').diagnostics).toMatchObject([{ code: 'InvalidCodeJson', line: 1 }]);
  });
});
