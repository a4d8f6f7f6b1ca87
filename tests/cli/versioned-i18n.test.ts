import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen } from '../support/fixture.ts';

const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
/** The `href` of each link whose class list has `className`. */
const linksOf = (html: string, className: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((a) => new RegExp(`class="[^"]*\\b${className}\\b`).test(a)).map((a) => a.match(/href="([^"]*)"/)?.[1]);

// tests/fixtures/versioned-i18n-site: versions next, 2.0 (last) and 1.0, in en and fr; fr translates 1.0's and next's intro.
describe('a docs version’s translations', () => {
  const root = fixtureSite('versioned-i18n-site');
  const run = sitegen(['build', '--root', root], { cwd: root });
  const read = (path: string) => readFileSync(join(root, 'dist', path), 'utf8');

  it('shows a translated versioned doc at the locale’s route of its version, and an untranslated one in the default locale’s words', () => {
    expect(run.stderr).not.toMatch(/error|warning/);
    expect(run.status).toBe(0);
    expect(text(read('fr/docs/1.0/intro/index.html'))).toContain('La première version.');
    expect(text(read('docs/1.0/intro/index.html'))).toContain('The first release.');
    expect(text(read('fr/docs/1.0/guide/index.html'))).toContain('How to use the first release.');
    expect(text(read('fr/docs/next/intro/index.html'))).toContain('La prochaine version');
    expect(text(read('fr/docs/intro/index.html'))).toContain('The second release.');
  });

  it('keeps the version dropdown, the banner and the translated doc’s links on the French routes', () => {
    const page = read('fr/docs/1.0/intro/index.html');
    expect(linksOf(page, 'dropdown__link').filter((href) => href?.includes('/docs/'))).toEqual(['/fr/docs/next/intro', '/fr/docs/intro', '/fr/docs/1.0/intro', '/docs/1.0/intro', '/fr/docs/1.0/intro']);
    // The unmaintained version's banner leads to the last version's page.
    expect(page).toMatch(/<a href="\/fr\/docs\/intro"[^>]*>dernière version/);
    expect(page).toContain('<a href="/fr/docs/1.0/guide">le guide');
    expect(read('fr/docs/next/intro/index.html')).toMatch(/<a href="\/fr\/docs\/intro"[^>]*>dernière version/);
  });
});
