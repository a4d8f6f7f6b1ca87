import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFile, fixtureSite, sitegen } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/** tests/fixtures/site-css built with the real binary, after `change` edits its copy. */
function built(change: (root: string) => void = () => {}) {
  const root = fixtureSite('site-css');
  change(root);
  const run = sitegen(['build', '--root', root], { cwd: root });
  const read = (path: string) => readFileSync(join(root, 'dist', path), 'utf8');
  return { root, status: run.status, stderr: run.stderr, read };
}

const STYLESHEET = /<link rel="stylesheet" href="\/assets\/(styles-[A-Z0-9]+\.css)">/;

describe("CSS the site's modules import (issue 19)", () => {
  const site = built();
  const stylesheet = () => site.read(`assets/${STYLESHEET.exec(site.read('index.html'))![1]}`);

  it("renders a React page's CSS module classes scoped, as its chunk names them", () => {
    expect(site.status, site.stderr).toBe(0);
    const html = site.read('index.html');
    expect(html).toContain('<header class="index_d88ca1_heroBanner"><h1 class="index_d88ca1_title">Styled</h1>');
    // `composes` gives both classes.
    expect(html).toContain('<button type="button" class="index_d88ca1_title index_d88ca1_button">');
    const chunk = (JSON.parse(site.read('page-data.json')) as { mdx: { chunks: Record<string, string> } }).mdx.chunks['@site/src/pages/index.tsx'];
    expect(site.read(chunk.slice(1))).toMatch(/heroBanner:(["`])index_d88ca1_heroBanner\1/);
  });

  it('puts the modules\' CSS, scoped, and the global CSS after the built-in CSS in the stylesheet every page links', () => {
    const css = stylesheet();
    expect(css).toMatch(/\.site-box\{border:3px solid rgb\(4,5,6\)\}\.styles_[0-9a-f]{6}_heroBanner\{color:#070809\}\.index_d88ca1_heroBanner\{/);
    expect(css.indexOf('.site-box')).toBeGreaterThan(css.indexOf('.doc-sidebar'));
    expect(css).not.toMatch(/(^|[^_])heroBanner\{/);
    // A url() is bundled with a hashed name, relative to the stylesheet.
    expect(css).toMatch(/background-image:url\("\.\/media\/dot-[A-Z0-9]+\.svg"\)/);
    for (const page of ['index.html', 'docs/index.html', 'docs/plain/index.html']) expect(STYLESHEET.exec(site.read(page))?.[1], page).toBe(STYLESHEET.exec(site.read('index.html'))![1]);
  });

  it("renders an MDX site component's global class, and its module's class apart from the page's of the same name", () => {
    const html = site.read('docs/index.html');
    expect(html).toMatch(/<div class="site-box"><p class="styles_[0-9a-f]{6}_heroBanner">Inside the box\.<\/p><\/div>/);
  });

  it("renders a swizzled component's CSS module classes on every page, its CSS in the stylesheet", () => {
    for (const page of ['index.html', 'docs/plain/index.html']) expect(site.read(page), page).toMatch(/<p class="Footer_[0-9a-f]{6}_note">Styled footer note<\/p>/);
    expect(stylesheet()).toMatch(/\.Footer_[0-9a-f]{6}_note\{color:#0b0c0d\}/);
  });

  it('reports CSS that does not parse, a module or global, at its line: ComponentBundleError', () => {
    const bad = built((root) => {
      writeFileSync(join(root, 'src/pages/index.module.css'), '.heroBanner {\n  color: red;\n}\n.title { color: blue\n');
      writeFileSync(join(root, 'src/components/Box.css'), '.site-box {}\n.a {}}\n');
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/src\/pages\/index\.module\.css:5:1 +error +Expected "}" to go with "{" +\[ComponentBundleError\]/);
    expect(bad.stderr).not.toContain('    at ');
    const global = built((root) => writeFileSync(join(root, 'src/components/Box.css'), '.site-box {}\n.a {}}\n'));
    expect(global.status).toBe(1);
    expect(global.stderr).toMatch(/src\/components\/Box\.css:2:6 +error +Unexpected "}" +\[ComponentBundleError\]/);
  });
});

describe("sitegen watch: CSS the site's modules import (issue 19)", () => {
  const root = fixtureSite('site-css');
  let watch: WatchProcess;
  const stylesheet = async () => {
    const html = await watch.page('/');
    const name = STYLESHEET.exec(html)?.[1];
    return name ? (await fetch(`${watch.url}/assets/${name}`)).text() : '';
  };

  beforeAll(async () => {
    watch = await startWatch(root);
  });
  afterAll(async () => {
    await watch?.stop();
  });

  it('serves the stylesheet again when a CSS module or a global CSS file is edited', async () => {
    expect(await stylesheet()).toContain('.index_d88ca1_title');
    editFile(root, 'src/pages/index.module.css', (t) => t.replace('rgb(200, 100, 50)', 'rgb(1, 2, 3)'));
    await expect.poll(stylesheet, { timeout: 20_000 }).toMatch(/\.index_d88ca1_title\s*\{\s*color:\s*(#010203|rgb\(1, 2, 3\))/);
    editFile(root, 'src/components/Box.css', (t) => t.replace('3px', '5px'));
    await expect.poll(stylesheet, { timeout: 20_000 }).toMatch(/\.site-box\s*\{\s*border:\s*5px/);
  });
});
