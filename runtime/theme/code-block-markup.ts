/**
 * What a code block looks like, as data, for whatever renders one: Markdown's fenced blocks at
 * build time (cli/content/code-block-element.ts), a React `@theme/CodeBlock`, and the copy
 * button's script (runtime/client/copy-code.ts). The markup:
 *
 *   <div class="code-block theme-code-block language-{lang} [code-block--line-numbers]" [style="counter-reset:line-number {first - 1}"]>
 *     [<div class="code-block__title">{title}</div>]
 *     <div class="code-block__content">
 *       <pre …><code>…<span class="line [theme-code-block-highlighted-line]">…</span>…</code></pre>
 *       <button type="button" class="code-block__copy clean-btn" aria-label="Copy code to clipboard" title="Copy">{copy icon}{copied icon}</button>
 *     </div>
 *   </div>
 *
 * Line numbers are CSS counters on the lines, so they are neither read aloud nor copied.
 */

export const CODE_BLOCK_CLASS = 'code-block';
export const LINE_NUMBERS_CLASS = 'code-block--line-numbers';
export const CODE_TITLE_CLASS = 'code-block__title';
export const CODE_CONTENT_CLASS = 'code-block__content';
/** Docusaurus' class for a highlighted line, which its users' stylesheets may already style. */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';
export const COPY_BUTTON_CLASS = 'code-block__copy';
/** On the button for a moment after a copy: the copied icon shows instead of the copy icon. */
export const COPIED_CLASS = 'code-block__copy--copied';
export const COPY_LABEL = 'Copy code to clipboard';
export const COPIED_LABEL = 'Copied';

/** The icons' path data in a 16 × 16 box, drawn like the admonitions' (admonition-markup.ts's ICON_ATTRIBUTES). */
export const COPY_ICON = ['M5.75 5.75h7.5v7.5h-7.5z', 'M10.25 3.5v-.75h-7.5v7.5h.75'];
export const COPIED_ICON = ['M3 8.5l3.25 3.25L13 5'];
