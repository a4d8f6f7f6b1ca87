import { describe, expect, it } from 'vitest';
import { buildSearchFiles, InvertedIndex, searchRecords, DEVELOPMENT_PAGE_LIMIT } from '../../../cli/search/build-index.ts';
import { JsonBytes } from '../../../cli/search/json-bytes.ts';
import { htmlToText, searchablePages, splitSections } from '../../../cli/search/extract.ts';
import { MANIFEST_PATH, termKey, type SearchDictBlock, type SearchDocsChunk, type SearchManifest, type SearchPostingsFile } from '../../../runtime/search/format.ts';
import { doc, graphOf, sampleGraph, section } from './graph.ts';

const json = <T>(files: Array<{ path: string; contents: string }>, path: string): T => JSON.parse(files.find((f) => f.path === path)!.contents) as T;

describe('extracting pages', () => {
  it('indexes published docs of every section and blog posts, never drafts or unlisted pages', () => {
    const pages = searchablePages(sampleGraph());
    expect(pages.map((p) => [p.path, p.group])).toEqual([
      ['/services/migrations', 'Services'],
      ['/services/kubernetes', 'Services'],
      ['/company/about', 'Company'],
      ['/blog/fargate', 'Blog'],
    ]);
  });

  it('labels an older docs version with its version', () => {
    const v = (title: string) => [doc({ id: 'a', title, path: `/x/${title}`, html: '' })];
    const graph = graphOf([section('api', 'API', [], [{ name: '2.0', label: '2.0', isLast: true, docs: v('new') }, { name: '1.0', label: '1.0', isLast: false, docs: v('old') }])]);
    expect(searchablePages(graph).map((p) => p.group)).toEqual(['API', 'API 1.0']);
  });

  it('turns content HTML into text: tags dropped, blocks separated, entities decoded', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><p>to<em>day</em>&#8217;s &#x41;</p><!-- note --><script>x()</script>')).toBe('Fish & chips today’s A');
  });

  it('splits a page at its headings with ids, keeping the text before the first one', () => {
    expect(splitSections('<p>Intro</p><h2 id="a-b">A <code>b</code></h2><p>One</p><h4>No id</h4><p>Two</p><h3 id="c">C</h3>')).toEqual([
      { anchor: '', heading: '', text: 'Intro' },
      { anchor: 'a-b', heading: 'A b', text: 'One No id Two' },
      { anchor: 'c', heading: 'C', text: '' },
    ]);
  });

  it('makes one record per section; the title only on the page top, the description when the top has no text', () => {
    const { records } = searchRecords(sampleGraph());
    const kubernetes = records.filter((r) => r.page === 1);
    expect(kubernetes).toEqual([
      { id: 3, page: 1, title: 'Containerisation and Kubernetes', heading: '', anchor: '', text: 'Running benches in clusters.' },
      { id: 4, page: 1, title: '', heading: 'Stateful workloads', anchor: 'stateful-workloads', text: 'Databases on Kubernetes need care & backups.' },
    ]);
  });
});

describe('the inverted index', () => {
  it('counts term frequencies and field lengths (distinct indexed terms) per record', () => {
    const index = new InvertedIndex();
    index.add({ id: 0, page: 0, title: 'Cats', heading: '', anchor: '', text: 'cats and dogs, cats' });
    index.add({ id: 1, page: 0, title: '', heading: 'Dogs', anchor: 'dogs', text: 'Dogs' });
    expect(index.documentCount).toBe(2);
    // "cats and dogs, cats" has two distinct indexed terms ("and" is a stop word); averages are
    // over the records that have the field.
    expect(index.averageFieldLength).toEqual([1, 1, 1.5]);
    const cats = index.terms.get('cats')!;
    expect(cats.df).toBe(1);
    expect(cats.fields.map((list) => list?.toArray() ?? [])).toEqual([[0, 1, 1], [], [0, 2, 2]]);
    const dogs = index.terms.get('dogs')!;
    expect(dogs.df).toBe(2);
    // Record ids delta-coded: 0, then 1 (+1).
    expect(dogs.fields[2]?.toArray()).toEqual([0, 1, 2, 1, 1, 1]);
    const out = new JsonBytes();
    dogs.fields[2]!.writeJson(out);
    expect(out.copy(0, out.length).toString()).toBe('[0,1,2,1,1,1]');
    expect(index.terms.has('and')).toBe(false);
  });
});

