import { describe, expect, it } from 'vitest';
import { renderLlmsFiles } from '../../../cli/render/llms-full.ts';
import { contentsText, KeptFile, TextParts } from '../../../cli/render/site-file.ts';
import type { SiteGraph } from '../../../cli/graph/schema.ts';

/** A blog of two posts and a home page with a source: what the llms files list. */
const graph = {
  site: { title: 'Site', tagline: 'About it', url: 'https://example.com', baseUrl: '/', llmsTxt: { full: true, markdownRoutes: true } },
  home: { title: 'Home', description: '', source: 'content/index.md' },
  docs: [],
  pages: [],
  blog: {
    title: 'Blog',
    posts: [
      { title: 'One', permalink: '/blog/one', description: '', source: 'content/blog/one.md', unlisted: false, draft: false },
      { title: 'Two', permalink: '/blog/two', description: '', source: 'content/blog/two.md', unlisted: false, draft: false },
    ],
  },
} as unknown as SiteGraph;

describe('renderLlmsFiles', () => {
  it('keeps the `.md` routes the output being replaced holds, without making their Markdown, and makes the others', () => {
    const read: string[] = [];
    const markdownOf = (source: string) => (read.push(source), `Text of ${source}.`);
    const asked: string[] = [];
    const keys = { key: (title: string, source: string) => `${title}:${source}`, kept: (path: string, key: string) => (asked.push(`${path} ${key}`), path === '/blog/one.md' ? 42 : undefined) };
    const files = [...renderLlmsFiles(graph, markdownOf, undefined, keys)].filter((file) => file.path.endsWith('.md'));
    expect(asked).toEqual(['/index.md Home:content/index.md', '/blog/one.md One:content/blog/one.md', '/blog/two.md Two:content/blog/two.md']);
    expect(files).toEqual([
      { path: '/index.md', contents: '# Home\n\nText of content/index.md.\n' },
      { path: '/blog/one.md', contents: new KeptFile(42) },
      { path: '/blog/two.md', contents: '# Two\n\nText of content/blog/two.md.\n' },
    ]);
    expect(read).toEqual(['content/index.md', 'content/blog/two.md']);
  });

  it("makes /llms-full.txt's pages parts known by their Markdown's key and path, made only when asked, the text they make the same", () => {
    const read: string[] = [];
    const markdownOf = (source: string) => (read.push(source), `Text of ${source}.`);
    // No key for two.md: its source's digest is unknown.
    const keys = { key: (title: string, source: string) => (source.endsWith('two.md') ? undefined : `${title}:${source}`), kept: () => undefined };
    const full = (withKeys: boolean) => [...renderLlmsFiles(graph, markdownOf, undefined, withKeys ? keys : undefined)].find((file) => file.path === '/llms-full.txt')!.contents as TextParts;
    const file = full(true);
    // Only the parts' own reads: the `.md` routes before it made every page's Markdown.
    read.length = 0;
    const keyed = [...file.parts()];
    expect(keyed.map((part) => (typeof part === 'string' ? part.slice(0, 20) : part.key))).toEqual(['# Site\n\n> About it', 'One:content/blog/one.md /blog/one', '\n\n# Two\n\nSource: htt', '\n']);
    expect(read).toEqual(['content/blog/two.md']);
    expect(contentsText(full(true))).toBe(contentsText(full(false)));
  });
});
