import type { Definition, Link, LinkReference, Root } from 'mdast';
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
    const unsafeDefinitions = new Set<string>();
    visit(tree, 'definition', (node: Definition) => {
      if (isUnsafe(node.url)) unsafeDefinitions.add(node.identifier);
    });
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
