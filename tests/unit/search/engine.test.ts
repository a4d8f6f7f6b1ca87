import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../../../cli/search/build-index.ts';
import { HttpStatusError, SearchEngine } from '../../../runtime/search/engine.ts';
import { MANIFEST_PATH, type SearchManifest } from '../../../runtime/search/format.ts';
import { doc, graphOf, sampleGraph, section } from './graph.ts';
import type { SearchGraph } from '../../../cli/search/extract.ts';

/** An engine over the files built for a graph, recording what it fetched. */
function engineOver(graph: SearchGraph, options?: Parameters<typeof buildSearchFiles>[1]) {
  let files = new Map(buildSearchFiles(graph, options).map((f) => [f.path, f.contents]));
  const fetched: string[] = [];
  const engine = new SearchEngine(async (path) => {
    const body = files.get(path);
    if (body === undefined) throw new HttpStatusError(404, path);
    fetched.push(path);
    return JSON.parse(body);
  });
  const rebuild = (next: SearchGraph) => (files = new Map(buildSearchFiles(next, options).map((f) => [f.path, f.contents])));
  return { engine, fetched, files: () => files, rebuild };
}

describe('searching', () => {
  it('finds a page by a word of its title and links to the page', async () => {
    const { engine } = engineOver(sampleGraph());
    const { hits } = await engine.search('migrations');
    expect(hits[0]).toMatchObject({ title: 'Complex ERPNext Migrations', heading: '', url: '/services/migrations', group: 'Services', terms: ['migrations'] });
  });

  it('finds a section by a word of its body and links to its heading', async () => {
    const { engine } = engineOver(sampleGraph());
    const { hits } = await engine.search('rollback');
    expect(hits[0]).toMatchObject({ title: 'Complex ERPNext Migrations', heading: 'Rollback plan', url: '/services/migrations#rollback-plan' });
    expect(hits[0].text).toBe('Every cut-over has a tested rollback.');
  });

  it('ranks title hits above heading hits above body hits', async () => {
    const { engine } = engineOver(sampleGraph());
    const { hits } = await engine.search('kubernetes');
    expect(hits.map((h) => h.url)).toEqual([
      '/services/kubernetes', // title
      '/company/about#kubernetes-at-home', // heading
      '/blog/fargate#fargate-or-kubernetes', // heading
      '/services/kubernetes#stateful-workloads', // body
    ]);
  });

  it('matches prefixes as you type and tolerates typos', async () => {
    const { engine } = engineOver(sampleGraph());
    expect((await engine.search('kuber')).hits[0].url).toBe('/services/kubernetes');
    expect((await engine.search('kubernets')).hits[0].url).toBe('/services/kubernetes');
    expect((await engine.search('rolback')).hits[0].url).toBe('/services/migrations#rollback-plan');
    expect((await engine.search('Cafe')).hits[0].url).toBe('/company/about');
  });

  it('needs every word, and falls back to any word when no record has all', async () => {
    const { engine } = engineOver(sampleGraph());
    expect((await engine.search('fargate simpler')).hits.map((h) => h.url)).toEqual(['/blog/fargate#fargate-or-kubernetes']);
    expect((await engine.search('rollback zeppelin')).hits.map((h) => h.url)).toEqual(['/services/migrations#rollback-plan']);
  });

  it('finds nothing in drafts and unlisted pages, nor for stop words', async () => {
    const { engine } = engineOver(sampleGraph());
    expect((await engine.search('zeppelin')).hits).toEqual([]);
    expect((await engine.search('the and')).hits).toEqual([]);
  });
});

describe('what a query downloads', () => {
  // Many pages, tiny files: every word lives in a different postings file and dictionary block.
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];
  const graph = graphOf([
    section(
      'docs',
      'Docs',
      words.map((word, i) => doc({ id: word, title: `Page ${word}`, path: `/docs/${word}`, html: `<p>${word} ${words[(i + 1) % words.length]} text</p><h2 id="more">More ${word}</h2><p>body</p>` })),
    ),
  ]);
  const options = { postingsBytes: 1, dictBytes: 1, chunkSize: 2 };

  it('is the manifest, one dictionary block, the postings of the matching terms and the docs chunks shown', async () => {
    const { engine, fetched, files } = engineOver(graph, options);
    const manifest = JSON.parse(files().get(MANIFEST_PATH)!) as SearchManifest;
    expect(manifest.dict.length).toBeGreaterThan(10);
    const { hits } = await engine.search('golf');
    expect(hits.map((h) => h.url)).toEqual(['/docs/golf', '/docs/golf#more', '/docs/foxtrot']);
    const kinds = fetched.map((p) => p.replace(/[0-9A-F]{12}\/(\w+)-\d+\.json$/, '$1'));
    expect(kinds).toEqual(['/search/manifest.json', '/search/dict', '/search/post', '/search/docs', '/search/docs']);
    const all = [...files().keys()];
    expect(fetched.length).toBeLessThan(all.length / 5);
  });

  it('reuses what it has: the same query again fetches nothing', async () => {
    const { engine, fetched } = engineOver(graph, options);
    await engine.search('golf');
    const count = fetched.length;
    await engine.search('golf');
    expect(fetched).toHaveLength(count);
  });

  it('starts over from a fresh manifest when the site was rebuilt meanwhile', async () => {
    const { engine, rebuild } = engineOver(graph, options);
    await engine.search('alpha');
    const changed = structuredClone(graph);
    changed.docs[0].versions[0].docs[6].title = 'Page golf renamed';
    rebuild(changed);
    const { hits } = await engine.search('golf');
    expect(hits[0].title).toBe('Page golf renamed');
  });

  it('says so when the build has no index', async () => {
    const many = Array.from({ length: 300 }, (_, i) => doc({ id: `d${i}`, title: `Doc ${i}`, path: `/d/${i}`, html: '<p>x</p>' }));
    const { engine } = engineOver(graphOf([section('d', 'D', many)], [], 'development'));
    expect((await engine.search('doc')).disabled).toMatch(/sitegen build/);
  });
});

describe('development builds', () => {
  it('are downloaded afresh when asked, as their file names do not change between rebuilds', async () => {
    const { engine, rebuild } = engineOver(sampleGraph('development'));
    expect((await engine.search('rollback')).hits[0].heading).toBe('Rollback plan');
    const changed = sampleGraph('development');
    changed.docs[0].versions[0].docs[0].html = String(changed.docs[0].versions[0].docs[0].html).replace('Rollback plan', 'Rollback drill');
    rebuild(changed);
    expect((await engine.search('rollback')).hits[0].heading).toBe('Rollback plan');
    await engine.refreshInDevelopment();
    expect((await engine.search('rollback')).hits[0].heading).toBe('Rollback drill');
  });

  it('but a production engine keeps what it has', async () => {
    const { engine, fetched } = engineOver(sampleGraph());
    await engine.search('rollback');
    const count = fetched.length;
    await engine.refreshInDevelopment();
    await engine.search('rollback');
    expect(fetched).toHaveLength(count);
  });
});
