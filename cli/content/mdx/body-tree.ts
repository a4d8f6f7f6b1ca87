import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { TocEntry } from '../rehype-toc.ts';
import type { BodyNode, BodyProps, JsonValue, MdxTree, SourcePlace } from './page-body.ts';
import { COMPONENT_TAG } from './remark-mdx-static.ts';
import { isTocMarker, tocOf } from './toc-marker.ts';

/** Elements whose white space text React may not render as a child. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

type Parent = Root | Element;

/**
 * The body of a page with components, as data (page-body.ts), or undefined when this part of it
 * (an excerpt) holds none: HTML stays HTML in every element
 * that holds no component, and only the elements on the way to a component become nodes, with
 * the props React gives them. Walked without recursion, as JSX nests as deep as it likes.
 */
export function toBodyTree(root: Root, toc: TocEntry[]): MdxTree | undefined {
  const holding = elementsHoldingComponents(root);
  if (!holding.has(root)) return undefined;
  const components = new Set<string>();
  const nodes: BodyNode[] = [];
  const stack: Array<{ parent: Parent; out: BodyNode[] }> = [{ parent: root, out: nodes }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { parent, out } = frame;
    const skipSpace = parent.type === 'element' && TABLE_PARTS.has(parent.tagName);
    const pending = [...parent.children].reverse() as RootContent[];
    for (let node = pending.pop(); node; node = pending.pop()) {
      if (node.type === 'text') {
        if (skipSpace && node.value.trim() === '') continue;
        if (typeof out[out.length - 1] === 'string') out[out.length - 1] += node.value;
        else out.push(node.value);
      } else if (node.type === 'raw') {
        // Highlighted code and raw HTML beside a component: parsed, to stand as elements of their own.
        pending.push(...([...fromHtml(node.value, { fragment: true }).children].reverse() as RootContent[]));
      } else if (node.type === 'element' && node.tagName === COMPONENT_TAG) {
        const name = String(node.properties.dataModule);
        components.add(name);
        const made: BodyNode = { type: 'component', name, props: componentProps(String(node.properties.dataProps), toc), children: [], ...placeOf(node) };
        out.push(made);
        stack.push({ parent: node, out: made.children });
      } else if (node.type === 'element' && holding.has(node)) {
        const made: BodyNode = { type: 'element', tag: node.tagName, props: reactProps(node), children: [] };
        out.push(made);
        stack.push({ parent: node, out: made.children });
      } else if (node.type === 'element') {
        const props = reactProps(node);
        out.push(node.children.length === 0 ? { type: 'element', tag: node.tagName, props, children: [] } : { type: 'html', tag: node.tagName, props, html: toHtml(node.children, { allowDangerousHtml: true }) });
      }
      // Comments (the truncate marker among them) and doctypes are left out.
    }
  }
  return { type: 'mdx', nodes, components: [...components].sort() };
}

/** Where the MDX wrote a component (remark-mdx-static.ts), when it knows. */
function placeOf({ properties: { dataFile: file, dataLine: line, dataColumn: column } }: Element): { at?: SourcePlace } {
  return typeof file === 'string' && typeof line === 'number' && typeof column === 'number' ? { at: { file, line, column } } : {};
}

/** The root and elements that hold a component node somewhere below them. */
function elementsHoldingComponents(root: Root): Set<Parent> {
  const holding = new Set<Parent>();
  const parentOf = new Map<Parent, Parent>();
  const stack: Parent[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    for (const child of node.children as ElementContent[]) {
      if (child.type !== 'element') continue;
      parentOf.set(child, node);
      // Up to the first one already known: each element is added once.
      if (child.tagName === COMPONENT_TAG) for (let up: Parent | undefined = node; up && !holding.has(up); up = parentOf.get(up)) holding.add(up);
      stack.push(child);
    }
  }
  return holding;
}

/** An element's HAST properties as React names them (`className`, `htmlFor`, `style` as an object). */
function reactProps(node: Element): BodyProps {
  const shell: Element = { type: 'element', tagName: node.tagName, properties: node.properties, children: [] };
  const made = toJsxRuntime(shell, { Fragment: null, jsx: record, jsxs: record, development: false, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' }) as unknown as { props: BodyProps };
  const { children: _children, ...props } = made.props;
  return props;
}

const record = (type: unknown, props: unknown) => ({ type, props }) as never;

/** A component's JSON props, with the page's table of contents where the MDX named `toc`. */
function componentProps(json: string, toc: TocEntry[]): BodyProps {
  const props = JSON.parse(json) as BodyProps;
  for (const [name, value] of Object.entries(props)) if (isTocMarker(value)) props[name] = tocOf(value, toc) as unknown as JsonValue;
  return props;
}
