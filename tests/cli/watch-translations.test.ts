import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFile, fixtureSite } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/** `sitegen watch --locale fr` on tests/fixtures/i18n-site: an edit under i18n/fr/ is served rebuilt. */
describe('sitegen watch --locale: the locale’s translations', () => {
  const root = fixtureSite('i18n-site');
  let watch: WatchProcess;

  beforeAll(async () => {
    watch = await startWatch(root, ['--locale', 'fr']);
  });
  afterAll(async () => {
    await watch?.stop();
  });

  it('rebuilds the page of an edited translated doc, and the navbar of an edited navbar.json', async () => {
    expect(await watch.page('/fr/docs/intro')).toContain('Polyglot parle trois langues');
    editFile(root, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md', (t) => t.replace('Polyglot parle trois langues', 'Polyglot parle quatre langues'));
    await watch.served('/fr/docs/intro', 'Polyglot parle quatre langues');
    editFile(root, 'i18n/fr/docusaurus-theme-classic/navbar.json', (t) => t.replace('Polyglotte', 'Polyglotta'));
    await watch.served('/fr/docs/intro', 'Polyglotta');
  });
});
