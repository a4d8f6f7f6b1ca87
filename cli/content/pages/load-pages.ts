import { join } from 'node:path';
import { z } from 'zod';
import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import type { PageFolderFiles } from '../../files/read-page-files.ts';
import { sourceText } from '../decode-source.ts';
import type { MarkdownResult, MarkdownSource } from '../compile-markdown.ts';
import type { CompiledMarkdown } from '../markdown.ts';
import { validateFrontMatter } from '../validate-frontmatter.ts';
import { pageFiles, type PageFile } from './page-routes.ts';

/** Docusaurus' front matter of a Markdown page (docusaurus-plugin-content-pages). */
export const pageFrontMatterSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  wrapperClassName: z.string().optional(),
  hide_table_of_contents: z.boolean().default(false),
  draft: z.boolean().default(false),
  unlisted: z.boolean().default(false),
});
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

/** A page of the pages folder: a React page (bundled later, by the bundle stage) or a compiled Markdown page. */
export type PageSource = PageFile & { file: string } & ({ type: 'react' } | { type: 'markdown'; md: CompiledMarkdown; frontMatter: PageFrontMatter });

/** The pages folder's pages, and its Markdown pages to compile with the content (in the same call: the executor keeps one call's results). */
export interface PagesToCompile {
  files: PageFile[];
  sources: MarkdownSource[];
  diagnostics: Diagnostic[];
}

export function pagesToCompile(folder: PageFolderFiles): PagesToCompile {
  const diagnostics: Diagnostic[] = [...folder.diagnostics];
  const files = pageFiles(folder.paths);
  const sources = files.flatMap((page) => {
    if (page.type !== 'markdown') return [];
    const file = join(folder.dir, page.path);
    const bytes = folder.sources.get(page.path);
    if (bytes instanceof Uint8Array) return [{ file, bytes }];
    diagnostics.push(...sourceText(bytes, file).diagnostics);
    return [];
  });
  return { files, sources, diagnostics };
}

/** The pages, the Markdown ones from their compiled `results` (in the order of `planned.sources`), their table of contents within the site's levels. */
export function loadPages(config: ResolvedConfig, folder: PageFolderFiles, planned: PagesToCompile, results: readonly MarkdownResult[]): StageResult<PageSource[]> {
  const diagnostics = [...planned.diagnostics];
  const compiled = new Map(planned.sources.map((source, i) => [source.file, results[i]]));
  const { minHeadingLevel, maxHeadingLevel } = config.site.tableOfContents;
  const pages = planned.files.flatMap((page): PageSource[] => {
    const file = join(folder.dir, page.path);
    if (page.type === 'react') return [{ ...page, type: 'react', file }];
    const result = compiled.get(file);
    if (!result) return [];
    diagnostics.push(...result.diagnostics);
    if (!result.value) return [];
    const fm = validateFrontMatter(pageFrontMatterSchema, result.value.frontMatter, file);
    diagnostics.push(...fm.diagnostics);
    const toc = result.value.toc.filter((entry) => entry.level >= minHeadingLevel && entry.level <= maxHeadingLevel);
    return fm.value ? [{ ...page, type: 'markdown', file, md: { ...result.value, toc }, frontMatter: fm.value }] : [];
  });
  return { value: pages, diagnostics };
}
