/**
 * Turns a raw HTTP request target into path segments that are safe to join onto the served
 * folder, or says why it is refused. Pure: no disk access, so every rule is unit-testable.
 *
 * A request is refused rather than normalised whenever normalising would guess: `..`, `%2f` or
 * `\` could mean a different folder on some platform, and a refused request cannot escape.
 */

export type UnsafePathReason =
  | 'not-origin-form'
  | 'malformed-encoding'
  | 'encoded-slash'
  | 'backslash'
  | 'nul-byte'
  | 'control-character'
  | 'dot-segment'
  | 'empty-segment';

export interface SafePath {
  /** Decoded segments: never empty, never dots only, never holding `/`, `\` or control characters. */
  readonly segments: readonly string[];
  /** Whether the path ended with `/` (true for `/` itself). */
  readonly trailingSlash: boolean;
  /** The raw query string with its `?`, or `''`; kept verbatim so redirects preserve it. */
  readonly search: string;
}

export type SafePathResult = { ok: true; path: SafePath } | { ok: false; reason: UnsafePathReason };

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// Windows drops trailing dots and spaces from names, so `.. ` or `...` could act as `..` there.
const DOTS_AND_SPACES = /^[. ]+$/;

export function parseRequestPath(target: string): SafePathResult {
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const search = queryStart === -1 ? '' : target.slice(queryStart);
  // Absolute-form (`http://host/x`) and `*` targets name no file in the served folder.
  if (!rawPath.startsWith('/')) return reject('not-origin-form');
  // The query is echoed into a Location header, where control characters must not go.
  if (CONTROL_CHARACTER.test(search)) return reject(search.includes('\0') ? 'nul-byte' : 'control-character');

  const rawSegments = rawPath.slice(1).split('/');
  const trailingSlash = rawSegments.at(-1) === '';
  if (trailingSlash) rawSegments.pop();

  const segments: string[] = [];
  for (const raw of rawSegments) {
    const decoded = decodeSegment(raw);
    if (decoded === undefined) return reject('malformed-encoding');
    const problem = segmentProblem(decoded);
    if (problem) return reject(problem);
    segments.push(decoded);
  }
  return { ok: true, path: { segments, trailingSlash, search } };
}

/** The canonical URL path for segments: each one percent-encoded, so it round-trips through parseRequestPath. */
export function formatPathname(segments: readonly string[], trailingSlash: boolean): string {
  const joined = segments.map(encodeURIComponent).join('/');
  return `/${joined}${trailingSlash && segments.length > 0 ? '/' : ''}`;
}

function decodeSegment(raw: string): string | undefined {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    // A stray `%`, a truncated escape or bytes that are not UTF-8.
    return undefined;
  }
}

// Checked after decoding, so `%2e%2e`, `%5c` and `%00` are caught exactly like their raw forms.
function segmentProblem(segment: string): UnsafePathReason | undefined {
  // `//evil.example/x.html` would otherwise redirect to the protocol-relative `//evil.example/x`.
  if (segment === '') return 'empty-segment';
  if (segment.includes('/')) return 'encoded-slash';
  if (segment.includes('\\')) return 'backslash';
  if (segment.includes('\0')) return 'nul-byte';
  if (CONTROL_CHARACTER.test(segment)) return 'control-character';
  if (DOTS_AND_SPACES.test(segment)) return 'dot-segment';
  return undefined;
}

function reject(reason: UnsafePathReason): SafePathResult {
  return { ok: false, reason };
}
