import type { Nodes, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';

const [linkLiteralsInText] = gfmAutolinkLiteralFromMarkdown().transforms!;

/**
 * What every autolink literal contains: `www.` (any case), the `://` of `http://` or `https://`,
 * or the `@` of an e-mail, `mailto:` or `xmpp:` address.
 */
const TRIGGER = /www\.|:\/\/|@/i;

/**
 * Whether a tree parsed without autolink literals (markdown-it's, see markdown-it-mdast.ts) could
 * differ from the full GFM tree, that is, whether a `text` node (or an image's alt text, which is parsed as text too) holds a trigger.
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
function needsAutolinkLiterals(tree: Root): boolean {
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

/**
 * Links GFM's autolink literals (`www.…`, `https://…`, addresses) in a tree parsed without them,
 * as full GFM would, when that is sure: true if it did, false when only micromark can say (the
 * tree is then to be thrown away). GFM finds literals twice, on the raw text as micromark tokenizes it and again
 * in the `text` nodes (see needsAutolinkLiterals above); this is the second pass alone, which
 * gives the same links for each word holding a trigger that stands whole inside one `text` node
 * (emphasis or code next to it could have been part of a tokenized literal), is written in the
 * source as it reads (no escape or character reference in it) and holds no inline markup character.
 */
export function linkLiterals(tree: Root, source: string): boolean {
  if (!needsAutolinkLiterals(tree)) return true;
  if (!literalsLinkable(tree)) return false;
  const asWritten = writtenAsIs(source);
  const sure = (text: string, i: number, siblings: Nodes[], parent: Nodes) => {
    // A delimiter of the emphasis around the word touches it in the source as a sibling would (`*www.*[x]`).
    const delimited = parent.type === 'emphasis' || parent.type === 'strong' || parent.type === 'delete';
    return standsWhole(text, i > 0 || delimited, i < siblings.length - 1 || delimited, asWritten);
  };
  if (!everyTriggerText(tree, sure, false)) return false;
  linkLiteralsInText(tree);
  // micromark's tokenizer links some words the transform does not (`www.---`): none may be left.
  return everyTriggerText(tree, () => false, true);
}

/**
 * Literals one text node may hold: the transform splices the nodes it makes in its place with one
 * call, whose arguments must fit on the stack (a text of 100,000 addresses overflows it).
 */
const MAX_LITERALS = 10_000;
const TRIGGERS = new RegExp(TRIGGER.source, 'gi');

/** Whether mdast-util-gfm-autolink-literal's transform can link every text node of the tree. */
export function literalsLinkable(tree: Root): boolean {
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'text') {
      let count = 0;
      for (const _ of node.value.matchAll(TRIGGERS)) if (++count > MAX_LITERALS) return false;
    } else if ('children' in node) {
      for (const child of node.children) stack.push(child);
    }
  }
  return true;
}

/**
 * Whether `ok` holds for every text node holding a trigger, outside links; false for a trigger in
 * an image's alt. Text inside a link needs no check: GFM links no literal there (the tokenizer
 * stops after an unbalanced `[`, the transform skips links). With `skipLinks`, links are not entered.
 */
function everyTriggerText(tree: Root, ok: (text: string, index: number, siblings: Nodes[], parent: Nodes) => boolean, skipLinks: boolean): boolean {
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
        else if (!childInLink && TRIGGER.test(child.value) && !ok(child.value, i, children, node)) return false;
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

/** `mailto:` and `xmpp:` addresses, which the transform links whole and the tokenizer from the `@` word on. */
const TRANSFORM_ONLY = /(?:mailto|xmpp):/i;

/** An address and a `www.` or `://` in one word, which the tokenizer reads as an address and the transform from the `www.` (`www.@.com`). */
const TWO_KINDS = /(?:www\.|:\/\/).*@|@.*(?:www\.|:\/\/)/i;

/** Words of text that may have read otherwise in the source searched for there; past this many, micromark is cheaper. */
const MAX_SEARCHES = 1000;

/**
 * Whether a word of text is written so in the source. Only escapes and character references read
 * otherwise than written: without a `\\` or `&` in the source, every word is. Each search scans the
 * source, so their number is bounded (then the answer is a cautious no).
 */
function writtenAsIs(source: string): (word: string) => boolean {
  if (!/[\\&]/.test(source)) return () => true;
  let searches = 0;
  return (word) => ++searches <= MAX_SEARCHES && source.includes(word);
}

function standsWhole(text: string, hasPrevious: boolean, hasNext: boolean, asWritten: (word: string) => boolean): boolean {
  for (const word of text.matchAll(/\S+/g)) {
    if (!TRIGGER.test(word[0])) continue;
    if (hasPrevious && word.index === 0) return false;
    if (hasNext && word.index + word[0].length === text.length) return false;
    if (INLINE_MARKUP.test(word[0]) || TRANSFORM_ONLY.test(word[0]) || TWO_KINDS.test(word[0]) || !asWritten(word[0])) return false;
  }
  return true;
}
