import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, sitegen } from '../support/fixture.ts';

/** The admonition heading's text after its icon. */
const headings = (html: string) => [...html.matchAll(/<div class="admonition__heading"><span class="admonition__icon">.*?<\/span>(.*?)<\/div>/g)].map((m) => m[1]);
const copyButton = (html: string) => html.match(/<button type="button" class="code-block__copy[^>]*>/)![0];
const cardDescriptions = (html: string) => [...html.matchAll(/doc-card__description" title="([^"]*)"/g)].map((m) => m[1]);
const title = (html: string) => html.match(/<title>(.*?)<\/title>/)![1];

describe('sitegen build: the theme strings the build writes itself, in the locale built', () => {
  const root = fixtureSite('translated-markup');
  const run = sitegen(['build', '--root', root], { cwd: root });
  const page = (path: string) => readFileSync(join(root, 'dist', path, 'index.html'), 'utf8');

  it('builds', () => expect(run.status, run.stderr).toBe(0));

  it('titles a titleless admonition and labels the copy button in French, as Docusaurus does', () => {
    const doc = page('fr/docs/intro');
    expect(headings(doc)).toEqual(['remarque', 'Own title']);
    expect(copyButton(doc)).toBe('<button type="button" class="code-block__copy clean-btn" aria-label="Copier le code" title="Copier" data-copied="Copié">');
  });

  it("titles the tag pages and counts a category's items in the locale's words and plural forms", () => {
    expect(title(page('fr/blog/tags/news'))).toBe('Un article tagués avec « news » | Translated Markup');
    expect(cardDescriptions(page('fr/docs/category/topics'))[0]).toBe('3 éléments');
    expect(cardDescriptions(page('ru/docs/category/topics'))[0]).toBe('3 элемента');
    expect(title(page('ru/blog/tags'))).toBe('Теги | Translated Markup');
  });

  it('keeps the English pages as they were', () => {
    const doc = page('docs/intro');
    expect(headings(doc)).toEqual(['Note', 'Own title']);
    expect(copyButton(doc)).toBe('<button type="button" class="code-block__copy clean-btn" aria-label="Copy code to clipboard" title="Copy">');
    expect(title(page('blog/tags/news'))).toBe('1 post tagged with &quot;news&quot; | Translated Markup');
    expect(title(page('blog/tags'))).toBe('Tags | Translated Markup');
    expect(cardDescriptions(page('docs/category/topics'))[0]).toBe('3 items');
  });
});
