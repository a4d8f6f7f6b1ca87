import { posix } from 'node:path';
import { MARKDOWN_FILE, type SiteFiles } from '../../files/site-files.ts';

const IMPORT = /^import\s(?:[^'"]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm;
const IMPORT_BYTES = Buffer.from('import');
const decoder = new TextDecoder();

/**
 * The JSON and Markdown files of the content folder that a file may import, partials' own
 * imports included: what an MDX file needs besides itself, found before it compiles (the
 * compiler sees no other file) from its `import … from '…'` lines. A file without the word
 * `import` is settled without decoding it. Paths are relative to the content folder, sorted.
 */
export function importCandidates(files: SiteFiles, path: string, siteRoot: string): string[] {
  const found = new Set<string>();
  const queue = [path];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const bytes = files.sources.get(current);
    if (!(bytes instanceof Uint8Array) || Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(IMPORT_BYTES) < 0) continue;
    for (const [, written] of decoder.decode(bytes).matchAll(IMPORT)) {
      // As JavaScript reads the string: Docusaurus content writes `\_partial.mdx` for Markdown editors' sake.
      const specifier = written.replace(/\\(.)/g, '$1');
      const target = contentPathOf(specifier, current, files.contentDir, siteRoot);
      if (target === undefined || found.has(target) || !files.sources.has(target)) continue;
      if (!target.endsWith('.json') && !MARKDOWN_FILE.test(target)) continue;
      found.add(target);
      if (MARKDOWN_FILE.test(target)) queue.push(target);
    }
  }
  return [...found].sort();
}

/**
 * Where a specifier points, as a posix path relative to the content folder, or undefined. It may
 * lead out of it (`../versioned_docs/version-2.0/_note.md`): the site's files hold versioned docs
 * folders beside site.config.ts under such paths, and only a path they hold is a candidate.
 */
function contentPathOf(specifier: string, importer: string, contentDir: string, siteRoot: string): string | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return posix.join(posix.dirname(importer), specifier);
  if (!specifier.startsWith('@site/')) return undefined;
  const fromRoot = posix.relative(toPosix(siteRoot), toPosix(contentDir));
  return posix.relative(fromRoot, posix.normalize(specifier.slice('@site/'.length)));
}

const toPosix = (path: string) => path.split('\\').join('/');
