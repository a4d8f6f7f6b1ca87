import { describe, expect, it } from 'vitest';
import { renderLlmsFiles } from '../../../cli/render/llms-full.ts';
import { KeptFile } from '../../../cli/render/site-file.ts';
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
    const kept = (path: string, title: string, source: string) => (asked.push(`${path} ${title} ${source}`), path === '/blog/one.md' ? 42 : undefined);
    const files = [...renderLlmsFiles(graph, markdownOf, undefined, kept)].filter((file) => file.path.endsWith('.md'));
    expect(asked).toEqual(['/index.md Home content/index.md', '/blog/one.md One content/blog/one.md', '/blog/two.md Two content/blog/two.md']);
    expect(files).toEqual([
      { path: '/index.md', contents: '# Home\n\nText of content/index.md.\n' },
      { path: '/blog/one.md', contents: new KeptFile(42) },
      { path: '/blog/two.md', contents: '# Two\n\nText of content/blog/two.md.\n' },
    ]);
    expect(read).toEqual(['content/index.md', 'content/blog/two.md']);
  });
});
