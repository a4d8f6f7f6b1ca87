import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, sitegen } from '../support/fixture.ts';
import { fileTempDir } from '../support/temp-dirs.ts';

/** A fresh copy of a named fixture site built with the real binary; returns its output folder. */
function build(name: string): string {
  const root = fileTempDir(name);
  cpSync(join(FIXTURES, name), root, { recursive: true });
  const run = sitegen(['build', '--root', root], { cwd: root });
  expect(run.status, run.stderr).toBe(0);
  return join(root, 'dist');
}

/** A content hash in a script's name, as esbuild writes it. */
const HASH = /-[A-Z0-9]{8}\.js/g;

/**
 * The scripts a built page loads or preloads, with their text, content hashes set aside: the
 * URLs of chunks loaded later (the idle enhancements, which carry the Details slide for a site
 * whose MDX uses it) may differ, nothing else.
 */
function scripts(dist: string, page: string): Array<[string, string]> {
  const html = readFileSync(join(dist, page), 'utf8');
  const files = [...new Set([...html.matchAll(/<(?:link rel="modulepreload" href|script type="module" src)="([^"]+\.js)"/g)].map((m) => m[1]))].sort();
  return files.map((file) => [file.replace(HASH, '-#.js'), readFileSync(join(dist, file), 'utf8').replace(HASH, '-#.js')]);
}

describe("a site's own and theme MDX components (issue 17)", () => {
  it('leave the scripts of a page without components as in a site without any, but for the names of chunks loaded later', () => {
    // The same plain page, in a site whose other pages use <Counter>, <Tabs> and more, and in a site with no components.
    const withComponents = scripts(build('mdx-site-components'), 'docs/other/index.html');
    const without = scripts(build('mdx-site-components-none'), 'docs/other/index.html');
    expect(withComponents.map(([file]) => file)).toEqual(without.map(([file]) => file));
    expect(withComponents.length).toBeGreaterThanOrEqual(2);
    expect(withComponents).toEqual(without);
  });
});
