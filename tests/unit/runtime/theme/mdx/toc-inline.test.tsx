import { describe, expect, it } from 'vitest';
import TOCInline from '../../../../../runtime/theme/mdx/TOCInline.tsx';
import { clientSiteData } from '../../fixtures.ts';
import { toc } from '../../pages/fixtures.ts';
import { parseHtml, select, selectAll, texts } from '../../pages/html-query.ts';
import { renderInTheme } from '../render.tsx';

const render = (node: React.ReactNode, site = clientSiteData()) => parseHtml(renderInTheme(node, { site }));

describe('<TOCInline>', () => {
  it("lists the site's heading levels (h2 and h3 by default), nested, linking to each heading", () => {
    const root = render(<TOCInline toc={toc} />);
    const top = selectAll(root, '.toc-inline > ul > li');
    expect(top.map((item) => select(item, 'a').attrs.href)).toEqual(['#intro', '#usage']);
    expect(texts(selectAll(top[1], 'ul a'))).toEqual(['CLI', 'API']);
    expect(texts(selectAll(root, 'a'))).not.toContain('Too deep');
    expect(selectAll(root, 'nav')).toHaveLength(0);
  });

  it('takes the levels from its props, then from the site configuration', () => {
    expect(texts(selectAll(render(<TOCInline toc={toc} maxHeadingLevel={4} />), 'a'))).toContain('Too deep');
    expect(texts(selectAll(render(<TOCInline toc={toc} minHeadingLevel={3} />), '.toc-inline > ul > li > a'))).toEqual(['Setup', 'CLI', 'API']);
    const deep = clientSiteData({ site: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 } } });
    expect(texts(selectAll(render(<TOCInline toc={toc} />, deep), 'a'))).toContain('Too deep');
  });

  it('renders nothing without headings in range', () => {
    expect(renderInTheme(<TOCInline toc={[]} />)).toBe('');
    expect(renderInTheme(<TOCInline toc={toc} minHeadingLevel={5} maxHeadingLevel={6} />)).toBe('');
  });
});
