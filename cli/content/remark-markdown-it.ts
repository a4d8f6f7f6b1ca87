import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { parseWithMarkdownIt } from './markdown-it-mdast.ts';
import { linkLiterals } from './link-literals.ts';

/**
 * Stands in front of remark-parse (micromark), which must be used before it with the syntax it
 * serves (remark-frontmatter for YAML, remark-gfm): parses with markdown-it, some twenty times
 * faster, where that gives micromark's tree (see markdown-it-mdast.ts and link-literals.ts), and
 * hands the document to micromark everywhere else. It steps aside for every document once a later
 * plugin has added syntax of its own (a micromark or mdast-util-from-markdown extension, MDX's
 * included), which only micromark can read.
 */
export default function remarkMarkdownIt(this: Processor) {
  const self = this;
  const micromark = self.parser;
  if (!micromark) throw new TypeError('remark-markdown-it: use remark-parse before it');
  const syntax = [...(self.data('micromarkExtensions') ?? [])];
  const trees = [...(self.data('fromMarkdownExtensions') ?? [])];
  self.parser = (document, file) => {
    const served = sameList(self.data('micromarkExtensions'), syntax) && sameList(self.data('fromMarkdownExtensions'), trees);
    return (served && parseFast(document)) || micromark(document, file);
  };
}

/** markdown-it's tree with GFM's autolink literals linked, or undefined when only micromark can say. */
function parseFast(document: string): Root | undefined {
  const tree = parseWithMarkdownIt(document);
  return tree && linkLiterals(tree, document) ? tree : undefined;
}

function sameList(list: readonly unknown[] | undefined, known: readonly unknown[]): boolean {
  const current = list ?? [];
  return current.length === known.length && current.every((item, i) => item === known[i]);
}
