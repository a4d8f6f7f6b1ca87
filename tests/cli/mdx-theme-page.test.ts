import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, sitegen } from '../support/fixture.ts';
import { fileTempDir } from '../support/temp-dirs.ts';

/** tests/fixtures/mdx-theme-page, built with the real binary, with the extra content files given. */
function built(extra: Record<string, string> = {}) {
  const root = fileTempDir('mdx-theme-page');
  cpSync(join(FIXTURES, 'mdx-theme-page'), root, { recursive: true });
  for (const [file, text] of Object.entries(extra)) writeFileSync(join(root, 'content', file), text);
  const run = sitegen(['build', '--root', root], { cwd: root });
  return { status: run.status, stderr: run.stderr, read: (path: string) => readFileSync(join(root, 'dist', path), 'utf8') };
}

const body = (html: string) => /<div class="markdown">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';

describe('a page of theme components: <details>, and what the browser gets of Tabs (issue 17)', () => {
  const site = built();

  it('is the Details component in MDX, as Docusaurus maps it, its <summary> the summary', () => {
    expect(site.status, site.stderr).toBe(0);
    expect(body(site.read('docs/guide/index.html'))).toContain(
      '<details class="details"><summary class="details__summary">Show the steps</summary><div class="details__body"><p>Run <strong>install</strong> first.</p></div></details>',
    );
    // Markup, with the other theme components: the page's body reaches the browser as HTML.
    const data = JSON.parse(site.read('docs/guide/page-data.json')) as { doc: { html: string } };
    expect(data.doc.html).toContain('<summary class="details__summary">Show the steps</summary>');
  });

  it("gives Tabs' behaviour, and none of the checks of their props, to the browser", () => {
    const data = JSON.parse(site.read('docs/guide/page-data.json')) as { mdx: { behaviours: string } };
    const behaviours = site.read(data.mdx.behaviours);
    expect(behaviours).toContain('tablist');
    expect(behaviours).not.toMatch(/must be unique|outside any <TabItem>/);
    expect(site.read('docs/guide/index.html')).toContain(`<link rel="modulepreload" href="${data.mdx.behaviours}">`);
  });

  it('stays raw HTML in a CommonMark file', () => {
    expect(body(site.read('docs/index.html'))).toContain('<details>\n<summary>Raw summary</summary>\n<p>Raw details body.</p>\n</details>');
  });
});

describe('a theme component used wrongly (issue 17)', () => {
  it('fails the build with an MdxComponentError at its place, naming the fix, though the browser carries no checks', () => {
    const site = built({ 'docs/wrong.mdx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value=\"a\">One</TabItem>\n  <TabItem value=\"a\">Two</TabItem>\n</Tabs>\n" });
    // Its output with the status: a failing build that stalled once exited 13 with nothing else (3611d24); bin/sitegen.js now says so.
    expect(site.status, site.stderr).toBe(1);
    expect(site.stderr).toMatch(/content\/docs\/wrong\.mdx:4:1 +error +<Tabs>: has more than one tab with the value "a"\. Every tab's value must be unique within its <Tabs>\. +\[MdxComponentError\]/);
  });
});
