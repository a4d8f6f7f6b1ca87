import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SearchIndexBuilder, type SearchIndexOptions } from '../../../cli/search/build-index.ts';
import type { SearchPage } from '../../../cli/search/extract.ts';
import type { SearchFileKind } from '../../../cli/search/packed-files.ts';
import { patchIndex, planPatch, versionKey, type PatchMeta, type PreviousIndex } from '../../../cli/search/patch-index.ts';
import type { SearchManifest } from '../../../runtime/search/format.ts';

/** Small files, so that a few pages make many of each kind and a patch moves rows across files. */
const OPTIONS: SearchIndexOptions = { chunkSize: 4, postingsBytes: 400, dictBytes: 160 };

interface Built {
  manifest: SearchManifest;
  files: Record<SearchFileKind, string[]>;
}

const text = new TextDecoder();

/** Every file of the index of `pages`, built from every page, and what a patch starts from. */
function build(pages: readonly SearchPage[]): Built & { previous: PreviousIndex; meta: PatchMeta } {
  const files: Record<SearchFileKind, Uint8Array[]> = { dict: [], post: [], docs: [] };
  const builder = new SearchIndexBuilder('production', (kind, n, contents) => (files[kind][n] = contents), OPTIONS, true);
  for (const page of pages) builder.addPage(page);
  const manifest = builder.finish();
  const state = builder.state!;
  return {
    manifest,
    files: decoded(files),
    previous: { manifest, post: files.post, docs: files.docs, state },
    meta: { base: 'last', hashes: pages.map(hash), records: state.pageRecords, versions: pages.map(versionKey) },
  };
}

/** The same index built by a builder that keeps no patch state: the reference. */
function reference(pages: readonly SearchPage[]): Built {
  const files: Record<SearchFileKind, Uint8Array[]> = { dict: [], post: [], docs: [] };
  const builder = new SearchIndexBuilder('production', (kind, n, contents) => (files[kind][n] = contents), OPTIONS);
  for (const page of pages) builder.addPage(page);
  return { manifest: builder.finish(), files: decoded(files) };
}

const decoded = (files: Record<SearchFileKind, Uint8Array[]>): Record<SearchFileKind, string[]> => ({
  dict: files.dict.map((f) => text.decode(f)),
  post: files.post.map((f) => text.decode(f)),
  docs: files.docs.map((f) => text.decode(f)),
});

const hash = (page: SearchPage) => JSON.stringify(page);

/** Patches `last` (the index of `before`) to `after`, as the search worker does; undefined when the edit cannot be patched. */
function patch(last: { previous: PreviousIndex; meta: PatchMeta }, after: readonly SearchPage[]) {
  const plan = planPatch(last.meta, after, after.map(hash), OPTIONS.chunkSize!);
  if (!plan) return undefined;
  const files: Record<SearchFileKind, Uint8Array[]> = { dict: [], post: [], docs: [] };
  const { manifest, state } = patchIndex(last.previous, plan, 'production', (kind, n, contents) => (files[kind][n] = contents), OPTIONS);
  return {
    manifest,
    files: decoded(files),
    plan,
    previous: { manifest, post: files.post, docs: files.docs, state },
    meta: { base: 'patched', hashes: after.map(hash), records: state.pageRecords, versions: after.map(versionKey) },
  };
}

// Common words, words with letters outside ASCII (their rows' lengths in bytes and in UTF-16 differ), and rare ones.
const word = fc.oneof(fc.constantFrom('deploy', 'cluster', 'the', 'naïve', 'straße', 'café', 'node', 'build', 'cache', 'index'), fc.stringMatching(/^[a-z]{2,6}$/));
const words = fc.array(word, { minLength: 0, maxLength: 12 }).map((list) => list.join(' '));
const title = fc.array(word, { minLength: 1, maxLength: 3 }).map((list) => list.join(' '));

/** A page with `sections` headed sections after its top. */
const page = (n: number, sections: number) =>
  fc.record({ title, description: words, top: words, headings: fc.array(title, { minLength: sections, maxLength: sections }), bodies: fc.array(words, { minLength: sections, maxLength: sections }) }).map(
    (p): SearchPage => ({
      title: p.title,
      path: `/docs/page-${n}`,
      group: 'Docs',
      description: p.description,
      html: `<p>${p.top}</p>${p.headings.map((h, i) => `<h2 id="s${i}">${h}</h2><p>${p.bodies[i]}</p>`).join('')}`,
    }),
  );

const site = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 10, maxLength: 30 }).chain((shape) => fc.tuple(...shape.map((sections, n) => page(n, sections))).map((pages) => ({ shape, pages })));

/** The page with the text of its top (section -1) or of one headed section replaced. */
const withSectionText = (p: SearchPage, section: number, text: string): SearchPage => {
  const parts = p.html.split('<h2 ');
  const at = Math.min(section + 1, parts.length - 1);
  parts[at] = parts[at].replace(/<p>.*<\/p>$/, `<p>${text}</p>`);
  return { ...p, html: parts.join('<h2 ') };
};

