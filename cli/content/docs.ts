import { join } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { docFrontMatterSchema, type DocFrontMatter } from './frontmatter-schemas.ts';
import { validateFrontMatter } from './validate-frontmatter.ts';
import { loadMarkdown, type MarkdownEnv } from './load-markdown.ts';
import { readDataFile } from './data-file.ts';
import { MARKDOWN_FILE, scanFiles } from './scan.ts';
import { mapPool } from './pool.ts';
import type { CompiledMarkdown } from './markdown.ts';
import { z } from 'zod';

export interface DocSource {
  /** Folder path plus file name without extension (or the front matter `id`): `erpnext/complex-migrations`. */
  id: string;
  file: string;
  /** Posix folder of the file inside the section, '' at the top. */
  dir: string;
  /** Base name without extension. */
  name: string;
  isIndex: boolean;
  md: CompiledMarkdown;
  frontMatter: DocFrontMatter;
}

export interface CategorySource {
  dir: string;
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
}

export interface SectionSource {
  id: string;
  dir: string;
  docs: DocSource[];
  categories: CategorySource[];
}

const categorySchema = z.looseObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
});

const CATEGORY = /^_category_\.(json|ya?ml)$/;

/** Reads one docs section folder: its Markdown files and `_category_` files. */
export async function loadSection(id: string, dir: string, env: MarkdownEnv): Promise<{ value: SectionSource; diagnostics: Diagnostic[] }> {
  const scanned = await scanFiles(dir);
  const diagnostics = [...scanned.diagnostics];
  const docs: DocSource[] = [];
  const categories: CategorySource[] = [];
  const markdown = scanned.files.filter((rel) => MARKDOWN_FILE.test(rel) && !rel.slice(rel.lastIndexOf('/') + 1).startsWith('_'));
  const compiled = new Map(await mapPool(markdown, 256, async (rel) => [rel, await loadMarkdown(join(dir, rel), env)] as const));
  for (const rel of scanned.files) {
    const slash = rel.lastIndexOf('/');
    const folder = slash < 0 ? '' : rel.slice(0, slash);
    const base = rel.slice(slash + 1);
    const file = join(dir, rel);
    if (CATEGORY.test(base)) {
      const data = readDataFile(file);
      diagnostics.push(...data.diagnostics);
      const parsed = categorySchema.safeParse(data.value ?? {});
      if (parsed.success) categories.push({ dir: folder, file, ...parsed.data });
      else {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '');
          diagnostics.push(diagnostic('InvalidDataFile', `\`${key}\`: ${issue.message}.`, { file, line: data.lines[key] }));
        }
      }
      continue;
    }
    const loaded = compiled.get(rel);
    if (!loaded) continue;
    diagnostics.push(...loaded.diagnostics);
    if (!loaded.value) continue;
    const fm = validateFrontMatter(docFrontMatterSchema, loaded.value.frontMatter, file);
    diagnostics.push(...fm.diagnostics);
    if (!fm.value) continue;
    const name = base.replace(MARKDOWN_FILE, '');
    const ownId = fm.value.id ?? name;
    docs.push({
      id: folder ? `${folder}/${ownId}` : ownId,
      file,
      dir: folder,
      name,
      isIndex: /^(index|readme)$/i.test(name),
      md: loaded.value,
      frontMatter: fm.value,
    });
  }
  return { value: { id, dir, docs, categories }, diagnostics };
}
