import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen, type JsonDiagnostic } from '../support/fixture.ts';

const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');
const json = <T>(root: string, path: string) => JSON.parse(read(root, path)) as T;

/** The fixture with its docs section's entry in site.config.ts replaced by `entry`. */
function withSection(entry: string): string {
  const root = fixtureSite('versioned-docs');
  const config = read(root, 'site.config.ts');
  writeFileSync(join(root, 'site.config.ts'), config.replace(/docs: \[[\s\S]*\],\n\}\);/, `docs: [\n    ${entry},\n  ],\n});`));
  return root;
}

function validate(root: string): { status: number | null; errors: JsonDiagnostic[] } {
  const run = sitegen(['validate', '--root', root, '--json'], { cwd: root });
  return { status: run.status, errors: (JSON.parse(run.stdout) as JsonDiagnostic[]).filter((d) => d.severity === 'error') };
}

interface GraphVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  banner: string;
  badge: boolean;
  noIndex: boolean;
  className?: string;
  docs: Array<{ id: string; path: string }>;
}

describe('versioned docs (tests/fixtures/versioned-docs: 3.0, 2.0 and 1.0 released, plus current)', () => {
  const root = fixtureSite('versioned-docs');
  const run = sitegen(['build', '--root', root], { cwd: root });
  const dist = join(root, 'dist');
  const page = (route: string) => read(dist, `${route}/index.html`);

  it('routes the last version at the base path, current at /next and the others at /<version>', () => {
    expect(run.status, run.stderr).toBe(0);
    for (const route of ['docs/intro', 'docs/new-feature', 'docs/next/intro', 'docs/next/new-feature', 'docs/2.0/intro', 'docs/2.0/legacy', 'docs/1.0/intro', 'docs/1.0/legacy']) {
      expect(existsSync(join(dist, route, 'index.html')), route).toBe(true);
    }
    // A doc only some versions have exists only there.
    expect(existsSync(join(dist, 'docs/legacy'))).toBe(false);
    expect(existsSync(join(dist, 'docs/2.0/new-feature'))).toBe(false);
    expect(page('docs/intro')).toContain('Introduction (3.0)');
    expect(page('docs/next/intro')).toContain('Introduction (next)');
  });

  it("gives each version its own sidebar: a versioned sidebars file's, or generated from its folders", () => {
    const sidebar = (route: string) => json<Array<{ label: string; href?: string }>>(dist, json<{ sidebarUrl: string }>(dist, `${route}/page-data.json`).sidebarUrl);
    expect(sidebar('docs/intro').map((item) => [item.label, item.href])).toEqual([
      ['Introduction (3.0)', '/docs/intro'],
      ['Guides', '/docs/category/guides'],
      ['New feature', '/docs/new-feature'],
    ]);
    expect(sidebar('docs/next/intro').map((item) => [item.label, item.href])).toEqual([
      ['Introduction (next)', '/docs/next/intro'],
      ['Guides', '/docs/next/category/guides'],
      ['New feature', '/docs/next/new-feature'],
    ]);
    expect(sidebar('docs/2.0/intro').map((item) => item.label)).toEqual(['Introduction (2.0)', 'Legacy API', 'guides']);
    expect(sidebar('docs/1.0/intro').map((item) => [item.label, item.href])).toEqual([
      ['Introduction (1.0)', '/docs/1.0/intro'],
      ['Legacy API', '/docs/1.0/legacy'],
    ]);
    expect(page('docs/category/guides')).toContain('href="/docs/guides/install"');
  });

  it('leads Markdown file links to the doc of the same version', () => {
    expect(page('docs/2.0/intro')).toContain('href="/docs/2.0/legacy#usage"');
    expect(page('docs/2.0/intro')).toContain('href="/docs/2.0/guides/install"');
    expect(page('docs/1.0/intro')).toContain('href="/docs/1.0/legacy"');
    expect(page('docs/next/guides/install')).toContain('href="/docs/next/intro"');
  });

  it('imports a partial from the versioned docs folder, beside site.config.ts, and makes no page of it', () => {
    expect(page('docs/2.0/legacy')).toContain('A note kept with version 2.0, imported as Docusaurus sites do.');
    expect(existsSync(join(dist, 'docs/2.0/_note'))).toBe(false);
    expect(existsSync(join(dist, 'docs/2.0/note'))).toBe(false);
  });

  it('lists every version in the sitemap but the noIndex one, whose pages carry robots noindex', () => {
    const sitemap = read(dist, 'sitemap.xml');
    for (const route of ['/docs/intro', '/docs/next/intro', '/docs/2.0/legacy', '/docs/category/guides', '/docs/next/category/guides']) expect(sitemap).toContain(`https://versions.example.com${route}<`);
    expect(sitemap).not.toContain('/docs/1.0/');
    expect(page('docs/1.0/intro')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page('docs/2.0/intro')).not.toContain('name="robots"');
  });

  it("puts the versions in the graph in Docusaurus' order, with their labels, banners and badges; navbar items lead to the last version", () => {
    const graph = JSON.parse(sitegen(['graph', '--root', root], { cwd: root }).stdout) as { docs: Array<{ versions: GraphVersion[] }>; navbar: Array<{ type: string; to?: string; label?: string }> };
    const versions = graph.docs[0].versions.map(({ docs: _docs, ...meta }) => meta);
    expect(versions.map((v) => [v.name, v.label, v.path, v.isLast, v.banner, v.badge, v.noIndex])).toEqual([
      ['current', 'Next', '/docs/next/', false, 'unreleased', true, false],
      ['3.0', '3.0', '/docs/', true, 'none', true, false],
      ['2.0', '2.0', '/docs/2.0/', false, 'unmaintained', true, false],
      ['1.0', '1.0', '/docs/1.0/', false, 'unmaintained', true, true],
    ]);
    expect(versions[3].className).toBe('old-docs');
    expect(graph.navbar.slice(0, 3).map((item) => [item.type, item.to, item.label])).toEqual([
      ['docSidebar', '/docs/intro', 'Docs'],
      ['doc', '/docs/intro', 'Intro'],
      ['docsVersion', '/docs/intro', '3.0'],
    ]);
  });
});

