import { join } from 'node:path';
import { z } from 'zod';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { authorSchema, blogFrontMatterSchema, tagSchema, type AuthorInput, type BlogFrontMatter } from './frontmatter-schemas.ts';
import { validateFrontMatter } from './validate-frontmatter.ts';
import { loadMarkdown, type MarkdownEnv } from './load-markdown.ts';
import { readDataFile } from './data-file.ts';
import { MARKDOWN_FILE, scanFiles } from './scan.ts';
import { mapPool } from './pool.ts';
import type { CompiledMarkdown } from './markdown.ts';

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

/** Reads the blog folder: posts (`YYYY-MM-DD-slug.md` or `.../index.md`), authors.yml and tags.yml. */
export async function loadBlog(dir: string, env: MarkdownEnv): Promise<{ value: BlogSource; diagnostics: Diagnostic[] }> {
  const scanned = await scanFiles(dir);
  const diagnostics = [...scanned.diagnostics];
  const posts: PostSource[] = [];
  const markdown = scanned.files.filter((rel) => MARKDOWN_FILE.test(rel) && !rel.split('/').some((part) => part.startsWith('_')));
  const compiled = await mapPool(markdown, 256, (rel) => loadMarkdown(join(dir, rel), env));
  for (const [i, rel] of markdown.entries()) {
    const file = join(dir, rel);
    const stem = /(?:^|\/)index\.mdx?$/.test(rel) ? rel.replace(/\/?index\.mdx?$/, '') : rel.replace(MARKDOWN_FILE, '');
    const name = stem.slice(stem.lastIndexOf('/') + 1);
    const dated = DATED.exec(name);
    const loaded = compiled[i];
    diagnostics.push(...loaded.diagnostics);
    if (!loaded.value) continue;
    const fm = validateFrontMatter(blogFrontMatterSchema, loaded.value.frontMatter, file);
    diagnostics.push(...fm.diagnostics);
    if (!fm.value) continue;
    posts.push({ file, fileDate: dated?.[1], fileSlug: dated ? dated[2] : name, md: loaded.value, frontMatter: fm.value });
  }
  const authors = readEntries(join(dir, 'authors.yml'), authorSchema, diagnostics);
  const tags = readEntries(join(dir, 'tags.yml'), tagSchema, diagnostics);
  return { value: { dir, posts, authors, tags }, diagnostics };
}

function readEntries<S extends z.ZodType>(file: string, schema: S, diagnostics: Diagnostic[]): DataEntries<z.infer<S>> {
  const entries = new Map<string, z.infer<S>>();
  const data = readDataFile(file);
  if (data.diagnostics.some((d) => d.code === 'UnreadableFile' && d.message.includes('ENOENT'))) return { entries, lines: {} };
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
