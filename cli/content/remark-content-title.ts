import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';

/**
 * Takes a leading `# heading` out of the body into `file.data.contentTitle`: the page renders the
 * title itself, as Docusaurus does.
 */
export default function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    const lead = tree.children[0];
    if (lead?.type !== 'heading' || lead.depth !== 1) return;
    file.data.contentTitle = toString(lead).trim();
    tree.children.shift();
  };
}

declare module 'vfile' {
  interface DataMap {
    contentTitle: string;
  }
}
