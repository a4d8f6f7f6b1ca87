import type { Processor } from 'unified';
import type { Nodes, Root } from 'mdast';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';

/**
 * remark-gfm minus autolink literals, the costliest GFM extension (it inspects every word). A tree
 * it parses is the full GFM tree whenever `needsAutolinkLiterals` says no.
 */
export default function remarkGfmWithoutAutolinks(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown());
}

/**
 * What every autolink literal contains: `www.` (any case), the `://` of `http://` or `https://`,
 * or the `@` of an e-mail, `mailto:` or `xmpp:` address.
 */
export const TRIGGER = /www\.|:\/\/|@/i;

/**
 * Whether a tree parsed without autolink literals could differ from the full GFM tree, that is,
 * whether a `text` node (or an image's alt text, which is parsed as text too) holds a trigger.
 *
 * GFM finds autolink literals twice: micromark's tokenizer, on the raw characters of inline text,
 * and mdast-util-gfm-autolink-literal's transform, on the values of the `text` nodes (where escapes
 * and character references are decoded, so `www\.a.com` and `a&#64;b.com` link too). A tokenized
 * literal begins with `www.`, `http://` or an address up to its `@`: letters, digits and `.:/+-_@`,
 * none of which starts an inline construct that drops text (`_` may start emphasis, whose text
 * stays text). So up to the first literal both parses agree, and its trigger is in a text node of
 * this tree; with no tokenized literal the two trees have the same text nodes, and the transform's
 * patterns all need a trigger. Code, inline code, HTML, link destinations and titles can hold a
 * trigger without one: they are not text, so they do not count. The unit tests check this claim
 * against full GFM on generated Markdown.
 */
export function needsAutolinkLiterals(tree: Root): boolean {
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'text') {
      if (TRIGGER.test(node.value)) return true;
    } else if (node.type === 'image' || node.type === 'imageReference') {
      if (node.alt && TRIGGER.test(node.alt)) return true;
    } else if ('children' in node) {
      for (const child of node.children) stack.push(child);
    }
  }
  return false;
}
