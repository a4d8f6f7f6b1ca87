import type { Nodes, Parent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { diagnostic } from '../../diagnostics/diagnostic.ts';
import { MAX_NESTING } from '../deep-blocks.ts';

/** The text of a subtree, read without recursion. */
function textOf(node: Nodes): string {
  const parts: string[] = [];
  const stack: Nodes[] = [node];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if ('value' in next && typeof next.value === 'string' && next.type !== 'mdxjsEsm' && next.type !== 'mdxFlowExpression' && next.type !== 'mdxTextExpression') parts.push(next.value);
    if ('children' in next) for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i] as Nodes);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * JSX (and Markdown inside it) nesting deeper than MARKDOWN's limit: what lies deeper is kept as
 * its text, with a `NestingTooDeep` warning, so that no later step (the static reading, HAST, the
 * renderer) meets a tree deep enough to overflow the stack. Walks without recursion.
 */
export default function remarkCutDeepJsx() {
  return (tree: Root, file: VFile) => {
    const stack: { node: Parent; depth: number }[] = [{ node: tree, depth: 0 }];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      const { node, depth } = next;
      if (depth >= MAX_NESTING && node.children.length > 0 && node.children.some((child) => 'children' in child)) {
        const text = textOf(node as Nodes);
        const flow = node.type !== 'paragraph' && node.type !== 'mdxJsxTextElement';
        node.children = (text ? [flow ? { type: 'paragraph', children: [{ type: 'text', value: text }] } : { type: 'text', value: text }] : []) as Parent['children'];
        const message = `MDX nests deeper than ${MAX_NESTING} levels here: what lies deeper is shown as plain text.`;
        (file.data.diagnostics ??= []).push(diagnostic('NestingTooDeep', message, { file: file.path, line: node.position?.start.line }));
        continue;
      }
      for (const child of node.children) if ('children' in child) stack.push({ node: child as Parent, depth: depth + 1 });
    }
  };
}
