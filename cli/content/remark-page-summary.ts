import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import { collectLinks, type ContentLink } from './collect-links.ts';
import { readingStats } from './count-words.ts';

/**
 * Records what the graph needs of the body as Markdown: its links and images with their places
 * (`file.data.links`, for the link check), its plain text (`file.data.text`, for search and
 * descriptions) and its length in words and reading minutes (`file.data.readingStats`).
 */
export default function remarkPageSummary() {
  return (tree: Root, file: VFile) => {
    file.data.links = collectLinks(tree);
    file.data.text = toString(tree);
    file.data.readingStats = readingStats(file.data.text);
  };
}

declare module 'vfile' {
  interface DataMap {
    links: ContentLink[];
    text: string;
    readingStats: { words: number; minutes: number };
  }
}
