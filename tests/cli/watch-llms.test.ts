import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFile, fixtureSite } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/**
 * `sitegen watch` on tests/fixtures/llms-markdown: /llms-full.txt and the `.md` routes follow each
 * edit, though watch keeps the Markdown of the pages it did not read again between rebuilds.
 */
describe('sitegen watch: /llms-full.txt and the .md routes', () => {
  const root = fixtureSite('llms-markdown');
  let watch: WatchProcess;

  beforeAll(async () => {
    watch = await startWatch(root);
  });
  afterAll(async () => {
    await watch?.stop();
  });

  it('follows an edited page, keeping the others', async () => {
    await watch.served('/llms-full.txt', 'We launched Widget.');
    editFile(root, 'content/docs/index.md', (t) => t.replace('in one page.', 'in one edited page.'));
    await watch.served('/llms-full.txt', 'Widget in one edited page.');
    await watch.served('/docs/index.md', 'Widget in one edited page.');
    expect(await watch.page('/llms-full.txt')).toContain('We launched Widget.');
  });

  it('fills the placeholders of unchanged pages anew when the config changes them', async () => {
    editFile(root, 'site.config.ts', (t) => t.replace("customFields: { product: 'Widget' }", "customFields: { product: 'Gadget' }"));
    await watch.served('/llms-full.txt', 'We launched Gadget.');
    expect(await watch.page('/llms-full.txt')).toContain('Gadget in one edited page.');
    await watch.served('/blog/2024/05/01/launch.md', 'We launched Gadget.');
  });
});
