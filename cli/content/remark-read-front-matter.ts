import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseFrontMatter, type FrontMatter } from './frontmatter.ts';

/**
 * Reads the YAML front matter node remark-frontmatter leaves first in the tree into
 * `file.data.frontMatter` (empty without one) and removes it; YAML errors go to
 * `file.data.diagnostics`, with the line in the Markdown file.
 */
export default function remarkReadFrontMatter() {
  return (tree: Root, file: VFile) => {
    let frontMatter: FrontMatter = { data: {}, lines: {} };
    const first = tree.children[0];
    if (first?.type === 'yaml') {
      const parsed = parseFrontMatter(first.value, file.path, (first.position?.start.line ?? 1) + 1);
      frontMatter = parsed.value;
      (file.data.diagnostics ??= []).push(...parsed.diagnostics);
      tree.children.shift();
    }
    file.data.frontMatter = frontMatter;
  };
}

declare module 'vfile' {
  interface DataMap {
    frontMatter: FrontMatter;
    /** sitegen's diagnostics about the file, from any step of the pipeline. */
    diagnostics: Diagnostic[];
  }
}
