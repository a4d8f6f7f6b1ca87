import { posix } from 'node:path';
import { MARKDOWN_FILE, type SiteFiles } from '../../files/site-files.ts';
import { deferredAt } from '../../files/deferred-sources.ts';

const IMPORT = /^import\s(?:[^'"]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm;
const IMPORT_BYTES = Buffer.from('import');
const decoder = new TextDecoder();

/**
 * The JSON and Markdown files of the content folder that a file may import, partials' own
 * imports included: what an MDX file needs besides itself, found before it compiles (the
 * compiler sees no other file) from its `import … from '…'` lines. A file without a line that
 * starts with `import` is settled without decoding it, a deferred one by the specifiers the last
 * build found in it, without reading it. Paths are relative to the content folder, sorted.
 */
export function importCandidates(files: SiteFiles, path: string, siteRoot: string): string[] {
  const found = new Set<string>();
  const queue = [path];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    for (const specifier of specifiersOf(files, current)) {
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
 * The specifiers of a file's `import … from '…'` lines, as JavaScript reads the strings (Docusaurus
 * content writes `\_partial.mdx` for Markdown editors' sake): none without a line that starts with `import`.
 */
export function importSpecifiers(bytes: Uint8Array): string[] {
  const from = firstLineImport(bytes);
  if (from < 0) return [];
  return Array.from(decoder.decode(bytes.subarray(from)).matchAll(IMPORT), ([, written]) => written.replace(/\\(.)/g, '$1'));
}

/** A source's import specifiers: a deferred one's as the last build found them, without reading it. */
function specifiersOf(files: SiteFiles, path: string): readonly string[] {
  const imports = deferredAt(files.sources, path)?.imports;
  if (imports) return imports;
  const bytes = files.sources.get(path);
  return bytes instanceof Uint8Array ? importSpecifiers(bytes) : [];
}

/**
 * Where the first line that starts with `import` starts, or -1: the text before it holds no
 * import statement, and most files that say "import" (prose, "important") have none at all.
 * A line starts after \n, \r, U+2028 or U+2029, as for the `m` flag of IMPORT, and the text
 * after a byte order mark, which decoding drops.
 */
function firstLineImport(bytes: Uint8Array): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf(IMPORT_BYTES); at >= 0; at = buffer.indexOf(IMPORT_BYTES, at + 1)) {
    if (at === 0 || buffer[at - 1] === LF || buffer[at - 1] === CR) return at;
    if (at < 3) continue;
    const [a, b, c] = [buffer[at - 3], buffer[at - 2], buffer[at - 1]];
    if ((a === 0xe2 && b === 0x80 && (c === 0xa8 || c === 0xa9)) || (at === 3 && a === 0xef && b === 0xbb && c === 0xbf)) return at;
  }
  return -1;
}

const LF = 0x0a;
const CR = 0x0d;

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
