import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkBlocks } from './walk-blocks.ts';

/** `{#id}` at the end of a heading's text, and the spaces before it; the last of several. */
const HEADING_ID = /\s*\{#([^{}]+)\}$/;

/**
 * Docusaurus' explicit heading ids: `## Title {#custom-id}` gives the heading the id `custom-id`
 * (used by the table of contents and anchors in place of the slug of its text), and the `{#…}`
 * leaves its text.
 */
export default function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('{#')) return;
    walkBlocks(tree, (node) => {
      if (node.type === 'heading') setId(node);
    });
  };
}

function setId(heading: Heading): void {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return;
  const match = HEADING_ID.exec(last.value);
  const id = match?.[1].trim();
  if (!match || !id) return;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
}
