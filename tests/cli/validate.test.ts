import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureCopy, sitegen, type JsonDiagnostic } from '../support/fixture.ts';

function validateJson(broken?: string): { status: number | null; diagnostics: JsonDiagnostic[]; root: string } {
  const root = fixtureCopy(broken);
  const run = sitegen(['validate', '--root', root, '--json'], { cwd: root });
  return { status: run.status, diagnostics: JSON.parse(run.stdout) as JsonDiagnostic[], root };
}

const errorsOf = (diagnostics: JsonDiagnostic[]) => diagnostics.filter((d) => d.severity === 'error');

describe('sitegen validate', () => {
  it('passes the good fixture with exit 0 and writes nothing', () => {
    const root = fixtureCopy();
    const run = sitegen(['validate', '--root', root], { cwd: root });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/✔ \d+ routes valid/);
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });

  it('reports invalid YAML front matter with file and line', () => {
    const { status, diagnostics } = validateJson('invalid-frontmatter-yaml');
    expect(status).toBe(1);
    const [error] = errorsOf(diagnostics);
    expect(error).toMatchObject({ code: 'InvalidFrontMatterYaml', file: 'content/guides/install.md', line: 3 });
    expect(error.hint).toBeTruthy();
  });

  it('lists the available doc ids for an unknown doc id', () => {
    const { status, diagnostics } = validateJson('unknown-doc-id');
    expect(status).toBe(1);
    const [error] = errorsOf(diagnostics);
    expect(error.code).toBe('UnknownDocId');
    expect(error.file).toBe('site.config.ts');
    expect(error.message).toContain('navbar.items[0].docId: Couldn\'t find any doc with id "instal" in version current.');
    expect(error.message).toContain('Available doc ids are:\n- advanced/api\n- advanced/index\n- index\n- install');
  });

  it('lists the available sidebar ids for an unknown sidebar id', () => {
    const { diagnostics } = validateJson('unknown-sidebar-id');
    const [error] = errorsOf(diagnostics);
    expect(error.code).toBe('UnknownSidebarId');
    expect(error.message).toContain('Can\'t find any sidebar with id "tutorials".\nAvailable sidebar ids are:\n- guides');
  });

  it('names an unknown navbar item type and the supported ones', () => {
    const { diagnostics } = validateJson('unknown-navbar-type');
    const [error] = errorsOf(diagnostics);
    expect(error.code).toBe('UnknownNavbarItemType');
    expect(error.message).toBe(
      'navbar.items[1].type: unknown navbar item type "megaMenu". Supported types: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown.',
    );
  });

  it('reports every config error in one run, with key paths', () => {
    const { status, diagnostics } = validateJson('config-type-error');
    expect(status).toBe(1);
    const messages = errorsOf(diagnostics).map((d) => d.message);
    expect(messages).toHaveLength(2);
    expect(messages).toContain('url: Invalid URL.');
    expect(messages).toContain('baseUrl: baseUrl must start and end with "/", e.g. "/" or "/docs/".');
    expect(errorsOf(diagnostics).every((d) => d.file === 'site.config.ts' && d.code === 'InvalidConfig')).toBe(true);
    expect(errorsOf(diagnostics).map((d) => [d.message.split(':')[0], d.line])).toEqual([
      ['url', 5],
      ['baseUrl', 7],
    ]);
  });

  it('warns at a placeholder that names no custom field, and only outside code', () => {
    const { status, diagnostics } = validateJson('unknown-placeholder');
    expect(status).toBe(0);
    const placeholders = diagnostics.filter((d) => d.code === 'UnknownPlaceholder');
    expect(placeholders.map((d) => [d.severity, d.file, d.line, d.column])).toEqual([['warning', 'content/guides/branding.md', 5, 42]]);
    expect(placeholders[0].message).toContain('{{prodcut}} names no one-line text or number of `customFields`');
    expect(placeholders[0].hint).toContain('customFields');
  });

  it('names every mistyped config key in one run: its path, the key meant and its line', () => {
    const { status, diagnostics } = validateJson('config-typos');
    expect(status).toBe(1);
    expect(diagnostics.every((d) => d.code === 'UnknownConfigKey' && d.severity === 'error' && d.file === 'site.config.ts')).toBe(true);
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [4, 'announcementBar.isClosable: unknown key; did you mean `isCloseable`?'],
      [9, 'onBrokenLinkz: unknown key; did you mean `onBrokenLinks`?'],
      [11, 'docs[0].routeBasePathh: unknown key; did you mean `routeBasePath`?'],
      [14, 'navbar.items[0].labell: unknown key; did you mean `label`?'],
      [15, 'navbar.items[1].labell: unknown key; did you mean `label`?'],
      [16, 'navbar.items[2].items[0].lable: unknown key; did you mean `label`?'],
      [19, 'footer.links[0].items[0].hreff: unknown key; did you mean `href`?'],
      [20, 'colorMode.defaultMod: unknown key; did you mean `defaultMode`?'],
    ]);
    expect(diagnostics[1].hint).toContain('Keys at the top level: title, tagline, url,');
  });

  it('fails a build on a mistyped config key without a stack trace, leaving the previous output', () => {
    const root = fixtureCopy('config-typos');
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/index.html'), 'the previous build');
    const run = sitegen(['build', '--root', root], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('site.config.ts:9:3  error  onBrokenLinkz: unknown key; did you mean `onBrokenLinks`?  [UnknownConfigKey]');
    expect(run.stderr).toContain('site.config.ts:11:26  error  docs[0].routeBasePathh: unknown key; did you mean `routeBasePath`?  [UnknownConfigKey]');
    expect(run.stderr).toContain('8 errors, 0 warnings');
    expect(run.stderr).not.toMatch(/\n\s+at .*\.js:\d+/);
    expect(readdirSync(join(root, 'dist'))).toEqual(['index.html']);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the previous build');
  });

  it('points a config syntax error at its line and column', () => {
    const { diagnostics } = validateJson('config-syntax-error');
    const [error] = errorsOf(diagnostics);
    expect(error).toMatchObject({ code: 'ConfigSyntaxError', file: 'site.config.ts', line: 5 });
  });

  it('lists available version names for an unknown version', () => {
    const { diagnostics } = validateJson('unknown-version');
    const [error] = errorsOf(diagnostics);
    expect(error.code).toBe('UnknownVersion');
    expect(error.message).toContain('unknown version "2.0".\nAvailable version names are:\n- current');
  });

  it('requires blog authors to exist in authors.yml', () => {
    const { diagnostics } = validateJson('unknown-author');
    const [error] = errorsOf(diagnostics);
    expect(error).toMatchObject({ code: 'UnknownAuthor', file: 'content/blog/2025-01-10-second-post.md', line: 3 });
    expect(error.message).toContain('Unknown author "grace".\nAvailable authors are:\n- ada');
  });

  it('reports broken links as errors and broken anchors as warnings, with file and line', () => {
    const { status, diagnostics } = validateJson('broken-link');
    expect(status).toBe(1);
    const broken = diagnostics.filter((d) => d.code === 'BrokenLink' || d.code === 'BrokenAnchor');
    expect(broken.map((d) => [d.severity, d.code, d.file, d.line, d.message])).toEqual([
      ['error', 'BrokenLink', 'content/guides/index.md', 5, 'The link "/guides/setup" links to /guides/setup, which is not a route or a static file.'],
      ['warning', 'BrokenAnchor', 'content/guides/index.md', 5, 'The link "/guides/install#prerequisites" links to the missing anchor #prerequisites on /guides/install.'],
    ]);
  });

  it('names both files claiming one route', () => {
    const { diagnostics } = validateJson('duplicate-route');
    const [error] = errorsOf(diagnostics);
    expect(error.code).toBe('DuplicateRoute');
    expect(error.message).toMatch(/The route \/guides\/install is claimed by two files: .*install(-again)?\.md and .*install(-again)?\.md\./);
  });

  it('rejects impossible dates and slugs with spaces', () => {
    const date = errorsOf(validateJson('invalid-date').diagnostics)[0];
    expect(date).toMatchObject({ code: 'InvalidDate', line: 3 });
    expect(date.message).toContain('"2025-02-30" is not a date');
    const slug = errorsOf(validateJson('slug-with-spaces').diagnostics)[0];
    expect(slug).toMatchObject({ code: 'InvalidSlug', line: 3 });
  });

  it('reports a non-UTF-8 file and only warns about an empty one', () => {
    const latin1 = errorsOf(validateJson('non-utf8').diagnostics)[0];
    expect(latin1).toMatchObject({ code: 'NonUtf8File', file: 'content/guides/latin1.md', line: 5 });
    const empty = validateJson('empty-file');
    expect(empty.status).toBe(0);
    expect(empty.diagnostics.find((d) => d.code === 'EmptyFile')).toMatchObject({ severity: 'warning', file: 'content/guides/empty.md' });
  });

  it('warns about Markdown at the top of the content folder, which no section or blog builds', () => {
    const { status, diagnostics } = validateJson('unbuilt-content');
    expect(status).toBe(0);
    const unbuilt = diagnostics.filter((d) => d.code === 'UnbuiltContentFile');
    expect(unbuilt).toEqual([expect.objectContaining({ severity: 'warning', file: 'content/about.md', message: 'about.md is not built: at the top of the content folder, only index.md (the home page) is.' })]);
    expect(unbuilt[0].hint).toContain('src/pages/');
  });

  it('prints human diagnostics grouped by file, without a stack trace', () => {
    const root = fixtureCopy('unknown-author');
    const run = sitegen(['validate', '--root', root], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/blog/2025-01-10-second-post.md\n');
    expect(run.stderr).toContain('content/blog/2025-01-10-second-post.md:3  error  Unknown author "grace".');
    expect(run.stderr).toContain('[UnknownAuthor]');
    expect(run.stderr).toContain('hint: Add the author to blog/authors.yml or fix the key.');
    expect(run.stderr).not.toMatch(/\n\s+at .*\.js:\d+/);
  });
});
