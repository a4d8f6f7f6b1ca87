import { describe, expect, it } from 'vitest';
import { applyTrailingSlash, withTrailingSlash } from '../../../cli/graph/trailing-slash.ts';
import type { SiteGraph } from '../../../cli/graph/schema.ts';

describe('applyTrailingSlash, as Docusaurus applies it', () => {
  it('adds or removes the slash at the end of a path, before its query and hash', () => {
    expect(applyTrailingSlash('/docs/intro', true)).toBe('/docs/intro/');
    expect(applyTrailingSlash('/docs/intro?a=1#top', true)).toBe('/docs/intro/?a=1#top');
    expect(applyTrailingSlash('/docs/', false)).toBe('/docs');
    expect(applyTrailingSlash('/docs//#x', false)).toBe('/docs#x');
  });

  it('leaves the home page, anchors, other origins, files and an unset setting alone', () => {
    expect(applyTrailingSlash('/', false)).toBe('/');
    expect(applyTrailingSlash('/', true)).toBe('/');
    expect(applyTrailingSlash('#top', true)).toBe('#top');
    expect(applyTrailingSlash('https://example.com/a', true)).toBe('https://example.com/a');
    expect(applyTrailingSlash('//cdn.example.com/a', true)).toBe('//cdn.example.com/a');
    expect(applyTrailingSlash('/blog/rss.xml', true)).toBe('/blog/rss.xml');
    expect(applyTrailingSlash('/docs/intro', undefined)).toBe('/docs/intro');
    expect(applyTrailingSlash('/docs/', undefined)).toBe('/docs/');
  });
});

describe('withTrailingSlash', () => {
  const graph = (trailingSlash?: boolean) =>
    ({
      site: { title: 'T', ...(trailingSlash === undefined ? {} : { trailingSlash }) },
      routes: [{ kind: 'doc', path: '/docs/' }, { kind: 'doc', path: '/docs/a' }],
      navbar: [{ type: 'default', to: '/docs/a', activeBasePath: '/docs/' }],
      docs: [{ path: '/docs/', versions: [{ sidebars: { s: [{ type: 'link', href: '/docs/a' }, { type: 'html', value: '<a href="/docs/a">A</a>' }] } }] }],
      blog: { posts: [{ permalink: '/blog/p', html: '<p><a class="x" href="/docs/a#h">A</a> <a href=\'/blog\'>B</a> <img src="/img/a"></p>', excerptHtml: { type: 'mdx', nodes: ['<a href="/docs/a">A</a>', { type: 'component', name: 'Link', props: { to: '/docs/a' }, children: [] }], components: [] } }], feeds: [{ type: 'rss', path: '/blog/rss.xml' }] },
    }) as unknown as SiteGraph;

  it('returns the graph as it is when the setting is unset', () => {
    const unset = graph();
    expect(withTrailingSlash(unset)).toBe(unset);
  });

  it('applies the setting to route paths, links of every kind and anchors in bodies, and to nothing else', () => {
    const slashed = withTrailingSlash(graph(true)) as unknown as ReturnType<typeof graph> & Record<string, never>;
    expect(JSON.parse(JSON.stringify(slashed))).toEqual({
      site: { title: 'T', trailingSlash: true },
      routes: [{ kind: 'doc', path: '/docs/' }, { kind: 'doc', path: '/docs/a/' }],
      navbar: [{ type: 'default', to: '/docs/a/', activeBasePath: '/docs/' }],
      docs: [{ path: '/docs/', versions: [{ sidebars: { s: [{ type: 'link', href: '/docs/a/' }, { type: 'html', value: '<a href="/docs/a/">A</a>' }] } }] }],
      blog: {
        posts: [
          {
            permalink: '/blog/p/',
            html: '<p><a class="x" href="/docs/a/#h">A</a> <a href=\'/blog/\'>B</a> <img src="/img/a"></p>',
            excerptHtml: { type: 'mdx', nodes: ['<a href="/docs/a/">A</a>', { type: 'component', name: 'Link', props: { to: '/docs/a/' }, children: [] }], components: [] },
          },
        ],
        feeds: [{ type: 'rss', path: '/blog/rss.xml' }],
      },
    });
    expect((withTrailingSlash(graph(false)) as unknown as { routes: Array<{ path: string }> }).routes.map((r) => r.path)).toEqual(['/docs', '/docs/a']);
  });
});
