import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SourceSpill } from '../../../cli/exec/source-spill.ts';
import { InternalError } from '../../../cli/diagnostics/diagnostic.ts';
import { siteFilesFromMap, type SiteFiles } from '../../../cli/files/site-files.ts';
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
});
