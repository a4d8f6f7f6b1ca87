import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DOCS_SHARE, planSite } from './generator/plan.ts';
import { renderPage } from './generator/page.ts';
import { SECTIONS } from './generator/vocabulary.ts';
import type { GeneratedFile } from './generate-site.ts';

export interface VersionedSiteOptions {
  /** Docs per version. */
  docs: number;
  /** Versions of every docs section: current and `versions - 1` released ones. */
  versions: number;
  seed: number;
}

/**
 * A docs-only generated site of `docs` docs in its four sections, each with `versions` versions
 * laid out as Docusaurus does (`<id>_versions.json`, `<id>_versioned_docs/version-<v>/`): every
 * released version a copy of current, so each version costs what current does. Links name routes
 * of the last version, which every version has.
 */
export function* generateVersionedSite(options: VersionedSiteOptions): Generator<GeneratedFile> {
  const full = planSite({ pages: Math.ceil(options.docs / DOCS_SHARE), seed: options.seed });
  // Docs only: their links then lead to docs only.
  const plan = { ...full, pages: full.pages.filter((page) => page.kind === 'doc') };
  const released = Array.from({ length: options.versions - 1 }, (_, i) => `${options.versions - 1 - i}.0`);
  yield { path: 'site.config.ts', contents: "import { defineConfig } from 'sitegen';\n\nexport default defineConfig({ title: 'Bench', url: 'https://example.com', blog: false });\n" };
  const files: GeneratedFile[] = [
    ...plan.categories.map((category) => ({ path: category.file, contents: `label: ${JSON.stringify(category.label)}\nposition: ${category.position}\n` })),
    ...plan.pages.map((page) => ({ path: page.file, contents: renderPage(plan, page) })),
  ];
  for (const file of files) {
    yield file;
    const [, section, ...rest] = file.path.split('/');
    for (const version of released) yield { path: `${section}_versioned_docs/version-${version}/${rest.join('/')}`, contents: file.contents };
  }
  if (released.length > 0) for (const section of SECTIONS) yield { path: `${section}_versions.json`, contents: `${JSON.stringify(released)}\n` };
}

/** Writes the site into `dir`, leaving files that hold the right bytes alone; the number of docs it has in all. */
export async function writeVersionedSite(dir: string, options: VersionedSiteOptions): Promise<number> {
  let docs = 0;
  for (const file of generateVersionedSite(options)) {
    if (file.path.endsWith('.md')) docs++;
    const target = join(dir, file.path);
    if ((await readFile(target, 'utf8').catch(() => undefined)) === file.contents) continue;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
  return docs;
}
