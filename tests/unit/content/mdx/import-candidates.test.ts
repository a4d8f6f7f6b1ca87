import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCandidates, importSpecifiers } from '../../../../cli/content/mdx/import-candidates.ts';
import { DeferredSources } from '../../../../cli/files/deferred-sources.ts';
import type { SiteFiles } from '../../../../cli/files/site-files.ts';

const encoder = new TextEncoder();

/** A content folder of these files (posix paths relative to it). */
function siteFiles(files: Record<string, string>): SiteFiles {
  const sources = new Map(Object.entries(files).map(([path, text]) => [path, encoder.encode(text)]));
  return { contentDir: '/site/content', found: true, paths: [...sources.keys()].sort(), folders: new Set(), sources, hashes: new Map(), staticFiles: [], diagnostics: [] };
}

const partials = { 'docs/_partial.mdx': 'Shared text.\n', 'data/numbers.json': '[1, 2]' };

describe('importCandidates', () => {
  it('finds what the import lines name, partials\u2019 own imports included, relative or from @site', () => {
    const files = siteFiles({
      ...partials,
      'docs/page.mdx': "---\ntitle: Page\n---\nimport Shared from './_nested.mdx';\nimport numbers from '@site/content/data/numbers.json';\n\n<Shared />\n",
      'docs/_nested.mdx': "import Partial from './_partial.mdx';\n\n<Partial />\n",
    });
    expect(importCandidates(files, 'docs/page.mdx', '/site')).toEqual(['data/numbers.json', 'docs/_nested.mdx', 'docs/_partial.mdx']);
  });

  it("takes a deferred file's import lines as the last build recorded them, without reading it, the files they name looked up as they are now", () => {
    const files = siteFiles({ ...partials, 'docs/_nested.mdx': "import Partial from './_partial.mdx';\n" });
    const sources = new DeferredSources();
    for (const [path, bytes] of files.sources) sources.set(path, bytes);
    const unread = (path: string) => () => {
      throw new Error(`${path} was read`);
    };
    sources.defer('docs/page.mdx', { imports: ['./_nested.mdx', './_gone.mdx', 'react'], read: unread('docs/page.mdx') });
    sources.defer('docs/plain.mdx', { imports: [], read: unread('docs/plain.mdx') });
    files.sources = sources;
    expect(importCandidates(files, 'docs/page.mdx', '/site')).toEqual(['docs/_nested.mdx', 'docs/_partial.mdx']);
    expect(importCandidates(files, 'docs/plain.mdx', '/site')).toEqual([]);
  });

  it("reads a file's import lines as JavaScript reads their strings", () => {
    expect(importSpecifiers(encoder.encode("Text.\nimport A from './\\_a.mdx';\nimport 'side-effect';\n"))).toEqual(['./_a.mdx', 'side-effect']);
    expect(importSpecifiers(encoder.encode('Important: none here.\n'))).toEqual([]);
  });

  it('finds partials of a versioned docs folder beside the content folder, relative or from @site, and nothing outside the site files', () => {
    const files = siteFiles({
      '../versioned_docs/version-2.0/page.md': "import Note from './_note.md';\nimport Other from '@site/versioned_docs/version-2.0/_other.md';\nimport Gone from '../../../etc/passwd.md';\n",
      '../versioned_docs/version-2.0/_note.md': 'A note.\n',
      '../versioned_docs/version-2.0/_other.md': 'Another.\n',
    });
    expect(importCandidates(files, '../versioned_docs/version-2.0/page.md', '/site')).toEqual(['../versioned_docs/version-2.0/_note.md', '../versioned_docs/version-2.0/_other.md']);
  });

  it('takes an import line after any line break, and first in the file after a byte order mark', () => {
    const line = "import Partial from './_partial.mdx';";
    for (const text of [`\uFEFF${line}\n`, `Text.\r${line}\r`, `Text.\r\n${line}\r\n`, `Text.\u2028${line}\n`, `Text.\u2029${line}\n`]) {
      expect(importCandidates(siteFiles({ ...partials, 'docs/page.mdx': text }), 'docs/page.mdx', '/site'), JSON.stringify(text)).toEqual(['docs/_partial.mdx']);
    }
  });

  it('finds nothing where the word is only in the prose or indented', () => {
    const text = "You import './_partial.mdx' with a line:\n\n    import Partial from './_partial.mdx';\n\nreimport './_partial.mdx'\n";
    expect(importCandidates(siteFiles({ ...partials, 'docs/page.mdx': text }), 'docs/page.mdx', '/site')).toEqual([]);
  });

  it('finds a partial exactly when the decoded text has an import line naming it (property)', () => {
    const pieces = ['import', ' ', 'x', ' from ', "'./_partial.mdx'", '"./_partial.mdx"', '\n', '\r', '\u2028', '\u2029', '\uFEFF', 'é', 'reimport'];
    const importLine = /^import\s(?:[^'"]*?\sfrom\s*)?['"]\.\/_partial\.mdx['"]/m;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const expected = importLine.test(text.replace(/^\uFEFF/, '')) ? ['docs/_partial.mdx'] : [];
        expect(importCandidates(siteFiles({ ...partials, 'docs/page.mdx': text }), 'docs/page.mdx', '/site')).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
