/**
 * Maps a safe request path onto a file in the served folder, applying the clean-URL rules:
 * `/a` serves `a`, `a.html` or `a/index.html`; `/a/` serves `a/index.html`; `/a.html` and
 * `/a/index.html` redirect to `/a` when that lands on the same file.
 *
 * Nothing is cached: a build may rename a new folder into place between two requests.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { missingAsUndefined } from './missing-file.ts';
import { formatPathname, type SafePath } from './safe-path.ts';

export interface FoundFile {
  /** Real absolute path, symlinks resolved; always inside the real root. */
  readonly file: string;
  /** The requested path relative to the root, with `/` separators (e.g. `blog/archive/index.html`). */
  readonly relative: string;
}

export type Resolution =
  | ({ kind: 'file' } & FoundFile)
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

export async function resolveRequest(root: string, request: SafePath): Promise<Resolution> {
  const realRoot = await realpathOrUndefined(root);
  // The root is briefly missing while a build swaps folders; that is a miss, not a fault.
  if (realRoot === undefined) return { kind: 'not-found' };
  const { segments, trailingSlash, search } = request;

  if (trailingSlash) return asResolution(await findFile(realRoot, [...segments, 'index.html']));

  const clean = withoutHtmlSuffix(segments);
  if (clean === undefined) return asResolution(await findClean(realRoot, segments));

  const literal = await findFile(realRoot, segments);
  const target = await findClean(realRoot, clean);
  if (target && (!literal || literal.file === target.file)) {
    return { kind: 'redirect', location: formatPathname(clean, false) + search };
  }
  return asResolution(literal);
}

/** The site's custom not-found page, if it has one. */
export async function findNotFoundPage(root: string): Promise<FoundFile | undefined> {
  const realRoot = await realpathOrUndefined(root);
  return realRoot === undefined ? undefined : findFile(realRoot, ['404.html']);
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

async function findClean(realRoot: string, segments: readonly string[]): Promise<FoundFile | undefined> {
  if (segments.length === 0) return findFile(realRoot, ['index.html']);
  const parent = segments.slice(0, -1);
  const last = segments[segments.length - 1];
  return (
    (await findFile(realRoot, segments)) ??
    (await findFile(realRoot, [...parent, `${last}.html`])) ??
    (await findFile(realRoot, [...segments, 'index.html']))
  );
}

async function findFile(realRoot: string, segments: readonly string[]): Promise<FoundFile | undefined> {
  const real = await realpathOrUndefined(path.join(realRoot, ...segments));
  // A symlink may point anywhere; only its target's real location decides whether it is served.
  if (real === undefined || !isInside(realRoot, real)) return undefined;
  const stats = await stat(real).catch(missingAsUndefined);
  return stats?.isFile() ? { file: real, relative: segments.join('/') } : undefined;
}

function isInside(realRoot: string, real: string): boolean {
  const relative = path.relative(realRoot, real);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

function asResolution(found: FoundFile | undefined): Resolution {
  return found ? { kind: 'file', ...found } : { kind: 'not-found' };
}

async function realpathOrUndefined(target: string): Promise<string | undefined> {
  return realpath(target).catch(missingAsUndefined);
}
