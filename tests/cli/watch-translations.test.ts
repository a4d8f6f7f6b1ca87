import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/** `sitegen watch --locale fr` on tests/fixtures/i18n-site: an edit under i18n/fr/ is served rebuilt. */
describe('sitegen watch --locale: the locale’s translations', () => {
  const root = fixtureSite('i18n-site');
  const file = (path: string) => join(root, path);
  const edit = (path: string, change: (text: string) => string) => writeFileSync(file(path), change(readFileSync(file(path), 'utf8')));
  let watch: WatchProcess;
  const page = async (path: string) => (await fetch(`${watch.url}${path}`)).text();
  const served = (path: string, text: string) => expect.poll(() => page(path), { timeout: 20_000 }).toContain(text);

  beforeAll(async () => {
    watch = await startWatch(root, ['--locale', 'fr']);
  });
  afterAll(async () => {
    await watch?.stop();
  });

  it('rebuilds the page of an edited translated doc, and the navbar of an edited navbar.json', async () => {
    expect(await page('/fr/docs/intro')).toContain('Polyglot parle trois langues');
    edit('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', (t) => t.replace('Polyglot parle trois langues', 'Polyglot parle quatre langues'));
    await served('/fr/docs/intro', 'Polyglot parle quatre langues');
    edit('i18n/fr/docusaurus-theme-classic/navbar.json', (t) => t.replace('Polyglotte', 'Polyglotta'));
    await served('/fr/docs/intro', 'Polyglotta');
  });
});
