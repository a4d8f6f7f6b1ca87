import type { Preset } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMarkdownIt from './remark-markdown-it.ts';
import remarkContainerDirectives from './remark-container-directives.ts';
import remarkAdmonitionTitles from './remark-admonition-titles.ts';

/**
 * The parse step: Markdown with GFM, YAML front matter and container directives (admonitions)
 * to mdast, as micromark reads it, with markdown-it standing in where it gives the same tree
 * (remark-markdown-it.ts), after Docusaurus' older `:::note Title` is read as `:::note[Title]`.
 */
export const markdownSyntax: Preset = {
  plugins: [remarkParse, [remarkFrontmatter, ['yaml']], remarkGfm, remarkContainerDirectives, remarkMarkdownIt, remarkAdmonitionTitles],
};
