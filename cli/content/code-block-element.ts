import type { Element, ElementContent, Text } from 'hast';
import type { HighlightedBlock } from './highlighter.ts';
import type { LineClassNames } from './code-block-options.ts';
import { element, iconHtml, raw } from './hast-element.ts';
import {
  CODE_BLOCK_CLASS,
  CODE_CONTENT_CLASS,
  CODE_TITLE_CLASS,
  COPIED_ICON,
  COPIED_LABEL,
  COPY_BUTTON_CLASS,
  COPY_ICON,
  COPY_LABEL,
  LINE_NUMBERS_CLASS,
} from '../../runtime/theme/code-block-markup.ts';

export interface CodeBlockMarkup {
  lang?: string;
  title?: string;
  /** The classes of marked lines (magic comments, `{1,3-5}`), by line from 0. */
  lineClassNames: LineClassNames;
  lineNumbersStart?: number;
}

/** A code block's `<pre>` (Shiki's, serialised or not, or plain) in its frame (runtime/theme/code-block-markup.ts), with the copy button's HTML (copyButtonHtml). */
export function codeBlockElement(pre: HighlightedBlock, { lang, title, lineClassNames, lineNumbersStart }: CodeBlockMarkup, copyButton: string = copyButtonHtml()): Element {
  // Line numbers count Shiki's line spans, which plain code gets from markLines.
  const body = Object.keys(lineClassNames).length > 0 || lineNumbersStart !== undefined ? markLines(pre, lineClassNames) : pre;
  const className = [CODE_BLOCK_CLASS, 'theme-code-block', ...(lang ? [`language-${lang}`] : []), ...(lineNumbersStart !== undefined ? [LINE_NUMBERS_CLASS] : [])];
  const properties: Element['properties'] = { className };
  if (lineNumbersStart !== undefined && lineNumbersStart !== 1) properties.style = `counter-reset:line-number ${lineNumbersStart - 1}`;
  const content = element('div', { className: [CODE_CONTENT_CLASS] }, [body as ElementContent, raw(copyButton)]);
  return element('div', properties, title ? [element('div', { className: [CODE_TITLE_CLASS] }, [{ type: 'text', value: title }]), content] : [content]);
}

/**
 * The copy button, the same for every block of a locale: its labels the locale's texts of
 * Docusaurus' `theme.CodeBlock.*` ids in `strings`, else English. A translated "Copied" rides
 * along in `data-copied`, where runtime/client/copy-code.ts finds it; English needs none.
 */
export function copyButtonHtml(strings?: Readonly<Record<string, string>>): string {
  const text = (id: string, english: string) => escapeAttribute(strings && Object.hasOwn(strings, id) ? strings[id] : english);
  const copied = text('theme.CodeBlock.copied', COPIED_LABEL);
  const copiedAttribute = copied === COPIED_LABEL ? '' : ` data-copied="${copied}"`;
  return `<button type="button" class="${COPY_BUTTON_CLASS} clean-btn" aria-label="${text('theme.CodeBlock.copyButtonAriaLabel', COPY_LABEL)}" title="${text('theme.CodeBlock.copy', 'Copy')}"${copiedAttribute}>${iconHtml(COPY_ICON)}${iconHtml(COPIED_ICON)}</button>`;
}

const LINE_START = '<span class="line">';

/**
 * The block with its lines given their classes (`theme-code-block-highlighted-line` for
 * Docusaurus' default magic comment), as a copy: Shiki's trees are cached and shared. Shiki's
 * HTML opens each line with exactly LINE_START and escapes every `<` of the code, so a serialised
 * block is marked where it splits at LINE_START; a plain block is split into lines first.
 */
export function markLines(pre: HighlightedBlock, lineClassNames: LineClassNames): HighlightedBlock {
  const classOf = (line: number) => (Object.hasOwn(lineClassNames, line) ? `line ${lineClassNames[line].join(' ')}` : undefined);
  if (pre.type === 'raw') {
    const [before, ...rest] = pre.value.split(LINE_START);
    const value = before + rest.map((line, i) => (classOf(i) ? `<span class="${escapeAttribute(classOf(i)!)}">` : LINE_START) + line).join('');
    return { ...pre, value };
  }
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!code) return pre;
  let index = 0;
  const children = withLineSpans(code.children).map((child) => {
    if (child.type !== 'element' || !isLine(child)) return child;
    // Shiki writes the class as `class`, as its HTML has it.
    const className = classOf(index++);
    return className ? { ...child, properties: { ...child.properties, class: className } } : child;
  });
  return { ...pre, children: pre.children.map((child) => (child === code ? { ...code, children } : child)) };
}

const isLine = (node: Element) => node.tagName === 'span' && node.properties.class === 'line';

/** Shiki's line spans as they are; plain code's text as spans of class `line` between line endings. */
function withLineSpans(children: ElementContent[]): ElementContent[] {
  if (children.length !== 1 || children[0].type !== 'text') return children;
  const lines = children[0].value.replace(/\n$/, '').split('\n');
  const spans: ElementContent[] = lines.flatMap((line, i) => [...(i ? [newline()] : []), element('span', { class: 'line' }, line ? [{ type: 'text', value: line }] : [])]);
  return [...spans, newline()];
}

const newline = (): Text => ({ type: 'text', value: '\n' });

/** A class list as an attribute value: a configured className may hold anything. */
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
