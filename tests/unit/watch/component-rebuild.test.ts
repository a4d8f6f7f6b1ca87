import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite } from '../../support/fixture.ts';
import type { DevSite, RebuildResult } from '../../../cli/watch/dev-site.ts';
import { devSite, freshOutput, readTree, treeDifferences } from './dev-output.ts';

/**
 * What MDX pages import besides theme components: the site's own components and the modules and
 * JSON files they import (bundled by esbuild), and JSON files and partials of the content. An
 * edit to any, its deletion or its creation rebuilds the pages that use it, and only those, into
 * what a fresh build writes; a component that does not bundle leaves the last good output.
 */
describe('a rebuild after an edit to what an MDX page imports (issue 17)', () => {
  const root = fixtureSite('watch-components');
  const file = (path: string) => join(root, path);
  let site: DevSite;

  const write = (path: string, text: string) => writeFileSync(file(path), text);
  const edit = (path: string, change: (text: string) => string) => {
    const text = readFileSync(file(path), 'utf8');
    const changed = change(text);
    if (changed === text) throw new Error(`the edit of ${path} changed nothing`);
    write(path, changed);
  };
  const rebuild = (paths: string[]) => site.rebuild({ files: paths.map(file) });
  /** Rebuilds as the watcher would after `paths` changed, and compares with a fresh build. */
  const rebuildMatches = async (paths: string[]): Promise<RebuildResult> => {
    const result = await rebuild(paths);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(treeDifferences(readTree(site.outDir), await freshOutput(root))).toEqual([]);
    return result;
  };
  const page = (path: string) => readFileSync(join(site.outDir, path, 'index.html'), 'utf8');

  beforeAll(async () => {
    site = devSite(root);
    expect((await site.rebuild({ all: true })).ok).toBe(true);
  });
  afterAll(() => rmSync(site.outDir, { recursive: true, force: true }));

  it('knows the files the components were bundled from: the components, what they import, and where a missing one would go', () => {
    const inputs = [...site.componentInputs.files];
    expect(inputs).toEqual(expect.arrayContaining([file('src/components/Counter.tsx'), file('src/components/format-count.ts'), file('src/components/Badge.tsx'), file('src/components/badge-colours.json')]));
    expect(inputs).toContain(file('src/components/Counter/index.tsx'));
    expect(inputs.every((input) => input.startsWith(`${root}/src/components/`))).toBe(true);
  });

  it("a module a component imports: that component's page alone", async () => {
    edit('src/components/format-count.ts', (t) => t.replace('clicks', 'presses'));
    expect((await rebuildMatches(['src/components/format-count.ts'])).changed).toEqual(['/docs/']);
    expect(page('docs')).toContain('3 presses');
  });

  it("a JSON file a component imports: that component's page alone", async () => {
    edit('src/components/badge-colours.json', (t) => t.replace('green', 'teal'));
    expect((await rebuildMatches(['src/components/badge-colours.json'])).changed).toEqual(['/docs/badge']);
    expect(page('docs/badge')).toContain('color:teal');
  });

  it('a JSON file and a partial the page imports: that page alone', async () => {
    edit('content/docs/labels.json', (t) => t.replace('Clicks', 'Taps'));
    expect((await rebuildMatches(['content/docs/labels.json'])).changed).toEqual(['/docs/']);
    edit('content/docs/_note.md', (t) => t.replace('A note', 'A changed note'));
    expect((await rebuildMatches(['content/docs/_note.md'])).changed).toEqual(['/docs/']);
    expect(page('docs')).toContain('A changed note from a partial.');
  });

  it('a syntax error: a ComponentBundleError at its line, the last good output kept; the fix recovers', async () => {
    const before = readTree(site.outDir);
    const good = readFileSync(file('src/components/format-count.ts'), 'utf8');
    write('src/components/format-count.ts', good.replace('return `', 'return +;`'));
    const broken = await rebuild(['src/components/format-count.ts']);
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics).toEqual([expect.objectContaining({ code: 'ComponentBundleError', file: file('src/components/format-count.ts'), line: 2 })]);
    expect(treeDifferences(readTree(site.outDir), before)).toEqual([]);
    // An edit elsewhere meanwhile does not forget the component still to bundle.
    edit('content/docs/other.md', (t) => t.replace('without', 'with no'));
    expect((await rebuild(['content/docs/other.md'])).ok).toBe(false);
    write('src/components/format-count.ts', good.replace('presses', 'pushes'));
    const fixed = await rebuildMatches(['src/components/format-count.ts']);
    expect(fixed.changed).toEqual(expect.arrayContaining(['/docs/', '/docs/other']));
    expect(page('docs')).toContain('3 pushes');
  });

  it('a module deleted and created again', async () => {
    const text = readFileSync(file('src/components/format-count.ts'), 'utf8');
    rmSync(file('src/components/format-count.ts'));
    const gone = await rebuild(['src/components/format-count.ts']);
    expect(gone.diagnostics).toEqual([expect.objectContaining({ code: 'ComponentBundleError', message: 'Could not resolve "./format-count.ts"', file: file('src/components/Counter.tsx'), line: 2 })]);
    write('src/components/format-count.ts', text.replace('pushes', 'hits'));
    await rebuildMatches(['src/components/format-count.ts']);
    expect(page('docs')).toContain('3 hits');
  });

  it('a component a page imports before it exists, then created', async () => {
    edit('content/docs/other.md', (t) => t.replace('A page with no components.', "import Clock from '@site/src/components/Clock';\n\n<Clock />"));
    const missing = await rebuild(['content/docs/other.md']);
    expect(missing.diagnostics).toEqual([expect.objectContaining({ code: 'MdxUnknownImport', file: file('content/docs/other.md') })]);
    expect(site.componentInputs.affects(file('src/components/Clock.tsx'))).toBe(true);
    write('src/components/Clock.tsx', 'export default function Clock() {\n  return <time>noon</time>;\n}\n');
    expect((await rebuildMatches(['src/components/Clock.tsx'])).changed).toEqual(['/docs/other']);
    expect(page('docs/other')).toContain('<time>noon</time>');
  });

  it('not a file beside the components that nothing imports', async () => {
    write('src/components/README.md', 'Notes.\n');
    expect(site.componentInputs.affects(file('src/components/README.md'))).toBe(true);
    expect((await rebuildMatches(['src/components/README.md'])).changed).toEqual([]);
    edit('src/components/README.md', (t) => `${t}More.\n`);
    expect(site.componentInputs.affects(file('src/components/README.md'))).toBe(false);
  });
});
