import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../cli/graph/page-data-types.ts';
import { forgetPageJson, pageJson } from '../../../cli/render/page-json.ts';

describe('pageJson', () => {
  it("leaves a doc's sidebar out and keeps its other keys in order; keeps a blog page's sidebar", () => {
    const doc = { kind: 'doc', path: '/d/a', sidebar: [{ type: 'doc', id: 'a' }], title: 'A' } as unknown as PageData;
    expect(pageJson(doc)).toBe('{"kind":"doc","path":"/d/a","title":"A"}');
    const post = { kind: 'blogPost', path: '/blog/p', sidebar: { title: 'Recent', items: [] } } as unknown as PageData;
    expect(pageJson(post)).toBe(JSON.stringify(post));
  });

  it('makes the JSON once per data object', () => {
    const data = { kind: 'blogTags', path: '/blog/tags', tags: [] } as unknown as PageData & { tags: string[] };
    const first = pageJson(data);
    // Data is never changed once made; were it, the first JSON would still be the one given.
    data.tags.push('changed');
    expect(pageJson(data)).toBe(first);
    expect(pageJson({ ...data })).toContain('changed');
    // Forgotten once its page-data file is made: the next ask makes it again.
    forgetPageJson(data);
    expect(pageJson(data)).toContain('changed');
  });
});
