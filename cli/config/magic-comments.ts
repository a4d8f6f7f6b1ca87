/**
 * A magic comment of code blocks, Docusaurus' `themeConfig.prism.magicComments` entry: a comment
 * line holding `line` gives the next line `className`; lines between `block.start` and
 * `block.end` get it too. The comment lines are removed from the code shown. Apart from the
 * schema, so that the Markdown compiler reads it without loading zod.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus' default magic comment: `highlight-next-line`, `highlight-start` … `highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];
