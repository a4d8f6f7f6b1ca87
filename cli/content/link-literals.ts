import type { Nodes, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { TRIGGER } from './remark-gfm-without-autolinks.ts';

const [linkLiteralsInText] = gfmAutolinkLiteralFromMarkdown().transforms!;

/**
 * Links GFM's autolink literals (`www.…`, `https://…`, addresses) in a tree parsed without them,
 * as full GFM would, when that is sure: true if it did, false when only micromark can say (the
 * tree is then to be thrown away). GFM finds literals twice, on the raw text as micromark tokenizes it and again
 * in the `text` nodes (see remark-gfm-without-autolinks.ts); this is the second pass alone, which
 * gives the same links for each word holding a trigger that stands whole inside one `text` node
 * (emphasis or code next to it could have been part of a tokenized literal), is written in the
 * source as it reads (no escape or character reference in it) and holds no inline markup character.
 */
export function linkLiterals(tree: Root, source: string): boolean {
  const sure = (text: string, i: number, siblings: Nodes[]) => standsWhole(text, i > 0, i < siblings.length - 1, source);
  if (!everyTriggerText(tree, sure, false)) return false;
  linkLiteralsInText(tree);
  // micromark's tokenizer links some words the transform does not (`www.---`): none may be left.
  return everyTriggerText(tree, () => false, true);
}

/**
 * Whether `ok` holds for every text node holding a trigger, outside links; false for a trigger in
 * an image's alt. Text inside a link needs no check: GFM links no literal there (the tokenizer
 * stops after an unbalanced `[`, the transform skips links). With `skipLinks`, links are not entered.
 */
function everyTriggerText(tree: Root, ok: (text: string, index: number, siblings: Nodes[]) => boolean, skipLinks: boolean): boolean {
  const stack: Array<[Nodes, boolean]> = [[tree, false]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, inLink] = top;
    if (node.type === 'image' || node.type === 'imageReference') {
      if (node.alt && TRIGGER.test(node.alt)) return false;
    } else if ((node.type === 'link' || node.type === 'linkReference') && skipLinks) {
      continue;
    } else if ('children' in node) {
      const { children } = node;
      const childInLink = inLink || node.type === 'link' || node.type === 'linkReference';
      for (let i = 0; i < children.length; i++) {
        const child = children[i];
        if (child.type !== 'text') stack.push([child, childInLink]);
        else if (!childInLink && TRIGGER.test(child.value) && !ok(child.value, i, children)) return false;
      }
    }
  }
  return true;
}

/**
 * Characters that may start or end inline markup, which a tokenized literal takes in and the
 * transform may not (`www.*`), and a trailing `_`, which the tokenizer leaves out and the
 * transform keeps (`www.a/b_`).
 */
const INLINE_MARKUP = /[*~`[\]!<>\\&]|_\W*$/;

function standsWhole(text: string, hasPrevious: boolean, hasNext: boolean, source: string): boolean {
  for (const word of text.matchAll(/\S+/g)) {
    if (!TRIGGER.test(word[0])) continue;
    if (hasPrevious && word.index === 0) return false;
    if (hasNext && word.index + word[0].length === text.length) return false;
    if (INLINE_MARKUP.test(word[0]) || !source.includes(word[0])) return false;
  }
  return true;
}
