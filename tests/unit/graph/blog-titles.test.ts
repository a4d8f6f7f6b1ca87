import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../cli/config/load.ts';
import { loadContent } from '../../../cli/content/load-content.ts';
import { buildGraph } from '../../../cli/graph/build-graph.ts';
import { siteFilesFromMap } from '../../../cli/files/site-files.ts';

const ROOT = '/in-memory/site';
const config = validateConfig({ title: 'Titles', url: 'https://titles.example.com' }, ROOT, `${ROOT}/site.config.ts`).value!;

async function graphOf(posts: Record<string, string>) {
  const files = siteFilesFromMap(config.contentDir, Object.fromEntries(Object.entries(posts).map(([path, text]) => [`blog/${path}`, text])));
  const content = await loadContent(config, files);
  return buildGraph(config, content.value!, 'production');
}

describe("a blog post's title", () => {
  it('comes from the front matter, else the leading heading, else the file name without its date, as in Docusaurus', async () => {
    const { value, diagnostics } = await graphOf({
      '2025-01-10-from-front-matter.md': '---\ntitle: Front matter\n---\n\n# A heading\n\nText.\n',
      '2025-01-11-from-heading.md': '# The heading\n\nText.\n',
      '2016-03-11-javascript-unit-testing-performance.md': 'Text without a heading.\n',
      '2025-01-12-in-a-folder/index.md': 'Text.\n',
      'notes/undated.md': '---\ndate: 2025-01-13\n---\n\nText.\n',
    });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(value.graph.blog!.posts.map((post) => post.title).sort()).toEqual(['Front matter', 'The heading', 'in-a-folder', 'javascript-unit-testing-performance', 'notes/undated']);
  });

  it('is missing only for a post named by its date alone', async () => {
    const { diagnostics } = await graphOf({ '2025-01-10.md': 'Text.\n' });
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([['MissingTitle', `${config.contentDir}/blog/2025-01-10.md`]]);
  });
});
