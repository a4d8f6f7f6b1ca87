import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editFile, fixtureSite, sitegen } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/**
 * `sitegen watch` on a site whose MDX pages import the site's components (which import a module
 * and a JSON file), a JSON file and a partial: an edit to any is served rebuilt, a component
 * that does not bundle is reported at its line while the last good page is served, and a
 * component a page names before it exists is picked up once it does.
 */
describe('sitegen watch: what MDX pages import (issue 17)', () => {
  const root = fixtureSite('watch-components');
  const file = (path: string) => join(root, path);
  let watch: WatchProcess;

  beforeAll(async () => {
    watch = await startWatch(root);
  });
  afterAll(async () => {
    await watch?.stop();
  });

  it('rebuilds the page of a component whose imported module changed, and only it', async () => {
    expect(await watch.page('/docs')).toContain('Clicks<!-- -->: <!-- -->3 clicks');
    const output = watch.outputFrom();
    editFile(root, 'src/components/format-count.ts', (t) => t.replace('clicks', 'presses'));
    await watch.served('/docs', '3 presses', 15_000);
    await expect.poll(output, { timeout: 15_000 }).toMatch(/✔ Rebuilt 1 page in \d+ ms/);
  });

  it("rebuilds on an edit to a component's JSON file, the page's JSON file and its partial", async () => {
    editFile(root, 'src/components/badge-colours.json', (t) => t.replace('green', 'teal'));
    await watch.served('/docs/badge', 'color:teal', 15_000);
    editFile(root, 'content/docs/labels.json', (t) => t.replace('Clicks', 'Taps'));
    await watch.served('/docs', 'Taps', 15_000);
    editFile(root, 'content/docs/_note.md', (t) => t.replace('A note', 'A changed note'));
    await watch.served('/docs', 'A changed note from a partial.', 15_000);
  });

  it('reports a syntax error in a component at its file and line, keeps serving the last good page, and recovers', async () => {
    const output = watch.outputFrom();
    const good = readFileSync(file('src/components/format-count.ts'), 'utf8');
    writeFileSync(file('src/components/format-count.ts'), good.replace('return `', 'return +;`'));
    await expect.poll(output, { timeout: 15_000 }).toContain('✘ Rebuild failed');
    expect(output()).toMatch(/src\/components\/format-count\.ts:2:\d+ +error +Unexpected .* \[ComponentBundleError\]/);
    expect(output()).not.toMatch(/\n\s+at /);
    expect(await watch.page('/docs')).toContain('3 presses');
    writeFileSync(file('src/components/format-count.ts'), good.replace('presses', 'pushes'));
    await watch.served('/docs', '3 pushes', 15_000);
  });

  it('picks up a component a page imports before it exists, once it is created', async () => {
    const output = watch.outputFrom();
    editFile(root, 'content/docs/other.md', (t) => t.replace('A page without components.', "import Clock from '@site/src/components/Clock';\n\n<Clock />"));
    await expect.poll(output, { timeout: 15_000 }).toContain('[MdxUnknownImport]');
    writeFileSync(file('src/components/Clock.tsx'), 'export default function Clock() {\n  return <time>noon</time>;\n}\n');
    await watch.served('/docs/other', '<time>noon</time>', 15_000);
  });

  it('stops cleanly on Ctrl-C', async () => {
    expect(await watch.stop()).toBe(0);
  });
});

describe('sitegen build: a component that does not bundle (issue 17)', () => {
  it('is a ComponentBundleError at its file and line, without a stack, and nothing is written', () => {
    const root = fixtureSite('watch-components');
    writeFileSync(join(root, 'src/components/Badge.tsx'), 'export default function Badge() {\n  return <span>{1 +}</span>;\n}\n');
    const run = sitegen(['build', '--root', root], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^src\/components\/Badge\.tsx\n  src\/components\/Badge\.tsx:2:\d+ +error +.+\[ComponentBundleError\]$/m);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });
});
