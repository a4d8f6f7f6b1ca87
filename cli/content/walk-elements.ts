import type { Element, Root } from 'hast';

/**
 * Calls `enter` on every element of a HAST tree in document order, with its parent and index;
 * returning false skips the element's children. unist-util-visit costs more per node (a closure
 * and a `defineProperty` for its debug name) than the plugins that walk with this do.
 */
export function walkElements(parent: Root | Element, enter: (node: Element, parent: Root | Element, index: number) => boolean | void): void {
  const children = parent.children;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (child.type === 'element' && enter(child, parent, index) !== false) walkElements(child, enter);
  }
}
