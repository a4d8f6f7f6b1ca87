import type { ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import type { BodyNode, PageBody } from './schema.ts';

/**
 * A page body as HTML without running its components: each component stands as its children.
 * What search indexes (headings with their ids, the text of every part, a component's children
 * included); pages and feeds render the components themselves. Built without recursion.
 */
export function bodyHtml(body: PageBody): string {
  if (typeof body === 'string') return body;
  const root: Root = { type: 'root', children: [] };
  const stack: Array<{ nodes: readonly BodyNode[]; into: ElementContent[] }> = [{ nodes: body.nodes, into: root.children as ElementContent[] }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    for (const node of frame.nodes) {
      if (typeof node === 'string') frame.into.push({ type: 'text', value: node });
      else if (node.type === 'component') stack.push({ nodes: node.children, into: pushContainer(frame.into) });
      else {
        const { style: _style, ...props } = node.props;
        const made = h(node.tag, props as Record<string, string>);
        frame.into.push(made);
        if (node.type === 'html') made.children.push({ type: 'raw', value: node.html });
        else stack.push({ nodes: node.children, into: made.children });
      }
    }
  }
  return toHtml(root, { allowDangerousHtml: true });
}

/** A place among `into` for a component's children: a root fragment, which serialises as its content alone. */
function pushContainer(into: ElementContent[]): ElementContent[] {
  const fragment = { type: 'root', children: [] } as unknown as Root;
  into.push(fragment as unknown as ElementContent);
  return fragment.children as ElementContent[];
}
