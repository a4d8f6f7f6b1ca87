import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, sitegen } from '../support/fixture.ts';
import { SWIZZLABLE, SWIZZLABLE_NAMES } from '../../cli/bundle/theme/registry.ts';

/** tests/fixtures/swizzle-theme without its swizzled components: a plain site to swizzle in. */
function plainSite(): string {
  const root = fixtureSite('swizzle-theme');
  rmSync(join(root, 'src', 'theme'), { recursive: true });
  return root;
}

/** The app's markup of a built page: what the theme components render, without the hashed script names. */
const appHtml = (root: string, page: string) => /<div id="__sitegen">[\s\S]*?<\/div>\n<script id="__sitegen_data"/.exec(readFileSync(join(root, 'dist', page), 'utf8'))![0];

describe('sitegen swizzle (issue 19)', () => {
  it('--list names every swizzlable component and whether wrapping and ejecting it are safe', () => {
    const run = sitegen(['swizzle', '--list']);
    expect(run.status, run.stderr).toBe(0);
    for (const name of SWIZZLABLE_NAMES) expect(run.stdout).toMatch(new RegExp(`^${name} +wrap: ${SWIZZLABLE[name].wrap} +eject: ${SWIZZLABLE[name].eject} `, 'm'));
  });

  describe('in a site', () => {
    let root: string;
    let plain: string;
    beforeAll(() => {
      root = plainSite();
      plain = plainSite();
      expect(sitegen(['build', '--root', plain]).status).toBe(0);
    }, 60_000);

    it('--wrap and --eject write files that build without a diagnostic, rendering what the originals do', () => {
      for (const [name, mode] of [['Footer', '--wrap'], ['Navbar', '--wrap'], ['DocSidebar', '--wrap'], ['NotFound', '--eject'], ['SkipToContent', '--eject'], ['ThemedImage', '--eject']]) {
        const run = sitegen(['swizzle', name, mode, '--root', root]);
        expect(run.status, run.stderr).toBe(0);
        expect(run.stderr).toMatch(new RegExp(`^✔ Wrote .*src/theme/${name}\\.tsx: `));
      }
      expect(readFileSync(join(root, 'src/theme/Footer.tsx'), 'utf8')).toContain("import Footer from '@theme-original/Footer';");
      const ejected = readFileSync(join(root, 'src/theme/SkipToContent.tsx'), 'utf8');
      expect(ejected).toContain("import { useLocation } from 'sitegen/theme';");
      expect(ejected).not.toMatch(/from '\.\.?\//);
      const build = sitegen(['build', '--root', root]);
      expect(build.status, build.stderr).toBe(0);
      expect(build.stderr).toMatch(/^✔ Built/);
      for (const page of ['docs/index.html', 'docs/second/index.html', '404.html']) expect(appHtml(root, page)).toBe(appHtml(plain, page));
    }, 120_000);

    it('refuses to overwrite a swizzled file', () => {
      const file = join(root, 'src/theme/Layout.tsx');
      writeFileSync(file, '// mine\n');
      const run = sitegen(['swizzle', 'Layout', '--wrap', '--root', root]);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Layout is swizzled already: .*Layout\.tsx exists, and is left as it is\. +\[SwizzleFileExists\]/);
      expect(readFileSync(file, 'utf8')).toBe('// mine\n');
      rmSync(file);
    });
  });

  it('names the nearest component for an unknown name, and refuses to eject one whose copy would reach into sitegen', () => {
    const root = plainSite();
    const unknown = sitegen(['swizzle', 'Fotter', '--wrap', '--root', root]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No theme component is named "Fotter". Did you mean "Footer"?  [UnknownSwizzleComponent]');
    const unsafe = sitegen(['swizzle', 'DocSidebar', '--eject', '--root', root]);
    expect(unsafe.status).toBe(1);
    expect(unsafe.stderr).toContain('[SwizzleUnsafe]');
    const neither = sitegen(['swizzle', 'Footer', '--root', root]);
    expect(neither.status).toBe(1);
    expect(neither.stderr).toContain('[SwizzleModeMissing]');
  });
});

describe('a swizzled component that fails (issue 19)', () => {
  it('fails the build at its file and line, leaving the previous output', () => {
    const root = fixtureSite('swizzle-theme');
    expect(sitegen(['build', '--root', root]).status).toBe(0);
    const before = readFileSync(join(root, 'dist/docs/index.html'), 'utf8');
    const file = join(root, 'src/theme/DocBreadcrumbs.tsx');
    writeFileSync(file, 'export default function DocBreadcrumbs() {\n  return <p>{</p>;\n}\n');
    const syntax = sitegen(['build', '--root', root]);
    expect(syntax.status).toBe(1);
    expect(syntax.stderr).toMatch(/src\/theme\/DocBreadcrumbs\.tsx:2:\d+ +error +.*\[ComponentBundleError\]/);
    expect(syntax.stderr).not.toContain('    at ');
    writeFileSync(file, "import type { DocBreadcrumbsProps } from 'sitegen/theme';\n\nexport default function DocBreadcrumbs({ page }: DocBreadcrumbsProps) {\n  const words = page.title.length > 0 ? undefined : ['x'];\n  return <p>{words!.join(' ')}</p>;\n}\n");
    const thrown = sitegen(['build', '--root', root]);
    expect(thrown.status).toBe(1);
    expect(thrown.stderr).toMatch(/src\/theme\/DocBreadcrumbs\.tsx:5:\d+ +error +A swizzled component threw while rendering \/docs\/?: .*\[SwizzledComponentError\]/);
    expect(thrown.stderr).not.toContain('    at ');
    expect(readFileSync(join(root, 'dist/docs/index.html'), 'utf8')).toBe(before);
  }, 120_000);
});

describe('src/theme/MDXComponents (issue 19)', () => {
  it('gives every MDX file its components without an import', () => {
    const root = fixtureSite('mdx-components-file');
    const run = sitegen(['build', '--root', root]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/warning|error/);
    const html = readFileSync(join(root, 'dist/docs/index.html'), 'utf8');
    expect(html).toContain('<p>This is <span class="highlight" style="background-color:#25c2a0;border-radius:2px;padding:0.2rem">highlighted</span> text.</p>');
    expect(html).toContain('<button type="button" class="clicker">Clicks<!-- -->: <!-- -->0</button>');
  });
});
