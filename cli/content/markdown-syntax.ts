import type { Preset } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMarkdownIt from './remark-markdown-it.ts';

/**
 * The parse step: Markdown with GFM and YAML front matter to mdast, as micromark reads it, with
 * markdown-it standing in where it gives the same tree (remark-markdown-it.ts).
 */
export const markdownSyntax: Preset = {
  plugins: [remarkParse, [remarkFrontmatter, ['yaml']], remarkGfm, remarkMarkdownIt],
};
