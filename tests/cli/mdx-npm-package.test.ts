import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editFile, fixtureSite, sitegen } from '../support/fixture.ts';

/** tests/fixtures/mdx-npm-package: pages importing components of the packages in its node_modules (the browser's side: tests/e2e). */
describe("MDX importing an npm package's component", () => {
  it('writes the site component that re-exports it in .sitegen/packages, and renders it on the server', () => {
    const root = fixtureSite('mdx-npm-package');
    const run = sitegen(['build', '--root', root], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(root, '.sitegen/packages/cjs-clicker/Clicker.js'), 'utf8')).toContain(`export { Clicker as default } from "cjs-clicker";`);
    expect(readFileSync(join(root, '.sitegen/packages/esm-badge/default.js'), 'utf8')).toContain(`export { default } from "esm-badge";`);
    const html = readFileSync(join(root, 'dist/docs/direct/index.html'), 'utf8');
    expect(html).toContain('<span class="esm-badge">New</span>');
  });

  it('is an MdxUnknownImport naming the page and the install command when the package is not installed, after the warnings found before, and the last output stays', () => {
    const root = fixtureSite('mdx-npm-package');
    editFile(root, 'site.config.ts', (text) => text.replace("{ id: 'docs' }", "{ id: 'docs', numberPrefixParser: false }"));
    expect(sitegen(['build', '--root', root], { cwd: root }).status).toBe(0);
    const before = readFileSync(join(root, 'dist/docs/direct/index.html'), 'utf8');
    // As a checkout where it was never installed has it (a lock file's change would stand for an uninstall).
    rmSync(join(root, 'node_modules/esm-badge'), { recursive: true });
    rmSync(join(root, '.sitegen/packages/esm-badge'), { recursive: true });
    const run = sitegen(['build', '--root', root, '--no-cache'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/docs/direct.mdx');
    expect(run.stderr).toContain('The package `esm-badge` is not installed in the site: run `npm install esm-badge` in its folder.  [MdxUnknownImport]');
    expect(run.stderr).toContain("site.config.ts:6:24  warning  docs[0].numberPrefixParser: Docusaurus' docs option `numberPrefixParser` is not supported and is ignored.  [IgnoredDocusaurusOption]");
    expect(run.stderr).toContain('1 error, 1 warning');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(root, '.sitegen/packages/esm-badge'))).toBe(false);
    expect(readFileSync(join(root, 'dist/docs/direct/index.html'), 'utf8')).toBe(before);
  });

  it('is reported by validate too, which bundles nothing and writes no module', () => {
    const root = fixtureSite('mdx-npm-package');
    // Without what a build of the fixture in place left.
    rmSync(join(root, '.sitegen'), { recursive: true, force: true });
    expect(sitegen(['validate', '--root', root], { cwd: root }).status).toBe(0);
    rmSync(join(root, 'node_modules/esm-badge'), { recursive: true });
    const run = sitegen(['validate', '--root', root, '--json'], { cwd: root });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual([
      expect.objectContaining({ code: 'MdxUnknownImport', severity: 'error', file: 'content/docs/direct.mdx', message: 'The package `esm-badge` is not installed in the site: run `npm install esm-badge` in its folder.' }),
    ]);
    expect(existsSync(join(root, '.sitegen/packages'))).toBe(false);
  });
});