describe('versioning options', () => {
  const versionsOf = (root: string) => {
    const run = sitegen(['graph', '--root', root], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    return (JSON.parse(run.stdout) as { docs: Array<{ versions: GraphVersion[] }> }).docs[0].versions;
  };

  it('lastVersion current puts current at the base path, labelled Next, the released ones under their names', () => {
    const versions = versionsOf(withSection("{ id: 'docs', lastVersion: 'current', versions: { current: { label: 'Main' } } }"));
    expect(versions.map((v) => [v.name, v.label, v.path, v.banner])).toEqual([
      ['current', 'Main', '/docs/', 'none'],
      ['3.0', '3.0', '/docs/3.0/', 'unmaintained'],
      ['2.0', '2.0', '/docs/2.0/', 'unmaintained'],
      ['1.0', '1.0', '/docs/1.0/', 'unmaintained'],
    ]);
  });

  it('onlyIncludeVersions and includeCurrentVersion build fewer versions; a lone version has no badge', () => {
    const two = versionsOf(withSection("{ id: 'docs', onlyIncludeVersions: ['current', '2.0'], lastVersion: '2.0' }"));
    expect(two.map((v) => [v.name, v.path, v.banner])).toEqual([
      ['current', '/docs/next/', 'unreleased'],
      ['2.0', '/docs/', 'none'],
    ]);
    const one = versionsOf(withSection("{ id: 'docs', includeCurrentVersion: false, onlyIncludeVersions: ['3.0'] }"));
    expect(one.map((v) => [v.name, v.path, v.badge, v.docs.length])).toEqual([['3.0', '/docs/', false, 3]]);
  });

  it('reports an unknown version name at its line in site.config.ts, with the available ones', () => {
    const { status, errors } = validate(withSection("{ id: 'docs', lastVersion: '4.0', onlyIncludeVersions: ['3.0', '0.9'], versions: { '3.1': { label: 'x' } } }"));
    expect(status).toBe(1);
    const available = '\nAvailable version names of docs section "docs" are:\n- current\n- 3.0\n- 2.0\n- 1.0';
    expect(errors.map((d) => [d.code, d.message, d.line])).toEqual([
      ['UnknownVersion', `docs[0].lastVersion: unknown version "4.0".${available}`, 16],
      ['UnknownVersion', `docs[0].onlyIncludeVersions[1]: unknown version "0.9".${available}`, 16],
      ['UnknownVersion', `docs[0].versions.3.1: unknown version "3.1".${available}`, 16],
    ]);
  });

  it('names the version in a sidebar reference to no doc and the versioned file of a broken link', () => {
    const root = fixtureSite('versioned-docs');
    writeFileSync(join(root, 'versioned_sidebars/version-2.0-sidebars.json'), '{\n  "docs": [\n    "intro",\n    "new-feature"\n  ]\n}\n');
    writeFileSync(join(root, 'versioned_docs/version-1.0/legacy.md'), '# Legacy API\n\nSee [the new feature](./new-feature.md).\n');
    const { status, errors } = validate(root);
    expect(status).toBe(1);
    expect(errors.map((d) => [d.code, d.message.split('\n')[0], d.file, d.line])).toEqual([
      ['BrokenLink', 'The link "./new-feature.md" names ../versioned_docs/version-1.0/new-feature.md, which is not a page of the docs section docs, version 1.0.', 'versioned_docs/version-1.0/legacy.md', 3],
      ['UnknownDocId', 'Sidebar "docs" names the doc "new-feature", which does not exist in version 2.0.', 'versioned_sidebars/version-2.0-sidebars.json', 4],
    ]);
  });

  it('is a DuplicateRoute when two versions take the same path', () => {
    const { errors } = validate(withSection("{ id: 'docs', versions: { '2.0': { path: 'next' } } }"));
    expect(errors.filter((d) => d.code === 'DuplicateRoute').map((d) => d.message)).toContainEqual(
      expect.stringMatching(/^The route \/docs\/next\/intro is claimed by two files: \S*content\/docs\/intro\.md and \S*versioned_docs\/version-2\.0\/intro\.md\.$/),
    );
  });
});

describe('sitegen docs:version', () => {
  it("snapshots the current docs and sidebar and puts the name first in versions.json, as Docusaurus' command does", () => {
    const root = fixtureSite('versioned-docs');
    const run = sitegen(['docs:version', '4.0', '--root', root], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(read(root, 'versions.json'))).toEqual(['4.0', '3.0', '2.0', '1.0']);
    expect(readdirSync(join(root, 'versioned_docs/version-4.0')).sort()).toEqual(['guides', 'intro.md', 'new-feature.md']);
    expect(read(root, 'versioned_docs/version-4.0/guides/_category_.json')).toBe(read(root, 'content/docs/guides/_category_.json'));
    // A sidebar generated from the folders stays generated, under the same id.
    expect(JSON.parse(read(root, 'versioned_sidebars/version-4.0-sidebars.json'))).toEqual({ docs: [{ type: 'autogenerated', dirName: '.' }] });
    const build = sitegen(['build', '--root', root], { cwd: root });
    expect(build.status, build.stderr).toBe(0);
    expect(read(root, 'dist/docs/intro/index.html')).toContain('Introduction (next)');
    expect(read(root, 'dist/docs/3.0/intro/index.html')).toContain('Introduction (3.0)');
  });

  it("writes a sidebars file's sidebars as JSON, for a section of another id into <id>_versioned_sidebars", () => {
    const root = withSection("{ id: 'docs' }, { id: 'api', path: 'api', sidebarPath: 'sidebars-api.ts' }");
    writeFileSync(join(root, 'sidebars-api.ts'), "export default { api: ['start', { type: 'category', label: 'More', items: ['more'] }] };\n");
    mkdirSync(join(root, 'content/api'));
    writeFileSync(join(root, 'content/api/start.md'), '# Start\n');
    writeFileSync(join(root, 'content/api/more.md'), '# More\n');
    const run = sitegen(['docs:version', '1.0', '--section', 'api', '--root', root], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(read(root, 'api_versions.json'))).toEqual(['1.0']);
    expect(JSON.parse(read(root, 'api_versioned_sidebars/version-1.0-sidebars.json'))).toEqual({ api: ['start', { type: 'category', label: 'More', items: ['more'] }] });
    expect(readdirSync(join(root, 'api_versioned_docs/version-1.0')).sort()).toEqual(['more.md', 'start.md']);
    const build = sitegen(['build', '--root', root], { cwd: root });
    expect(build.status, build.stderr).toBe(0);
    expect(existsSync(join(root, 'dist/api/start/index.html'))).toBe(true);
    expect(existsSync(join(root, 'dist/api/next/start/index.html'))).toBe(true);
  });

  it('refuses a name that exists, an invalid name and an unknown section, writing nothing', () => {
    const root = fixtureSite('versioned-docs');
    const before = read(root, 'versions.json');
    const refused = (args: string[]) => {
      const run = sitegen(['docs:version', ...args, '--root', root], { cwd: root });
      expect(run.status).toBe(1);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      return run.stderr;
    };
    expect(refused(['3.0'])).toContain('Docs section "docs" has a version "3.0" already: versions.json lists it.  [VersionExists]');
    expect(refused(['a/b'])).toContain('Invalid version name "a/b": a version name must not include a slash (/) or backslash (\\).  [InvalidVersionName]');
    expect(refused(['current'])).toContain('[InvalidVersionName]');
    expect(refused([''])).toContain('[InvalidVersionName]');
    expect(refused(['5.0', '--section', 'api'])).toContain('No docs section "api" to version.\n      Available sections are:\n      - docs');
    expect(read(root, 'versions.json')).toBe(before);
    expect(readdirSync(join(root, 'versioned_docs')).sort()).toEqual(['version-1.0', 'version-2.0', 'version-3.0']);
    expect(readdirSync(join(root, 'versioned_sidebars')).sort()).toEqual(['version-1.0-sidebars.json', 'version-2.0-sidebars.json', 'version-3.0-sidebars.json']);
  });
});
