import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, sitegen } from '../support/fixture.ts';

/** tests/fixtures/own-site: custom CSS, a swizzled Footer, a React page and Markdown plugins together (issue 19). */
describe('a site with every override at once', () => {
  const root = fixtureSite('own-site');

  it('validates with no diagnostic at all', () => {
    const run = sitegen(['validate', '--root', root, '--json'], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it('builds every override into the output', { timeout: 120_000 }, () => {
    const run = sitegen(['build', '--root', root], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    const read = (path: string) => readFileSync(join(root, 'dist', path), 'utf8');
    const tables = read('docs/tables/index.html');
    expect(tables).toContain('<em>Reviewed by the handbook team.</em>');
    expect(tables).toContain('<table class="data-table">');
    expect(tables).toMatch(/<footer class="footer[^"]*">[\s\S]*Own Site fixture[\s\S]*<\/footer><div class="footer-thanks"><button type="button">Say thanks<\/button><\/div>/);
    const playground = read('playground/index.html');
    expect(playground).toContain('<title>Playground | Own Site</title>');
    expect(playground).toContain(`<meta name="description" content="A React page of the site's own.">`);
    expect(playground).toContain('<button type="button" class="counter">Pressed <!-- -->0<!-- --> times</button>');
    const stylesheet = readdirSync(join(root, 'dist', 'assets')).find((name) => name.endsWith('.css'))!;
    const css = read(`assets/${stylesheet}`);
    // The custom CSS comes after the built-in CSS, so that its rules win.
    expect(css.indexOf('.data-table')).toBeGreaterThan(css.indexOf('.navbar'));
    expect(css).toContain('Georgia');
  });
});
