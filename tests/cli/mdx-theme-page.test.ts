import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, sitegen } from '../support/fixture.ts';
import { fileTempDir } from '../support/temp-dirs.ts';

/** tests/fixtures/mdx-theme-page, built with the real binary. */
function built() {
  const root = fileTempDir('mdx-theme-page');
  cpSync(join(FIXTURES, 'mdx-theme-page'), root, { recursive: true });
  const run = sitegen(['build', '--root', root], { cwd: root });
  return { status: run.status, stderr: run.stderr, read: (path: string) => readFileSync(join(root, 'dist', path), 'utf8') };
}

const body = (html: string) => /<div class="markdown">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';

describe('<details> in content (issue 17)', () => {
  const site = built();

  it('is the Details component in MDX, as Docusaurus maps it, its <summary> the summary', () => {
    expect(site.status, site.stderr).toBe(0);
    expect(body(site.read('docs/guide/index.html'))).toContain(
      '<details class="details"><summary class="details__summary">Show the steps</summary><div class="details__body"><p>Run <strong>install</strong> first.</p></div></details>',
    );
    const data = JSON.parse(site.read('docs/guide/page-data.json')) as { doc: { html: { components: string[] } } };
    expect(data.doc.html.components).toContain('@theme/Details');
  });

  it('stays raw HTML in a CommonMark file', () => {
    expect(body(site.read('docs/index.html'))).toContain('<details>\n<summary>Raw summary</summary>\n<p>Raw details body.</p>\n</details>');
  });
});
