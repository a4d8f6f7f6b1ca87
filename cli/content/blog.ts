import { join } from 'node:path';
import { z } from 'zod';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { authorSchema, blogFrontMatterSchema, tagSchema, type AuthorInput, type BlogFrontMatter } from './frontmatter-schemas.ts';
import { validateFrontMatter } from './validate-frontmatter.ts';
import { parseDataFile } from './data-file.ts';
import type { CompiledMarkdown } from './markdown.ts';
import type { CompiledFiles } from './compiled-files.ts';
import { contentPath, filesUnder, hasFolder, MARKDOWN_FILE, type SiteFiles, type SourceBytes } from '../files/site-files.ts';

export interface PostSource {
  file: string;
  /** Date and slug from a `YYYY-MM-DD-slug` file or folder name. */
  fileDate?: string;
  fileSlug: string;
  md: CompiledMarkdown;
  frontMatter: BlogFrontMatter;
}

export interface DataEntries<T> {
  file?: string;
  entries: Map<string, T>;
  lines: Record<string, number>;
}

export interface BlogSource {
  dir: string;
  posts: PostSource[];
  authors: DataEntries<AuthorInput>;
  tags: DataEntries<z.infer<typeof tagSchema>>;
}

const DATED = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

/** The blog's posts' Markdown files, relative to the blog folder. */
function postFiles(files: SiteFiles, dir: string): string[] {
  return filesUnder(files, dir).filter((rel) => MARKDOWN_FILE.test(rel) && !rel.split('/').some((part) => part.startsWith('_')));
}

/** The posts' Markdown files of the blog folder (relative to the content folder), relative to the content folder. */
export function blogMarkdown(files: SiteFiles, dir: string): string[] {
  return hasFolder(files, dir) ? postFiles(files, dir).map((rel) => contentPath(dir, rel)) : [];
}

/** The blog folder (relative to the content folder): posts (`YYYY-MM-DD-slug.md` or `.../index.md`), authors.yml and tags.yml. */
export function loadBlog(dir: string, files: SiteFiles, compiled: CompiledFiles): { value: BlogSource; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const absolute = join(files.contentDir, dir);
  const posts: PostSource[] = [];
  for (const rel of postFiles(files, dir)) {
    const file = join(absolute, rel);
    const stem = /(?:^|\/)index\.mdx?$/.test(rel) ? rel.replace(/\/?index\.mdx?$/, '') : rel.replace(MARKDOWN_FILE, '');
    const name = stem.slice(stem.lastIndexOf('/') + 1);
    const dated = DATED.exec(name);
    const loaded = compiled.get(contentPath(dir, rel)) ?? { diagnostics: [] };
    diagnostics.push(...loaded.diagnostics);
    if (!loaded.value) continue;
    const fm = validateFrontMatter(blogFrontMatterSchema, loaded.value.frontMatter, file);
    diagnostics.push(...fm.diagnostics);
    if (!fm.value) continue;
    posts.push({ file, fileDate: dated?.[1], fileSlug: dated ? dated[2] : name, md: loaded.value, frontMatter: fm.value });
  }
  const entries = <S extends z.ZodType>(name: string, schema: S) => readEntries(files.sources.get(contentPath(dir, name)), join(absolute, name), schema, diagnostics);
  return { value: { dir: absolute, posts, authors: entries('authors.yml', authorSchema), tags: entries('tags.yml', tagSchema) }, diagnostics };
}

function readEntries<S extends z.ZodType>(source: SourceBytes | undefined, file: string, schema: S, diagnostics: Diagnostic[]): DataEntries<z.infer<S>> {
  const entries = new Map<string, z.infer<S>>();
  if (source === undefined) return { entries, lines: {} };
  const data = parseDataFile(source, file);
  diagnostics.push(...data.diagnostics);
  if (data.value === undefined || data.value === null) return { file, entries, lines: data.lines };
  if (typeof data.value !== 'object' || Array.isArray(data.value)) {
    diagnostics.push(diagnostic('InvalidDataFile', 'Expected a mapping of keys to entries.', { file, line: 1 }));
    return { file, entries, lines: data.lines };
  }
  for (const [key, raw] of Object.entries(data.value)) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) entries.set(key, parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        const field = issue.path.length ? `.${issue.path.join('.')}` : '';
        diagnostics.push(diagnostic('InvalidDataFile', `\`${key}${field}\`: ${issue.message}.`, { file, line: data.lines[key] }));
      }
    }
  }
  return { file, entries, lines: data.lines };
}
