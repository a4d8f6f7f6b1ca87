/**
 * The clean-URL rules, over the files a SiteFolder finds: `/a` serves `a`, `a.html` or
 * `a/index.html`; `/a/` serves `a/index.html`; `/a.html` and `/a/index.html` redirect to `/a`
 * when that lands on the same file. A site built with Docusaurus' `trailingSlash` is served as
 * `docusaurus serve` serves it: with `true`, `/a` redirects to `/a/` where that is `a/index.html`;
 * with `false`, `/a/` redirects to `/a` where that is `a.html`.
 */
import { formatPathname, type SafePath } from './safe-path.ts';

export interface FoundFile {
  /** Real absolute path, symlinks resolved; always inside the real root. */
  readonly file: string;
  /** The requested path relative to the root, with `/` separators (e.g. `blog/archive/index.html`). */
  readonly relative: string;
}

/** The file to serve at a path of the folder, if there is one. */
export type FindFile = (segments: readonly string[]) => FoundFile | undefined;

export type Resolution =
  | ({ kind: 'file' } & FoundFile)
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

export function resolveRequest(findFile: FindFile, request: SafePath, slashes?: boolean): Resolution {
  const { segments, trailingSlash, search } = request;
  /** Where a page found at `path` is published: `/a/` for a folder's index.html with `slashes` true. */
  const published = (path: readonly string[], found: FoundFile) => formatPathname(path, slashes === true && found.relative.endsWith('index.html'));

  if (trailingSlash) {
    const file = slashes === false && segments.length > 0 ? findFile([...segments.slice(0, -1), `${segments.at(-1)}.html`]) : undefined;
    if (file) return { kind: 'redirect', location: formatPathname(segments, false) + search };
    return asResolution(findFile([...segments, 'index.html']));
  }

  const clean = withoutHtmlSuffix(segments);
  if (clean === undefined) {
    const found = findClean(findFile, segments);
    if (found && segments.length > 0 && slashes === true && found.relative.endsWith('/index.html')) return { kind: 'redirect', location: published(segments, found) + search };
    return asResolution(found);
  }

  const literal = findFile(segments);
  const target = findClean(findFile, clean);
  if (target && (!literal || literal.file === target.file)) {
    return { kind: 'redirect', location: published(clean, target) + search };
  }
  return asResolution(literal);
}

/** `[a, index.html]` → `[a]`, `[a.html]` → `[a]`; undefined when the name has no `.html` to drop. */
function withoutHtmlSuffix(segments: readonly string[]): string[] | undefined {
  const last = segments.at(-1);
  if (last === undefined || !last.endsWith('.html')) return undefined;
  const parent = segments.slice(0, -1);
  if (last === 'index.html') return parent;
  const stem = last.slice(0, -'.html'.length);
  return stem === '' ? undefined : [...parent, stem];
}

function findClean(findFile: FindFile, segments: readonly string[]): FoundFile | undefined {
  if (segments.length === 0) return findFile(['index.html']);
  const parent = segments.slice(0, -1);
  const last = segments[segments.length - 1];
  return findFile(segments) ?? findFile([...parent, `${last}.html`]) ?? findFile([...segments, 'index.html']);
}

function asResolution(found: FoundFile | undefined): Resolution {
  return found ? { kind: 'file', ...found } : { kind: 'not-found' };
}