describe('the search files', () => {
  const files = buildSearchFiles(sampleGraph());
  const manifest = json<SearchManifest>(files, MANIFEST_PATH);

  it('are a manifest plus dictionary, postings and docs files in a folder named with the build hash', () => {
    expect(manifest.build).toMatch(/^[0-9A-F]{12}$/);
    expect(manifest.documentCount).toBe(searchRecords(sampleGraph()).records.length);
    expect(manifest.fields).toEqual(['title', 'heading', 'text']);
    for (const file of files.slice(1)) expect(file.path).toMatch(new RegExp(`^/search/${manifest.build}/(dict|post|docs)-\\d+\\.json$`));
    expect(files.filter((f) => f.path.includes('/dict-'))).toHaveLength(manifest.dict.length);
    expect(files.filter((f) => f.path.includes('/docs-'))).toHaveLength(manifest.chunks);
  });

  it('are byte-identical for the same graph, and renamed when the content changes', () => {
    expect(buildSearchFiles(sampleGraph())).toEqual(files);
    const changed = sampleGraph();
    changed.docs[0].versions[0].docs[0].html += '<p>One more sentence.</p>';
    const other = json<SearchManifest>(buildSearchFiles(changed), MANIFEST_PATH);
    expect(other.build).not.toBe(manifest.build);
  });

  it('hold every term once, in the dictionary block of its two-character prefix, pointing at its postings', () => {
    const dicts = files.filter((f) => f.path.includes('/dict-')).map((f) => (JSON.parse(f.contents) as SearchDictBlock).terms);
    const all = dicts.flat();
    expect(new Set(all.map((e) => e[0])).size).toBe(all.length);
    dicts.forEach((entries, block) => {
      for (const [term] of entries) {
        expect(termKey(term) >= manifest.dict[block]).toBe(true);
        if (block + 1 < manifest.dict.length) expect(termKey(term) < manifest.dict[block + 1]).toBe(true);
      }
    });
    const kubernetes = all.find((e) => e[0] === 'kubernetes')!;
    expect(kubernetes[1]).toBe(4); // records: a page top (title), a heading, a body, a heading
    const postings = json<SearchPostingsFile>(files, `/search/${manifest.build}/post-${kubernetes[2]}.json`);
    expect(postings.terms.find((row) => row[0] === 'kubernetes')).toBeDefined();
    expect(all.some((e) => e[0] === 'zeppelin')).toBe(false);
  });

  it('keep what a result shows: page title, path, group, heading anchor and text', () => {
    const chunk = json<SearchDocsChunk>(files, `/search/${manifest.build}/docs-0.json`);
    expect(chunk.pages[0]).toEqual(['Complex ERPNext Migrations', '/services/migrations', 'Services']);
    expect(chunk.records.slice(0, 3)).toEqual([
      [0, '', '', 'We move data from legacy systems into ERPNext.'],
      [0, 'what-you-keep', 'What you keep', 'History, balances and open invoices.'],
      [0, 'rollback-plan', 'Rollback plan', 'Every cut-over has a tested rollback.'],
    ]);
  });

  it('in development, are named `dev`; a big development site gets a manifest that says search is off', () => {
    expect(json<SearchManifest>(buildSearchFiles(sampleGraph('development')), MANIFEST_PATH).build).toBe('dev');
    const many = Array.from({ length: DEVELOPMENT_PAGE_LIMIT + 1 }, (_, i) => doc({ id: `d${i}`, title: `Doc ${i}`, path: `/d/${i}`, html: '<p>x</p>' }));
    const big = buildSearchFiles(graphOf([section('d', 'D', many)], [], 'development'));
    expect(big).toHaveLength(1);
    expect(json<SearchManifest>(big, MANIFEST_PATH).disabled).toMatch(/sitegen build/);
  });
});
