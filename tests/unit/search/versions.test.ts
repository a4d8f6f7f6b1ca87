import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../../../cli/search/build-index.ts';
import { HttpStatusError, SearchEngine } from '../../../runtime/search/engine.ts';
import { MANIFEST_PATH, type SearchManifest } from '../../../runtime/search/format.ts';
import type { VersionScope } from '../../../runtime/search/version-scope.ts';
import { doc, graphOf, post, section } from './graph.ts';

/** Docs in three versions (latest 2.0), a guide section with one, and a post: each with the word "install". */
function versionedGraph() {
  const install = (version: string) => doc({ id: 'install', title: `Install ${version}`, path: `/docs/${version}/install`, html: `<p>How to install version ${version}.</p>` });
  return graphOf(
    [
      section('docs', 'Docs', [], [
        { name: 'current', label: 'Next', isLast: false, docs: [install('next')] },
        { name: '2.0', label: '2.0', isLast: true, docs: [install('2.0'), doc({ id: 'upgrade', title: 'Upgrade', path: '/docs/2.0/upgrade', html: '<p>Before you install 2.0.</p>' })] },
        { name: '1.0', label: '1.0', isLast: false, docs: [install('1.0')] },
      ]),
      section('guides', 'Guides', [doc({ id: 'setup', title: 'Setup', path: '/guides/setup', html: '<p>Install the tools.</p>' })]),
    ],
    [post({ id: 'release', title: 'Release', permalink: '/blog/release', html: '<p>Install it today.</p>' })],
  );
}

function engineOver(files: Map<string, string>) {
  return new SearchEngine(async (path) => {
    const body = files.get(path);
    if (body === undefined) throw new HttpStatusError(404, path);
    return JSON.parse(body);
  });
}

const paths = async (engine: SearchEngine, scope?: VersionScope) => (await engine.search('install', 20, scope)).hits.map((h) => h.path).sort();

describe('search in a site with versioned docs', () => {
  it('records the records of each version of a versioned section, and nothing for other pages', () => {
    const files = new Map(buildSearchFiles(versionedGraph()).map((f) => [f.path, f.contents]));
    const manifest = JSON.parse(files.get(MANIFEST_PATH)!) as SearchManifest;
    expect(manifest.versions).toEqual([
      [0, 1, 'docs', 'current', 0],
      [1, 3, 'docs', '2.0', 1],
      [3, 4, 'docs', '1.0', 0],
    ]);
    expect(manifest.documentCount).toBe(6);
  });

  it('searches the version being read, plus pages of no version', async () => {
    const engine = engineOver(new Map(buildSearchFiles(versionedGraph()).map((f) => [f.path, f.contents])));
    expect(await paths(engine, { read: { section: 'docs', version: '1.0' } })).toEqual(['/blog/release', '/docs/1.0/install', '/guides/setup']);
    expect(await paths(engine, { read: { section: 'docs', version: 'current' } })).toEqual(['/blog/release', '/docs/next/install', '/guides/setup']);
  });

  it('searches the latest version elsewhere', async () => {
    const engine = engineOver(new Map(buildSearchFiles(versionedGraph()).map((f) => [f.path, f.contents])));
    const latest = ['/blog/release', '/docs/2.0/install', '/docs/2.0/upgrade', '/guides/setup'];
    expect(await paths(engine)).toEqual(latest);
    expect(await paths(engine, { read: { section: 'guides', version: 'current' } })).toEqual(latest);
  });

  it("searches the reader's preferred version elsewhere, when the section has it", async () => {
    const engine = engineOver(new Map(buildSearchFiles(versionedGraph()).map((f) => [f.path, f.contents])));
    expect(await paths(engine, { preferred: (section) => (section === 'docs' ? '1.0' : null) })).toEqual(['/blog/release', '/docs/1.0/install', '/guides/setup']);
    expect(await paths(engine, { read: { section: 'docs', version: 'current' }, preferred: () => '1.0' })).toEqual(['/blog/release', '/docs/next/install', '/guides/setup']);
    expect(await paths(engine, { preferred: () => '9.9' })).toEqual(['/blog/release', '/docs/2.0/install', '/docs/2.0/upgrade', '/guides/setup']);
  });

  it('labels the results of an older version with it', async () => {
    const engine = engineOver(new Map(buildSearchFiles(versionedGraph()).map((f) => [f.path, f.contents])));
    const { hits } = await engine.search('install', 20, { read: { section: 'docs', version: '1.0' } });
    expect(hits.find((h) => h.path === '/docs/1.0/install')?.group).toBe('Docs 1.0');
  });
});
