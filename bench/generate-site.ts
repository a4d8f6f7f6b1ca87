import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { planSite, type SitePlan } from './generator/plan.ts';
import { renderPage } from './generator/page.ts';
import { AUTHORS, TAGS } from './generator/vocabulary.ts';

export interface GenerateOptions {
  /** Markdown pages: docs plus blog posts. */
  pages: number;
  /** @default DEFAULT_SEED */
  seed?: number;
}

export interface GeneratedFile {
  /** Posix path inside the site folder. */
  path: string;
  contents: string;
}

export interface GeneratedSummary {
  docs: number;
  posts: number;
  categories: number;
  files: number;
  bytes: number;
}

export const DEFAULT_SEED = 7;

/** The whole config of a generated site: every other field must have a usable default. */
export const MINIMAL_CONFIG = `import { defineConfig } from 'sitegen';

export default defineConfig({ title: 'Bench', url: 'https://example.com' });
`;

/**
 * A Docusaurus-style site of `pages` Markdown pages, file by file. The same options give the same
 * bytes; files come one at a time so a 10,000-page site never sits in memory as text.
 */
export function* generateSite(options: GenerateOptions): Generator<GeneratedFile> {
  const plan = planSite({ pages: options.pages, seed: options.seed ?? DEFAULT_SEED });
  yield { path: 'site.config.ts', contents: MINIMAL_CONFIG };
  if (plan.pages.some((p) => p.kind === 'post')) {
    yield { path: 'content/blog/authors.yml', contents: authorsYaml() };
    yield { path: 'content/blog/tags.yml', contents: tagsYaml() };
  }
  for (const category of plan.categories) {
    yield { path: category.file, contents: `label: ${JSON.stringify(category.label)}\nposition: ${category.position}\n` };
  }
  for (const page of plan.pages) yield { path: page.file, contents: renderPage(plan, page) };
}

/**
 * Writes a generated site into `dir`. Files already holding the right bytes are left alone and
 * stray files under `content/` are removed, so regenerating an existing site changes nothing on
 * disk (a build reading it at the same time sees no gap).
 */
export async function writeGeneratedSite(dir: string, options: GenerateOptions): Promise<GeneratedSummary> {
  const made = new Set<string>();
  const written = new Set<string>();
  const summary: GeneratedSummary = { ...countPages(planSite({ pages: options.pages, seed: options.seed ?? DEFAULT_SEED })), files: 0, bytes: 0 };
  for (const file of generateSite(options)) {
    const target = join(dir, file.path);
    written.add(target);
    summary.files++;
    summary.bytes += Buffer.byteLength(file.contents);
    if ((await readFile(target, 'utf8').catch(() => undefined)) === file.contents) continue;
    const folder = dirname(target);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    await writeFile(target, file.contents);
  }
  const content = join(dir, 'content');
  const entries = await readdir(content, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !written.has(path)) await rm(path, { force: true });
  }
  // Deepest first, so a folder emptied by the loop above goes too; a folder with files stays.
  const folders = entries.filter((e) => e.isDirectory()).map((e) => join(e.parentPath, e.name));
  for (const folder of folders.sort((a, b) => b.length - a.length)) {
    if ((await readdir(folder)).length === 0) await rm(folder, { recursive: true });
  }
  return summary;
}

export function countPages(plan: SitePlan): Pick<GeneratedSummary, 'docs' | 'posts' | 'categories'> {
  const docs = plan.pages.filter((p) => p.kind === 'doc').length;
  return { docs, posts: plan.pages.length - docs, categories: plan.categories.length };
}

function authorsYaml(): string {
  return AUTHORS.map((a) =>
    [`${a.key}:`, `  name: ${a.name}`, `  title: ${a.title}`, `  url: https://example.com/team/${a.key}`, `  image_url: https://example.com/img/${a.key}.png`].join('\n'),
  ).join('\n') + '\n';
}

function tagsYaml(): string {
  return TAGS.map((key) =>
    [`${key}:`, `  label: ${key.charAt(0).toUpperCase()}${key.slice(1)}`, `  permalink: /${key}`, `  description: Posts about ${key}.`].join('\n'),
  ).join('\n') + '\n';
}
