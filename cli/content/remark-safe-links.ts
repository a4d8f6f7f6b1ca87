import type { Link, LinkReference, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * URLs that run code when followed. Browsers drop control characters and spaces from a scheme, so
 * `java\tscript:` counts too. `data:` is left to images, as GitHub and markdown-it do.
 */
const UNSAFE = /^(?:javascript|vbscript|data):/i;
const isUnsafe = (url: string) => UNSAFE.test(url.replace(/[\u0000-\u0020]/g, ''));

/**
 * Publishes no Markdown link whose URL would run code: the link becomes its text, with an
 * `UnsafeLink` warning at its line. Raw HTML is the author's and passes through unchanged.
 */
export default function remarkSafeLinks() {
  return (tree: Root, file: VFile) => {
    const unsafeDefinitions = unsafeOf(tree);
    if (!unsafeDefinitions) return;
    visit(tree, (node, index, parent) => {
      if (parent === undefined || index === undefined) return;
      let url: string | undefined;
      if (node.type === 'link' && isUnsafe(node.url)) url = node.url;
      else if (node.type === 'linkReference' && unsafeDefinitions.has(node.identifier)) url = `[${node.identifier}]`;
      if (url === undefined) return;
      const { children } = node as Link | LinkReference;
      (file.data.diagnostics ??= []).push(
        diagnostic('UnsafeLink', `The link to \`${url.slice(0, 40)}\` is published as plain text: following it would run code.`, {
          file: file.path,
          line: node.position?.start.line,
          column: node.position?.start.column,
        }),
      );
      parent.children.splice(index, 1, ...children);
      // The link's text now stands at `index`: visit it there.
      return index;
    });
  };
}

/**
 * The identifiers of the tree's unsafe definitions, or undefined when it has no link to take
 * out: almost every file. One pass by hand; unist-util-visit's, with a closure per node, cost a
 * cold 1,000-page build a third of a second for the two this plugin made.
 */
function unsafeOf(tree: Root): Set<string> | undefined {
  const unsafeDefinitions = new Set<string>();
  let unsafeLink = false;
  let references = false;
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'definition' && isUnsafe(node.url)) unsafeDefinitions.add(node.identifier);
    else if (node.type === 'link' && isUnsafe(node.url)) unsafeLink = true;
    else if (node.type === 'linkReference') references = true;
    if ('children' in node) for (const child of node.children) stack.push(child);
  }
  return unsafeLink || (references && unsafeDefinitions.size > 0) ? unsafeDefinitions : undefined;
}
