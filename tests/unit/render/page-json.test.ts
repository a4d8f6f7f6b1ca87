import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../cli/graph/page-data-types.ts';
import { pageJson } from '../../../cli/render/page-json.ts';

describe('pageJson', () => {
  it("leaves a doc's sidebar out and keeps its other keys in order; keeps a blog page's sidebar", () => {
    const doc = { kind: 'doc', path: '/d/a', sidebar: [{ type: 'doc', id: 'a' }], title: 'A' } as unknown as PageData;
    expect(pageJson(doc)).toBe('{"kind":"doc","path":"/d/a","title":"A"}');
    const post = { kind: 'blogPost', path: '/blog/p', sidebar: { title: 'Recent', items: [] } } as unknown as PageData;
    expect(pageJson(post)).toBe(JSON.stringify(post));
  });
});
