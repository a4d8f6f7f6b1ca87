import { createElement, type ComponentType, type ReactNode } from 'react';
import type { BodyNode } from '../../../cli/graph/schema.ts';

type Parent = Extract<BodyNode, { children: BodyNode[] }>;

/**
 * React elements of an MDX body's nodes. A component gets its children as elements of their own
 * types, as Docusaurus' <Tabs> reads its <TabItem>s' props. Built children first, without
 * recursion: JSX nests as deep as the author likes.
 */
export function bodyElements(nodes: readonly BodyNode[], component: (name: string) => ComponentType<Record<string, unknown>>): ReactNode[] {
  const parents: Parent[] = [];
  const stack = [...nodes];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (typeof node === 'string' || node.type === 'html') continue;
    parents.push(node);
    stack.push(...node.children);
  }
  const built = new Map<BodyNode, ReactNode>();
  const element = (node: BodyNode): ReactNode => {
    if (typeof node === 'string') return node;
    if (node.type === 'html') return createElement(node.tag, { ...node.props, dangerouslySetInnerHTML: { __html: node.html } });
    return built.get(node);
  };
  // Parents were listed before their children: built in reverse, each finds its children made.
  for (let i = parents.length - 1; i >= 0; i--) {
    const node = parents[i];
    const type = node.type === 'component' ? component(node.name) : node.tag;
    built.set(node, createElement(type, node.props, ...node.children.map(element)));
  }
  return nodes.map(element);
}
