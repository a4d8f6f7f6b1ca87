import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen, type JsonDiagnostic } from '../support/fixture.ts';

/** tests/fixtures/i18n-site (en default, fr, ar right to left) built with `args`, after `edit`. */
function build(args: string[] = [], edit?: (root: string) => void) {
  const root = fixtureSite('i18n-site');
  edit?.(root);
  const run = sitegen(['build', '--root', root, ...args], { cwd: root });
  const dist = join(root, 'dist');
  return { root, run, dist, read: (path: string) => readFileSync(join(dist, path), 'utf8'), has: (path: string) => existsSync(join(dist, path)) };
}

const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]);

describe('a site in three locales', () => {
  const site = build();

  it('builds every locale: the default at the root, the others under their path, each with its sitemap', () => {
    expect(site.run.stderr).not.toMatch(/error|warning/);
    expect(site.run.status).toBe(0);
    for (const prefix of ['', '/fr', '/ar']) {
      for (const page of ['/index.html', '/docs/intro/index.html', '/docs/guides/install/index.html', '/docs/guides/deploy/index.html', '/blog/index.html', '/blog/2024/05/01/hello/index.html', '/404.html', '/sitemap.xml']) {
        expect(site.has(prefix + page), prefix + page).toBe(true);
      }
    }
    expect([...site.read('fr/sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toContain('https://polyglot.example.com/fr/docs/intro');
    expect(site.read('sitemap.xml')).not.toContain('/fr/');
    expect(site.has('robots.txt')).toBe(true);
    expect(site.has('fr/robots.txt')).toBe(false);
  });

  it('shows a translated page in its locale and an untranslated one in the default locale’s words at the locale’s route', () => {
    expect(text(site.read('fr/docs/intro/index.html'))).toContain('Polyglot parle trois langues');
    expect(text(site.read('docs/intro/index.html'))).toContain('Polyglot speaks three languages');
    expect(text(site.read('fr/docs/guides/deploy/index.html'))).toContain('Copy the output folder to a server');
    expect(text(site.read('ar/docs/guides/install/index.html'))).toContain('Run the installer');
    expect(text(site.read('fr/blog/2024/05/01/hello/index.html'))).toContain('Bonjour, le monde');
    expect(text(site.read('fr/blog/2024/05/02/news/index.html'))).toContain('Some news');
  });

  it('keeps links within the locale: Markdown file links, absolute links, sidebar, navbar and footer', () => {
    const deploy = hrefs(site.read('fr/docs/guides/deploy/index.html'));
    expect(deploy).toContain('/fr/docs/intro');
    expect(deploy).toContain('/fr/docs/guides/install');
    const internal = deploy.filter((href) => href.startsWith('/') && !/\.[a-z]+$/.test(href));
    // The locale dropdown alone links to the other locales.
    expect(internal.filter((href) => !href.startsWith('/fr/'))).toEqual(['/docs/guides/deploy', '/ar/docs/guides/deploy']);
    expect(hrefs(site.read('fr/docs/intro/index.html'))).toContain('/fr/docs/guides/install');
  });

  it('links home to the locale’s home: the breadcrumbs’ home icon, and the 404 page’s button', () => {
    const homeIcon = (html: string) => html.match(/<a\b[^>]*\bhref="([^"]*)"[^>]*breadcrumbs__link--home/)?.[1];
    expect(homeIcon(site.read('fr/docs/guides/deploy/index.html'))).toBe('/fr/');
    expect(homeIcon(site.read('docs/guides/deploy/index.html'))).toBe('/');
    const button = (html: string) => html.match(/<a\b[^>]*\bhref="([^"]*)"[^>]*button--primary/)?.[1];
    expect(button(site.read('ar/404.html'))).toBe('/ar/');
    expect(button(site.read('404.html'))).toBe('/');
  });

  it('translates the navbar and footer from navbar.json and footer.json, keeping what they do not translate', () => {
    const fr = text(site.read('fr/docs/intro/index.html'));
    for (const label of ['Polyglotte', 'Guide en français', 'Blogue', 'Documentation', 'Installer', 'Droits réservés Polyglot']) expect(fr).toContain(label);
    // The logo's alt text is in the page data (the image itself has none beside the title).
    expect(site.read('fr/docs/intro/index.html')).toContain('"alt":"Logo de Polyglotte"');
    const ar = text(site.read('ar/docs/intro/index.html'));
    expect(ar).toContain('الدليل');
    expect(ar).toContain('Copyright Polyglot');
  });

  it('labels sidebar categories from current.json', () => {
    expect(text(site.read('fr/docs/intro/index.html'))).toContain('Guides pratiques');
    expect(text(site.read('docs/intro/index.html'))).not.toContain('Guides pratiques');
    expect(text(site.read('ar/docs/intro/index.html'))).toContain('guides');
  });

  it('writes <html lang dir>, hreflang alternates with x-default, og:locale and its alternates, as Docusaurus does', () => {
    const fr = site.read('fr/docs/intro/index.html');
    expect(fr).toContain('<html lang="fr-FR" dir="ltr"');
    expect(site.read('ar/docs/intro/index.html')).toContain('<html lang="ar" dir="rtl"');
    expect(site.read('docs/intro/index.html')).toContain('<html lang="en" dir="ltr"');
    expect(fr).toContain(
      [
        '<link rel="alternate" href="https://polyglot.example.com/docs/intro" hreflang="en">',
        '<link rel="alternate" href="https://polyglot.example.com/fr/docs/intro" hreflang="fr-FR">',
        '<link rel="alternate" href="https://polyglot.example.com/ar/docs/intro" hreflang="ar">',
        '<link rel="alternate" href="https://polyglot.example.com/docs/intro" hreflang="x-default">',
      ].join('\n'),
    );
    expect(fr).toContain('<link rel="canonical" href="https://polyglot.example.com/fr/docs/intro">');
    expect(fr).toContain('<meta property="og:locale" content="fr_FR">\n<meta property="og:locale:alternate" content="en">\n<meta property="og:locale:alternate" content="ar">');
    expect(site.read('ar/index.html')).toContain('<link rel="alternate" href="https://polyglot.example.com/fr/" hreflang="fr-FR">');
  });

  it('lists the locales in the locale dropdown, each linking to the same page', () => {
    const links = [...site.read('fr/docs/guides/deploy/index.html').matchAll(/<a lang="([^"]+)" href="([^"]+)"[^>]*>([^<]+)/g)].map((m) => [m[1], m[2], m[3]]);
    expect(links).toEqual([
      ['en', '/docs/guides/deploy', 'English'],
      ['fr-FR', '/fr/docs/guides/deploy', 'Français'],
      ['ar', '/ar/docs/guides/deploy', 'العربية'],
    ]);
  });

  it('gives each locale its feeds and llms.txt under its path', () => {
    expect(site.read('fr/blog/rss.xml')).toContain('<link>https://polyglot.example.com/fr/blog/2024/05/01/hello</link>');
    expect(site.read('fr/llms.txt')).toContain('/fr/docs/intro');
  });
});

describe('build --locale', () => {
  it('builds only the locales named, repeated or separated by commas, each at its path', () => {
    const fr = build(['--locale', 'fr']);
    expect(fr.run.status).toBe(0);
    expect(fr.has('fr/docs/intro/index.html')).toBe(true);
    expect(fr.has('docs/intro/index.html')).toBe(false);
    expect(fr.has('ar/index.html')).toBe(false);
    expect(fr.run.stderr).toMatch(/Built 9 routes/);
    const two = build(['--locale', 'en,ar']);
    expect(two.run.status).toBe(0);
    expect(two.has('docs/intro/index.html') && two.has('ar/docs/intro/index.html')).toBe(true);
    expect(two.has('fr')).toBe(false);
  });

  it('refuses a locale the site does not have, naming those it has, and writes nothing', () => {
    const site = build(['--locale', 'de']);
    expect(site.run.status).toBe(1);
    expect(site.run.stderr).toContain('--locale de: the site has no locale "de". Its locales: en, fr, ar.');
    expect(site.run.stderr).toContain('[UnknownLocale]');
    expect(site.has('')).toBe(false);
  });
});

describe('a translated doc’s images and files', () => {
  const current = 'i18n/fr/docusaurus-plugin-content-docs/current/guides';
  const site = build(['--locale', 'en,fr'], (root) => {
    writeFileSync(join(root, 'content/docs/guides/shot.svg'), '<svg id="en"/>');
    writeFileSync(join(root, 'content/docs/guides/chart.svg'), '<svg id="chart"/>');
    writeFileSync(join(root, 'content/docs/guides/notes.txt'), 'English notes');
    writeFileSync(join(root, current, 'shot.svg'), '<svg id="fr"/>');
    writeFileSync(join(root, current, 'notes.txt'), 'Notes en français');
    const refs = '\n\n![shot](./shot.svg) ![chart](./chart.svg) [notes](./notes.txt)\n';
    for (const file of ['content/docs/guides/install.md', join(current, 'install.md')]) writeFileSync(join(root, file), readFileSync(join(root, file), 'utf8') + refs);
  });
  const linked = (page: string) => {
    const html = site.read(page);
    const url = (name: string) => html.match(new RegExp(`(?:src|href)="(/assets/(?:images|files)/${name}-[^"]+)"`))?.[1];
    return { shot: site.read(url('shot')!), chart: site.read(url('chart')!), notes: site.read(url('notes')!) };
  };

  it('reads them from the translated file’s folder first, as Docusaurus does, and the original’s when the locale lacks one', () => {
    expect(site.run.status).toBe(0);
    expect(linked('fr/docs/guides/install/index.html')).toEqual({ shot: '<svg id="fr"/>', chart: '<svg id="chart"/>', notes: 'Notes en français' });
    expect(linked('docs/guides/install/index.html')).toEqual({ shot: '<svg id="en"/>', chart: '<svg id="chart"/>', notes: 'English notes' });
  });
});

describe('i18n errors', () => {
  const validate = (edit: (config: string) => string) => {
    const root = fixtureSite('i18n-site');
    const file = join(root, 'site.config.ts');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    const run = sitegen(['validate', '--root', root, '--json'], { cwd: root });
    return { run, diagnostics: JSON.parse(run.stdout) as JsonDiagnostic[] };
  };

  it('reports a default locale missing from `locales` at its line', () => {
    const { run, diagnostics } = validate((config) => config.replace("defaultLocale: 'en',", "defaultLocale: 'de',"));
    expect(run.status).toBe(1);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'InvalidConfig', line: 9, message: expect.stringContaining('the default locale "de" is not among `locales` (en, fr, ar); add it there') })]);
  });

  it('reports a config for a locale not in `locales`, and a code that is no locale', () => {
    const { diagnostics } = validate((config) => config.replace("localeConfigs: { fr: { htmlLang: 'fr-FR' } },", "localeConfigs: { fr: { htmlLang: 'fr-FR' }, de: { label: 'Deutsch' } },").replace("locales: ['en', 'fr', 'ar'],", "locales: ['en', 'fr', 'ar', 'not a locale'],"));
    const messages = diagnostics.map((d) => d.message);
    expect(messages).toContainEqual(expect.stringContaining('"de" is not among `locales`'));
    expect(messages).toContainEqual(expect.stringContaining('expected a BCP 47 locale code'));
  });

  it('reports a translation file that is not Docusaurus’ JSON at its file, and fails the build', () => {
    const site = build([], (root) => writeFileSync(join(root, 'i18n/fr/docusaurus-theme-classic/navbar.json'), '{ "title": "Polyglotte" }'));
    expect(site.run.status).toBe(1);
    expect(site.run.stderr).toContain('i18n/fr/docusaurus-theme-classic/navbar.json');
    expect(site.run.stderr).toContain('`title`: expected `{ "message": "…" }`.');
  });
});
