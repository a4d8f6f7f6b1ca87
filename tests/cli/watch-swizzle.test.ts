import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/**
 * `sitegen watch` on a site that starts without src/theme: a swizzled component added, edited,
 * broken and fixed, a module it imports edited, and the component deleted, each served rebuilt.
 */
describe('sitegen watch: swizzled components (issue 19)', () => {
  const root = fixtureSite('swizzle-theme');
  const file = (path: string) => join(root, path);
  let watch: WatchProcess;
  const footer = readFileSync(file('src/theme/Footer.tsx'), 'utf8');

  beforeAll(async () => {
    rmSync(file('src/theme'), { recursive: true });
    watch = await startWatch(root);
  });
  afterAll(async () => {
    await watch?.stop();
  });

  it('picks up a component swizzled while watching, and edits to it and to what it imports', async () => {
    expect(await watch.page('/docs')).not.toContain('footer-feedback');
    mkdirSync(file('src/theme'));
    writeFileSync(file('src/theme/Footer.tsx'), footer);
    await watch.served('/docs', '<div class="footer-feedback"><button type="button">Was this helpful?</button></div>');
    writeFileSync(file('src/theme/Footer.tsx'), footer.replace('footer-feedback', 'footer-votes'));
    await watch.served('/docs', '<div class="footer-votes">');
    const label = readFileSync(file('src/components/feedback-label.ts'), 'utf8');
    writeFileSync(file('src/components/feedback-label.ts'), label.replace('Was this helpful?', 'Did this help?'));
    await watch.served('/docs', 'Did this help?');
  });

  it('reports a swizzled file that does not bundle at its line, serving the last good page, and recovers', async () => {
    const output = watch.outputFrom();
    writeFileSync(file('src/theme/Footer.tsx'), 'export default function Footer() {\n  return <footer>{</footer>;\n}\n');
    await expect.poll(output, { timeout: 20_000 }).toContain('✘ Rebuild failed');
    expect(output()).toMatch(/src\/theme\/Footer\.tsx:2:\d+ +error .*\[ComponentBundleError\]/);
    expect(await watch.page('/docs')).toContain('footer-votes');
    writeFileSync(file('src/theme/Footer.tsx'), footer);
    await watch.served('/docs', '<div class="footer-feedback">');
  });

  it('goes back to the built-in component when the swizzled file is deleted', async () => {
    rmSync(file('src/theme/Footer.tsx'));
    await expect.poll(() => watch.page('/docs'), { timeout: 20_000 }).not.toContain('footer-feedback');
    expect(await watch.page('/docs')).toContain('<footer class="footer');
  });
});
