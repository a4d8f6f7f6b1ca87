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
  /** The date in the file or folder name, as `YYYY-MM-DD`. */
  fileDate?: string;
  /** The slug the path gives, Docusaurus' way: `2025/01/10/hello` for `2025-01-10-hello.md`, `notes/hello` for `notes/hello.md`. */
  fileSlug: string;
  /** The title the path gives a post that has none: `hello` for `2025-01-10-hello.md`, `notes/hello` for `notes/hello.md`. */
  fileText: string;
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

/**
 * A date anywhere in a post's path (`2025-01-10-hello.md`, `2025-01-10-hello/index.md`,
 * `2025/01/10/hello.md`), with the folders before it and the name after it, as Docusaurus reads it.
 */
const DATED_PATH = /^(?<folder>.*)(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2})[-/]?(?<name>.*?)(?:\/index)?\.mdx?$/;

/**
 * The date, slug and text of a post's path relative to the blog folder: dated posts get
 * `YYYY/MM/DD/name` (the date as written), others their path; the text (the name, or the path)
 * is the title of a post that gives none, as in Docusaurus.
 */
export function parsePostPath(rel: string): { date?: string; slug: string; text: string } {
  const dated = DATED_PATH.exec(rel)?.groups;
  if (!dated) {
    const path = rel.replace(/(?:\/index)?\.mdx?$/, '');
    return { slug: path, text: path };
  }
  const { folder, year, month, day, name } = dated;
  return { date: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, slug: `${year}/${month}/${day}/${folder}${name}`, text: name };
}

/** The blog's posts' Markdown files, relative to the blog folder. */
function postFiles(files: SiteFiles, dir: string): string[] {
  return filesUnder(files, dir).filter((rel) => MARKDOWN_FILE.test(rel) && !rel.split('/').some((part) => part.startsWith('_')));
}

/** The posts' Markdown files of the blog folder (relative to the content folder), relative to the content folder. */
export function blogMarkdown(files: SiteFiles, dir: string): string[] {
  return hasFolder(files, dir) ? postFiles(files, dir).map((rel) => contentPath(dir, rel)) : [];
}

/** The blog folder (relative to the content folder): posts (`YYYY-MM-DD-name.md`, `YYYY-MM-DD-name/index.md`, `YYYY/MM/DD/name.md`, or undated), authors.yml and tags.yml. */
export function loadBlog(dir: string, files: SiteFiles, compiled: CompiledFiles): { value: BlogSource; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const absolute = join(files.contentDir, dir);
  const posts: PostSource[] = [];
  for (const rel of postFiles(files, dir)) {
    const file = join(absolute, rel);
    const loaded = compiled.get(contentPath(dir, rel)) ?? { diagnostics: [] };
    diagnostics.push(...loaded.diagnostics);
    if (!loaded.value) continue;
    const fm = validateFrontMatter(blogFrontMatterSchema, loaded.value.frontMatter, file);
    diagnostics.push(...fm.diagnostics);
    if (!fm.value) continue;
    const path = parsePostPath(rel);
    posts.push({ file, fileDate: path.date, fileSlug: path.slug, fileText: path.text, md: loaded.value, frontMatter: fm.value });
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
