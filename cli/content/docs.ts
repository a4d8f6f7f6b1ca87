import { join } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { contentPath, filesUnder, hasFolder, MARKDOWN_FILE, type SiteFiles } from '../files/site-files.ts';
import { docFrontMatterSchema, type DocFrontMatter } from './frontmatter-schemas.ts';
import { validateFrontMatter } from './validate-frontmatter.ts';
import { parseDataFile } from './data-file.ts';
import type { CompiledMarkdown } from './markdown.ts';
import type { CompiledFiles } from './compiled-files.ts';
import { z } from 'zod';
import type { SidebarsSource } from './sidebars-file.ts';
import { categoryLinkSchema } from './category-link.ts';
import type { LastUpdate } from '../files/git-history.ts';
import { numberPrefix, withoutNumberPrefixes } from './number-prefix.ts';

export interface DocSource {
  /**
   * Folder path plus file name without extension (or the front matter `id`), number prefixes
   * taken off as Docusaurus does: `erpnext/complex-migrations` for `01-erpnext/02-complex-migrations.md`.
   */
  id: string;
  file: string;
  /** Posix folder of the file inside the section, '' at the top. */
  dir: string;
  /** Base name without extension. */
  name: string;
  /** `dir` and the doc's own id (`id`'s last part) as its route has them: `erpnext`, `complex-migrations`. */
  route: { dir: string; name: string };
  /** `sidebar_position`, else the file name's number prefix. */
  position?: number;
  isIndex: boolean;
  md: CompiledMarkdown;
  frontMatter: DocFrontMatter;
  /** The last commit that changed the file, when the section shows it. */
  lastUpdate?: LastUpdate;
}

const categorySchema = z.looseObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  /** `null` keeps the folder's index doc from becoming the category's page. */
  link: categoryLinkSchema.nullable().optional(),
});

export type CategorySource = z.infer<typeof categorySchema> & {
  dir: string;
  file: string;
  /** Line of each top-level key in the file. */
  lines: Record<string, number>;
};

export interface SectionSource {
  id: string;
  dir: string;
  docs: DocSource[];
  categories: CategorySource[];
  /** The section's sidebars file, when the config names one. */
  sidebars?: SidebarsSource;
}

const CATEGORY = /^_category_\.(json|ya?ml)$/;

/**
 * The Markdown files of a section folder (relative to the content folder) that are docs, relative
 * to the content folder: not those whose name or folder starts with `_` (partials, as in Docusaurus).
 */
export function sectionMarkdown(files: SiteFiles, dir: string): string[] {
  return filesUnder(files, dir)
    .filter((rel) => MARKDOWN_FILE.test(rel) && !rel.split('/').some((part) => part.startsWith('_')))
    .map((rel) => contentPath(dir, rel));
}

/** Docusaurus' index of a folder: `index`, `readme`, or a doc named as its folder (`guides/guides.md`), in any case. */
function isCategoryIndex(name: string, folder: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'index' || lower === 'readme' || (folder !== '' && lower === folder.slice(folder.lastIndexOf('/') + 1).toLowerCase());
}

/** One docs section folder (relative to the content folder): its compiled Markdown files and `_category_` files. */
export function loadSection(id: string, dir: string, files: SiteFiles, compiled: CompiledFiles): { value: SectionSource; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const absolute = join(files.contentDir, dir);
  if (!hasFolder(files, dir)) diagnostics.push(diagnostic('UnreadableFolder', 'Cannot read the folder (ENOENT).', { file: absolute }));
  const docs: DocSource[] = [];
  const categories: CategorySource[] = [];
  for (const rel of filesUnder(files, dir)) {
    const slash = rel.lastIndexOf('/');
    const folder = slash < 0 ? '' : rel.slice(0, slash);
    const base = rel.slice(slash + 1);
    const file = join(absolute, rel);
    if (CATEGORY.test(base)) {
      const data = parseDataFile(files.sources.get(contentPath(dir, rel)), file);
      diagnostics.push(...data.diagnostics);
      const parsed = categorySchema.safeParse(data.value ?? {});
      if (parsed.success) categories.push({ ...parsed.data, dir: folder, file, lines: data.lines });
      else {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '');
          diagnostics.push(diagnostic('InvalidDataFile', `\`${key}\`: ${issue.message}.`, { file, line: data.lines[key] }));
        }
      }
      continue;
    }
    const loaded = compiled.get(contentPath(dir, rel));
    if (!loaded) continue;
    diagnostics.push(...loaded.diagnostics);
    if (!loaded.value) continue;
    const fm = validateFrontMatter(docFrontMatterSchema, loaded.value.frontMatter, file);
    diagnostics.push(...fm.diagnostics);
    if (!fm.value) continue;
    const name = base.replace(MARKDOWN_FILE, '');
    const parse = fm.value.parse_number_prefixes !== false;
    const prefixed = parse ? numberPrefix(name) : { name };
    const ownId = fm.value.id ?? prefixed.name;
    const routeDir = parse ? withoutNumberPrefixes(folder) : folder;
    docs.push({
      id: routeDir ? `${routeDir}/${ownId}` : ownId,
      file,
      dir: folder,
      name,
      route: { dir: routeDir, name: ownId },
      position: fm.value.sidebar_position ?? prefixed.position,
      isIndex: isCategoryIndex(name, folder),
      md: loaded.value,
      frontMatter: fm.value,
    });
  }
  return { value: { id, dir: absolute, docs, categories }, diagnostics };
}
