import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SourceSpill } from '../../../cli/exec/source-spill.ts';
import { InternalError } from '../../../cli/diagnostics/diagnostic.ts';
import { siteFilesFromMap, type SiteFiles } from '../../../cli/files/site-files.ts';
import { DeferredSources } from '../../../cli/files/deferred-sources.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('source-spill');
const text = (bytes: Uint8Array | { error: string } | undefined) => (bytes instanceof Uint8Array ? Buffer.from(bytes).toString() : bytes);

const savedTmp = process.env.TMPDIR;
afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
});

describe('SourceSpill', () => {
  it('takes the Markdown out of each site’s files and reads it back as it was, leaving no file behind', () => {
    const tmp = tempDir();
    process.env.TMPDIR = tmp;
    const english = siteFilesFromMap('/site/content', { 'docs/intro.md': 'Intro ✓\n', 'docs/_category_.json': '{"label":"Docs"}', 'blog/post.mdx': '# Post\n', 'img/a.png': 'png' });
    // A locale translates one file and shares the bytes of the others.
    const french: SiteFiles = { ...english, sources: new Map(english.sources).set('docs/intro.md', new TextEncoder().encode('Introduction\n')) };
    french.sources.set('docs/missing.md', { error: 'ENOENT' });
    const sites: Array<{ files?: SiteFiles }> = [{ files: english }, { files: french }, {}];

    const { spill, sources } = SourceSpill.of(sites);

    expect(spill).toBeDefined();
    expect([...sites[0].files!.sources.keys()]).toEqual(['docs/_category_.json']);
    expect([...sites[1].files!.sources.keys()].sort()).toEqual(['docs/_category_.json', 'docs/missing.md']);
    expect(sites[2].files).toBeUndefined();
    // The files given are left as they were: a copy without the Markdown takes their place.
    expect(english.sources.size).toBe(3);
    expect(text(sources[0].get('docs/intro.md'))).toBe('Intro ✓\n');
    expect(text(sources[0].get('blog/post.mdx'))).toBe('# Post\n');
    expect(text(sources[0].get('docs/_category_.json'))).toBe('{"label":"Docs"}');
    expect(text(sources[1].get('docs/intro.md'))).toBe('Introduction\n');
    expect(text(sources[1].get('blog/post.mdx'))).toBe('# Post\n');
    expect(sources[1].get('docs/missing.md')).toEqual({ error: 'ENOENT' });
    expect(sources[0].get('docs/other.md')).toBeUndefined();
    expect(sources[2].get('docs/intro.md')).toBeUndefined();
    // Unlinked once open: nothing in the temporary folder, even while it is read.
    expect(readdirSync(tmp)).toEqual([]);

    spill!.close();
    expect(() => sources[0].get('docs/intro.md')).toThrow(InternalError);
  });

  it('keeps the sources in memory when the temporary folder cannot be written', () => {
    process.env.TMPDIR = join(tempDir(), 'not-there');
    const files = siteFilesFromMap('/site/content', { 'a.md': 'A\n' });
    const sites = [{ files }];

    const { spill, sources } = SourceSpill.of(sites);

    expect(spill).toBeUndefined();
    expect(sites[0].files).toBe(files);
    expect(text(sources[0].get('a.md'))).toBe('A\n');
  });

  it('sets the Markdown aside before the content loads, each file read back afresh when asked for', () => {
    const tmp = tempDir();
    process.env.TMPDIR = tmp;
    const files = siteFilesFromMap('/site/content', { 'docs/intro.md': 'Intro ✓\n', 'docs/_category_.json': '{"label":"Docs"}', 'blog/post.mdx': '# Post\n' });
    files.sources.set('docs/missing.md', { error: 'ENOENT' });
    const json = files.sources.get('docs/_category_.json');

    const spill = SourceSpill.inPlace(files);

    expect(spill).toBeDefined();
    expect(readdirSync(tmp)).toEqual([]);
    const sources = files.sources;
    expect(text(sources.get('docs/intro.md')!)).toBe('Intro ✓\n');
    // A buffer of its own each time: the content stage may hold one while it reads another.
    expect(sources.get('docs/intro.md')).not.toBe(sources.get('docs/intro.md'));
    expect(sources.get('docs/_category_.json')).toBe(json);
    expect(sources.get('docs/missing.md')).toEqual({ error: 'ENOENT' });
    expect(sources.get('docs/other.md')).toBeUndefined();
    expect([sources.has('blog/post.mdx'), sources.has('docs/missing.md'), sources.has('docs/other.md')]).toEqual([true, true, false]);
    expect(sources.size).toBe(4);
    expect(new Map([...sources].map(([path, bytes]) => [path, text(bytes)]))).toEqual(
      new Map<string, unknown>([
        ['docs/_category_.json', '{"label":"Docs"}'],
        ['docs/missing.md', { error: 'ENOENT' }],
        ['docs/intro.md', 'Intro ✓\n'],
        ['blog/post.mdx', '# Post\n'],
      ]),
    );
    // A file the build replaces (a locale's translation) is the one given from then on.
    sources.set('blog/post.mdx', new TextEncoder().encode('# Translated\n'));
    expect(text(sources.get('blog/post.mdx')!)).toBe('# Translated\n');
    sources.delete('blog/post.mdx');
    expect(sources.has('blog/post.mdx')).toBe(false);

    // Once the graph is built, the same spill serves the end of the build, without writing it again.
    const sites = [{ files }];
    const setAside = SourceSpill.of(sites);
    expect(setAside.spill).toBeUndefined();
    expect([...sites[0].files.sources.keys()].sort()).toEqual(['docs/_category_.json', 'docs/missing.md']);
    expect(text(setAside.sources[0].get('docs/intro.md')!)).toBe('Intro ✓\n');
    expect(readdirSync(tmp)).toEqual([]);

    spill!.close();
    expect(() => sources.get('docs/intro.md')).toThrow(InternalError);
  });

  it('tells the digest of each Markdown file it set aside, as given, for the `.md` routes a rebuild keeps', () => {
    process.env.TMPDIR = tempDir();
    const digest = (bytes: Uint8Array) => `digest of ${text(bytes)}`;
    const english = siteFilesFromMap('/site/content', { 'docs/intro.md': 'Intro\n', 'docs/_category_.json': '{}' });
    const french: SiteFiles = { ...english, sources: new Map(english.sources).set('docs/intro.md', new TextEncoder().encode('Introduction\n')) };
    const { spill, sources } = SourceSpill.of([{ files: english }, { files: french }], digest);
    expect([sources[0].digest?.('docs/intro.md'), sources[1].digest?.('docs/intro.md'), sources[0].digest?.('docs/_category_.json')]).toEqual(['digest of Intro\n', 'digest of Introduction\n', undefined]);
    spill!.close();
    // Set aside before the content loads, the digests come with the files.
    const files = siteFilesFromMap('/site/content', { 'blog/post.md': '# Post\n', 'blog/other.md': '# Other\n' });
    const early = SourceSpill.inPlace(files, new Map([['blog/post.md', { digest: 'p1' }]]));
    files.sources.set('blog/other.md', new TextEncoder().encode('# Replaced\n'));
    const lookup = SourceSpill.of([{ files }]).sources[0];
    expect([lookup.digest?.('blog/post.md'), lookup.digest?.('blog/other.md')]).toEqual(['p1', undefined]);
    early!.close();
  });

  it('leaves the files as they were when the Markdown cannot be set aside', () => {
    process.env.TMPDIR = join(tempDir(), 'not-there');
    const files = siteFilesFromMap('/site/content', { 'a.md': 'A\n' });
    const sources = files.sources;

    expect(SourceSpill.inPlace(files)).toBeUndefined();
    expect(files.sources).toBe(sources);
  });

  it('leaves deferred sources (unchanged since the last build) where they are: read when asked for, their digests told', () => {
    process.env.TMPDIR = tempDir();
    const files = siteFilesFromMap('/site/content', { 'a.md': 'A\n', 'data.json': '{}' });
    const reads: string[] = [];
    const sources = new DeferredSources();
    for (const [path, bytes] of files.sources) sources.set(path, bytes);
    sources.defer('b.md', { digest: 'db', imports: [], read: () => (reads.push('b.md'), new TextEncoder().encode('B\n')) });
    files.sources = sources;

    const early = SourceSpill.inPlace(files, new Map([['a.md', { digest: 'da' }]]));
    expect(reads).toEqual([]);
    const sites = [{ files }];
    const { sources: [lookup] } = SourceSpill.of(sites);
    expect(reads).toEqual([]);
    expect([...sites[0].files.sources.keys()]).toEqual(['data.json']);
    expect([text(lookup.get('a.md')), text(lookup.get('b.md')), lookup.digest?.('a.md'), lookup.digest?.('b.md')]).toEqual(['A\n', 'B\n', 'da', 'db']);
    expect(reads).toEqual(['b.md']);
    early!.close();
  });
});
