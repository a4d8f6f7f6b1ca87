import type { Preset } from 'unified';
import remarkMdx from 'remark-mdx';
import { markdownSyntax } from '../markdown-syntax.ts';

/**
 * MDX's parse step: the Markdown syntax with MDX's ESM, expressions and JSX, read by micromark
 * (the markdown-it path steps aside for syntax extensions). Loaded only once a file reads as MDX.
 */
export const mdxSyntax: Preset = { plugins: [...(markdownSyntax.plugins ?? []), remarkMdx] };

export { default as remarkMdxStatic } from './remark-mdx-static.ts';
export { default as remarkCutDeepJsx } from './remark-cut-deep-jsx.ts';
export { toBodyTree } from './body-tree.ts';
