import type { Nodes, Paragraph, Parent, Root, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { holdsBlocks } from './walk-blocks.ts';
import { diagnostic } from '../diagnostics/diagnostic.ts';
import type { DiagnosticCode } from '../diagnostics/codes.ts';
import { ADMONITION_TYPES, isAdmonitionType } from '../../runtime/theme/admonition-markup.ts';

/** A `:::` line left in a paragraph's text: no directive opened or closed there. */
const STRAY = /(^|\n)(:{3,}[^\n]*)(?=\n|$)/g;
/** Its line in the source, after the markers of the lists and quotes it is in: written, not escaped. */
const WRITTEN = /^[ \t>*+\-\d.)]*:{3}/;
/** Colons ending a line of text, meant to close an admonition (`Last words. :::`), which they do not. */
const TRAILING = /[ \t]+(:{3,})[ \t]*(?=\n|$)/g;

/**
 * Checks the admonitions (container directives, rendered by admonition-element.ts) so that no
 * `:::` reaches the page unexplained: a directive of an unknown type shows its content without
 * a box, and one left open, or a `:::` line that opens or closes nothing, is left out; each with
 * a warning at its line. A directive a site plugin has given an `hName` is that plugin's.
 */
export default function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    if (!source.includes(':::')) return;
    const lines = source.split('\n');
    const warn = (code: DiagnosticCode, message: string, line: number | undefined) =>
      (file.data.diagnostics ??= []).push(diagnostic(code, message, { file: file.path, line }));
    const check = (parent: Parent) => {
      for (let index = 0; index < parent.children.length; index++) {
        const node = parent.children[index] as Nodes;
        if (node.type === 'paragraph') {
          if (!node.data?.directiveLabel && !withoutStrayLines(node, lines, warn)) parent.children.splice(index--, 1);
          continue;
        }
        if (node.type === 'containerDirective' && !node.data?.hName) {
          const line = node.position?.start.line;
          const fence = `${':'.repeat(openingSize(node, lines))}${node.name}`;
          if (opensHere(node, lines) && !closed(node, lines)) warn('UnclosedAdmonition', `\`${fence}\` is not closed: it runs to the end of the ${parent.type === 'root' ? 'page' : 'block around it'}.`, line);
          if (!isAdmonitionType(node.name)) {
            warn('UnknownAdmonitionType', `\`${fence}\` is not an admonition type (${ADMONITION_TYPES.join(', ')}): its content is shown without a box.`, line);
            // Its content takes its place, and is checked there.
            parent.children.splice(index--, 1, ...node.children);
            continue;
          }
        }
        if (holdsBlocks(node)) check(node);
      }
    };
    check(tree);
  };
}

/**
 * Takes the lines starting with `:::`, and the `:::` ending a line, out of a paragraph's text (each
 * with a warning); false when nothing is left of it.
 */
function withoutStrayLines(paragraph: Paragraph, lines: readonly string[], warn: (code: DiagnosticCode, message: string, line: number) => void): boolean {
  let changed = false;
  for (const [i, child] of paragraph.children.entries()) {
    if (child.type !== 'text' || !child.value.includes(':::')) continue;
    // Only where a line of the paragraph starts: at its start, or after a line ending.
    const atLineStart = i === 0 || paragraph.children[i - 1].type === 'break';
    child.value = child.value.replace(STRAY, (match, before: string, text: string, offset: number) => {
      const line = lineOf(child, offset + before.length);
      // Without a place the text is markdown-it's, which leaves every paragraph with such a line to micromark.
      if ((offset === 0 && before === '' && !atLineStart) || line === undefined || !WRITTEN.test(lines[line - 1] ?? '')) return match;
      changed = true;
      warn('StrayAdmonitionFence', `\`${text.trim().slice(0, 40)}\` opens or closes no admonition, and is left out of the page.`, line);
      return '';
    });
    child.value = child.value.replace(TRAILING, (match, colons: string, offset: number) => {
      const line = lineOf(child, offset);
      if (line === undefined || !lines[line - 1]?.trimEnd().endsWith(colons)) return match;
      changed = true;
      warn('StrayAdmonitionFence', `\`${colons}\` at the end of a line closes no admonition, and is left out of the page.`, line);
      return '';
    });
  }
  if (!changed) return true;
  paragraph.children = paragraph.children.filter((child) => child.type !== 'text' || child.value !== '');
  const first = paragraph.children[0];
  if (first?.type === 'text') first.value = first.value.replace(/^\n+/, '');
  return paragraph.children.some((child) => child.type !== 'text' || child.value.trim() !== '');
}

function lineOf(text: Text, offset: number): number | undefined {
  const start = text.position?.start.line;
  return start === undefined ? undefined : start + (text.value.slice(0, offset).match(/\n/g)?.length ?? 0);
}

/** Whether the directive opens at its position in this file: an inlined MDX partial's nodes keep the partial's positions. */
function opensHere(node: ContainerDirective, lines: readonly string[]): boolean {
  const start = node.position?.start;
  return start !== undefined && /^:{3,}/.test(lines[start.line - 1]?.slice(start.column - 1) ?? '');
}

/** How many colons open the directive, read from its line. */
function openingSize(node: ContainerDirective, lines: readonly string[]): number {
  const start = node.position?.start;
  const opening = start ? /^:+/.exec(lines[start.line - 1]?.slice(start.column - 1) ?? '') : null;
  return opening ? opening[0].length : 3;
}

/** Whether the directive ends with a closing line of at least as many colons (its last line). */
function closed(node: ContainerDirective, lines: readonly string[]): boolean {
  const end = node.position?.end;
  if (!end || end.line === node.position!.start.line) return false;
  const last = lines[end.line - 1]?.slice(0, end.column - 1) ?? '';
  const fence = /^[ \t>]*(:+)[ \t]*$/.exec(last);
  return fence !== null && fence[1].length >= openingSize(node, lines);
}
