import { describe, expect, it } from 'vitest';
import type { BodyNode, MdxTree } from '../../../cli/graph/schema.ts';
import { renderMarkupOnly } from '../../../cli/render/markup-only.tsx';
import type { MdxComponent } from '../../../cli/render/mdx-components.ts';
import Admonition from '../../../runtime/theme/mdx/Admonition.tsx';
import { clientSiteData, docPage } from '../runtime/fixtures.ts';

const Chart: MdxComponent = () => null;
const components = new Map<string, MdxComponent>([
  ['@theme/Admonition', Admonition as unknown as MdxComponent],
  ['@site/src/components/Chart', Chart],
]);
const tree = (nodes: BodyNode[], names: string[]): MdxTree => ({ type: 'mdx', nodes, components: names });
const note = (children: BodyNode[]): BodyNode => ({ type: 'component', name: '@theme/Admonition', props: { type: 'note' }, children });
const withBody = (html: MdxTree) => ({ ...docPage('/docs/a'), doc: { ...docPage('/docs/a').doc, html } });

describe('renderMarkupOnly', () => {
  it('gives a body whose components are all markup only as HTML', () => {
    const page = renderMarkupOnly(clientSiteData(), withBody(tree([note(['Read this.'])], ['@theme/Admonition'])), components);
    expect(page.doc.html).toMatch(/^<div class="admonition admonition-note [^"]*" role="note"><div class="admonition__heading">.*<\/div><div class="admonition__content">Read this.<\/div><\/div>$/);
  });

  it('keeps a component with behaviour, with its props, inside the markup of one that has none', () => {
    const chart: BodyNode = { type: 'component', name: '@site/src/components/Chart', props: { kind: 'pie' }, children: [{ type: 'element', tag: 'p', props: {}, children: ['Legend'] }] };
    const page = renderMarkupOnly(clientSiteData(), withBody(tree([note([chart])], ['@site/src/components/Chart', '@theme/Admonition'])), components);
    const body = page.doc.html as MdxTree;
    expect(body.components).toEqual(['@site/src/components/Chart']);
    const [box] = body.nodes as Array<Extract<BodyNode, { type: 'element' }>>;
    expect(box).toMatchObject({ type: 'element', tag: 'div', props: { role: 'note' } });
    const content = box.children.find((child) => typeof child !== 'string' && child.type === 'element' && child.props.className === 'admonition__content') as Extract<BodyNode, { type: 'element' }>;
    expect(content.children).toEqual([{ type: 'component', name: '@site/src/components/Chart', props: { kind: 'pie' }, children: [{ type: 'html', tag: 'p', props: {}, html: 'Legend' }] }]);
  });

  it('leaves the page as it is when its trees hold no markup-only component', () => {
    const page = withBody(tree([{ type: 'component', name: '@site/src/components/Chart', props: {}, children: [] }], ['@site/src/components/Chart']));
    expect(renderMarkupOnly(clientSiteData(), page, components)).toBe(page);
  });
});
