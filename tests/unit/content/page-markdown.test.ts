import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/load.ts';
import { pageMarkdown, type MadeMarkdown } from '../../../cli/content/page-markdown.ts';
import { markdownConfigKey } from '../../../cli/content/page-markdown-key.ts';
import type { SiteFiles } from '../../../cli/files/site-files.ts';

const config = (customFields: Record<string, unknown> = { product: 'Acme' }) =>
  ({ root: '/site', contentDir: '/site/content', site: { customFields, markdown: { format: 'detect' } } }) as unknown as ResolvedConfig;
const filesOf = (sources: Record<string, Uint8Array>) => ({ sources: new Map(Object.entries(sources)) }) as unknown as SiteFiles;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('pageMarkdown', () => {
  it('gives a page without front matter and ESM, placeholders filled', () => {
    const files = filesOf({ 'a.md': bytes("---\ntitle: A\n---\nimport X from 'x';\n\n<X />\n\nAbout {{product}}.\n") });
    expect(pageMarkdown(config(), files.sources)('content/a.md')).toBe('<X />\n\nAbout Acme.');
    expect(pageMarkdown(config(), files.sources)('content/missing.md')).toBeUndefined();
  });

  it('makes an unchanged file’s Markdown once across calls that share `made`, and a changed one’s again', () => {
    const made: MadeMarkdown = new WeakMap();
    const first = bytes('About {{product}}.\n');
    expect(pageMarkdown(config(), filesOf({ 'a.md': first }).sources, made)('content/a.md')).toBe('About Acme.');
    // The same bytes object: what watch keeps for a file it did not read again. Its Markdown is not made again.
    first.set(bytes('Xbout'));
    expect(pageMarkdown(config(), filesOf({ 'a.md': first }).sources, made)('content/a.md')).toBe('About Acme.');
    // The file read again after an edit: new bytes.
    expect(pageMarkdown(config(), filesOf({ 'a.md': bytes('Edited {{product}}.\n') }).sources, made)('content/a.md')).toBe('Edited Acme.');
    // The same bytes at another path (a rename) are read for that path.
    expect(pageMarkdown(config(), filesOf({ 'b.md': first }).sources, made)('content/b.md')).toBe('Xbout Acme.');
  });

  it('keys the memo by what the Markdown depends on in the config', () => {
    expect(markdownConfigKey(config())).toBe(markdownConfigKey(config()));
    expect(markdownConfigKey(config({ product: 'Other' }))).not.toBe(markdownConfigKey(config()));
  });
});