/**
 * An edit of one page that keeps its number of sections, as most edits of a page's text do: the
 * whole page, the text of one section (the others' records unchanged), or only where it links to
 * (its path, a heading's anchor), which its docs chunks show but no posting holds.
 */
const edit = (shape: number[]) =>
  fc.integer({ min: 0, max: shape.length - 1 }).chain((n) =>
    fc.oneof(
      page(n, shape[n]).map((replacement) => ({ n, apply: (): SearchPage => replacement })),
      fc.tuple(fc.integer({ min: -1, max: shape[n] - 1 }), words).map(([section, text]) => ({ n, apply: (p: SearchPage) => withSectionText(p, section, text) })),
      fc.constant({ n, apply: (p: SearchPage): SearchPage => ({ ...p, html: p.html.replace('id="s', 'id="moved-s') }) }),
      fc.constant({ n, apply: (p: SearchPage): SearchPage => ({ ...p, path: `${p.path}/moved` }) }),
    ),
  );

describe('patching the search index', () => {
  it('gives the files a build of every page gives, edit after edit', () => {
    fc.assert(
      fc.property(
        site.chain(({ shape, pages }) => fc.tuple(fc.constant(pages), fc.array(edit(shape), { minLength: 1, maxLength: 5 }))),
        ([pages, edits]) => {
          let last: Parameters<typeof patch>[0] = build(pages);
          let current = pages;
          for (const { n, apply } of edits) {
            const replacement = apply(current[n]);
            current = current.map((p, i) => (i === n ? replacement : p));
            const patched = patch(last, current);
            const expected = reference(current);
            if (!patched) {
              // Only an edit that changed nothing is not patched here: every page keeps its sections.
              expect(hash(replacement)).toBe(last.meta.hashes[n]);
              continue;
            }
            expect(patched.files).toEqual(expected.files);
            expect(patched.manifest).toEqual(expected.manifest);
            last = patched;
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('takes the postings files whose rows the edit leaves as they were, whole', () => {
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima', 'mike', 'november', 'oscar', 'papa'];
    const pages = Array.from({ length: 40 }, (_, n): SearchPage => ({ title: `Page ${n}`, path: `/p${n}`, group: 'Docs', description: '', html: `<p>${words.slice(n % 16).join(' ')} common words w${n}</p>` }));
    const last = build(pages);
    // A word of its own in one page: the rows of that page's terms change, and a row is added.
    const edited = pages.map((p, n) => (n === 9 ? { ...p, html: p.html.replace('common', 'common zulu') } : p));
    const plan = planPatch(last.meta, edited, edited.map(hash), OPTIONS.chunkSize!)!;
    const post: Uint8Array[] = [];
    patchIndex(last.previous, plan, 'production', (kind, n, contents) => kind === 'post' && (post[n] = contents), OPTIONS);
    const taken = post.filter((contents, n) => contents === last.previous.post[n]).length;
    expect(decoded({ dict: [], post, docs: [] }).post).toEqual(reference(edited).files.post);
    expect(post.length).toBeGreaterThan(8);
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(post.length);
  });

  it('reads the changed pages and the pages sharing a docs chunk with them, nothing else', () => {
    const pages = Array.from({ length: 12 }, (_, n): SearchPage => ({ title: `Page ${n}`, path: `/p${n}`, group: 'Docs', description: '', html: `<p>text ${n}</p><h2 id="a">A</h2><p>more</p>` }));
    // Two records a page, four a chunk: pages 4 and 5 share chunk 2.
    const edited = pages.map((p, n) => (n === 5 ? { ...p, html: p.html.replace('more', 'changed') } : p));
    const plan = planPatch(build(pages).meta, edited, edited.map(hash), 4)!;
    expect(plan.changed).toEqual([5]);
    expect(plan.pages.map(([n]) => n)).toEqual([4, 5]);
  });

  it('indexes from scratch when record ids would move, a version changes or too many pages changed', () => {
    const pages = Array.from({ length: 20 }, (_, n): SearchPage => ({ title: `Page ${n}`, path: `/p${n}`, group: 'Docs', description: '', html: `<p>text ${n}</p>` }));
    const { meta } = build(pages);
    const plan = (after: SearchPage[]) => planPatch(meta, after, after.map(hash), 4);
    const edited = (n: number, change: Partial<SearchPage>) => pages.map((p, i) => (i === n ? { ...p, ...change } : p));
    expect(plan(edited(3, { html: '<p>new text</p>' }))).toBeDefined();
    expect(plan(edited(3, { html: '<p>new text</p><h2 id="x">A new section</h2>' }))).toBeUndefined();
    expect(plan(edited(3, { version: { section: 'docs', name: '1.0', isLast: false } }))).toBeUndefined();
    expect(plan([...pages, pages[0]])).toBeUndefined();
    expect(plan(pages.slice(1))).toBeUndefined();
    expect(plan(pages.map((p, n) => (n < 3 ? { ...p, title: `Renamed ${n}` } : p)))).toBeUndefined();
    expect(plan(pages)).toBeUndefined();
  });
});
