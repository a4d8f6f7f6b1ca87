import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, REPO } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/** `sitegen watch` on a site with plugins of its own: an edit to a plugin's file is an edit to the config. */
describe('sitegen watch: the site’s Markdown plugins', () => {
  const root = fixtureSite('markdown-plugins');
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');
  let watch: WatchProcess;

  beforeAll(async () => {
    watch = await startWatch(root);
  });
  afterAll(async () => {
    await watch?.stop();
  });

  it('rebuilds every page when a plugin the config imports changes', async () => {
    expect(await watch.page('/docs')).toContain('<h2 id="h-see-also">See also</h2>');
    const plugin = join(root, 'plugins/remark-see-also.ts');
    writeFileSync(plugin, readFileSync(plugin, 'utf8').replace("value: 'See also'", "value: 'Read next'"));
    await expect.poll(() => watch.page('/docs'), { timeout: 15_000 }).toContain('<h2 id="h-read-next">Read next</h2>');
    expect(await watch.page('/docs/setup')).toContain('<h2 id="h-read-next">Read next</h2>');
  });
});
