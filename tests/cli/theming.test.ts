import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen } from '../support/fixture.ts';

// tests/fixtures/theming: theme.primaryColor and a Docusaurus custom.css importing a file and naming an image.
const root = fixtureSite('theming');
const first = sitegen(['build', '--root', root], { cwd: root });
const dist = join(root, 'dist');
const assets = () => readdirSync(join(dist, 'assets'));
const stylesheet = () => assets().find((name) => /^styles-\w+\.css$/.test(name))!;
const css = readFileSync(join(dist, 'assets', stylesheet()), 'utf8');

/** A build of the fixture with one file changed; the fixture's own file is put back after it. */
function buildWith(file: string, change: (text: string) => string) {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  writeFileSync(path, change(before));
  try {
    return sitegen(['build', '--root', root], { cwd: root });
  } finally {
    writeFileSync(path, before);
  }
}

describe('theme.customCss and theme.primaryColor', () => {
  it('builds the fixture without diagnostics', () => {
    expect(first.stderr).not.toMatch(/error|warning/);
    expect(first.status).toBe(0);
  });

  it('bundles into the one stylesheet, in order: the built-in CSS, the primary colour, what custom.css imports, custom.css', () => {
    expect(assets().filter((name) => name.endsWith('.css'))).toEqual([stylesheet()]);
    const at = (text: string) => {
      const index = css.indexOf(text);
      expect(index, text).toBeGreaterThanOrEqual(0);
      return index;
    };
    const positions = [at('.navbar__inner{'), at(':root{--ifm-color-primary:'), at('.theming-imported{'), at('--ifm-global-radius: 3px'), at('.theming-pattern{')];
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The built-in CSS reads Infima's variables for its own.
    expect(css).toContain('--sg-color-primary: var(--ifm-color-primary, #1d4ed8)');
  });

  it('gives the image custom.css names a hashed name beside the other assets, and the stylesheet points at it', () => {
    const [image] = readdirSync(join(dist, 'assets', 'media'));
    expect(image).toMatch(/^pattern-\w{8}\.png$/);
    expect(css).toContain(`.theming-pattern{background-image:url("./media/${image}")}`);
    expect(readFileSync(join(dist, 'assets', 'media', image))).toEqual(readFileSync(join(root, 'src/img/pattern.png')));
  });

  it('links the stylesheet from every page', () => {
    for (const page of ['index.html', 'docs/index.html', 'blog/2024/01/10/hello/index.html']) {
      expect(readFileSync(join(dist, page), 'utf8')).toContain(`<link rel="stylesheet" href="/assets/${stylesheet()}">`);
    }
  });

  it('leaves a root-relative url() as written: a file of the static folder', () => {
    const run = buildWith('src/css/fonts.css', (text) => `${text}.theming-static { background: url(/img/static.png); }\n`);
    expect(run.status).toBe(0);
    const built = readFileSync(join(dist, 'assets', stylesheet()), 'utf8');
    expect(built).toContain('.theming-static{background:url(/img/static.png)}');
  });
});

describe('theming mistakes: a coded diagnostic at file and line, exit 1, the previous output kept', () => {
  const kept = () => {
    expect(stylesheet()).toBeDefined();
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('Theming Fixture');
  };

  it('a primaryColor that is not a colour, at its line in site.config.ts', () => {
    const before = assets();
    const run = buildWith('site.config.ts', (text) => text.replace("primaryColor: '#2e8555'", "primaryColor: 'greenish'"));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('site.config.ts:10:5  error  theme.primaryColor: not an opaque CSS colour');
    expect(run.stderr).toContain('[InvalidConfig]');
    expect(assets()).toEqual(before);
    kept();
  });

  it('a custom stylesheet that does not exist, at its line in site.config.ts', () => {
    const run = buildWith('site.config.ts', (text) => text.replace("customCss: ['./src/css/custom.css']", "customCss: ['./src/css/custom.css',\n      'src/css/nope.css']"));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/site\.config\.ts:12:7 {2}error {2}theme\.customCss: src\/css\/nope\.css does not exist in .*\[CustomCssNotFound\]/);
    kept();
  });

  it('CSS that cannot be read, in a file custom.css imports', () => {
    const run = buildWith('src/css/fonts.css', (text) => `${text}}\n`);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('src/css/fonts.css:4:1  error  Unexpected "}"  [CustomCssError]');
    kept();
  });

  it('a url() naming a file that does not exist', () => {
    const run = buildWith('src/css/custom.css', (text) => text.replace('../img/pattern.png', '../img/gone.png'));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/src\/css\/custom\.css:\d+:\d+ {2}error {2}Could not resolve "\.\.\/img\/gone\.png" {2}\[CustomCssError\]/);
    kept();
  });
});
