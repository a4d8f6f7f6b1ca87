import { describe, expect, it } from 'vitest';
import { formatPathname, parseRequestPath, type UnsafePathReason } from '../../../cli/serve/safe-path.ts';

function accepted(target: string) {
  const result = parseRequestPath(target);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(target)} to be accepted, got ${result.reason}`);
  return result.path;
}

describe('parseRequestPath: accepted paths', () => {
  it.each([
    ['/', [], true, ''],
    ['/blog/archive', ['blog', 'archive'], false, ''],
    ['/company/', ['company'], true, ''],
    ['/assets/app-1a2b.js', ['assets', 'app-1a2b.js'], false, ''],
    ['/blog/archive.html?page=2&x=%2e%2e', ['blog', 'archive.html'], false, '?page=2&x=%2e%2e'],
    ['/?', [], true, '?'],
    ['/caf%C3%A9/a%20b', ['café', 'a b'], false, ''],
    // Decoded once only: `%252e` is a file literally named `%2e`, which cannot climb.
    ['/%252e%252e/x', ['%2e%2e', 'x'], false, ''],
    ['/.well-known/security.txt', ['.well-known', 'security.txt'], false, ''],
    ['/..foo/bar..', ['..foo', 'bar..'], false, ''],
    ['/a+b', ['a+b'], false, ''],
  ])('%s', (target, segments, trailingSlash, search) => {
    expect(accepted(target)).toEqual({ segments, trailingSlash, search });
  });
});

describe('parseRequestPath: rejected paths', () => {
  it.each<[string, UnsafePathReason]>([
    ['', 'not-origin-form'],
    ['*', 'not-origin-form'],
    ['blog/archive', 'not-origin-form'],
    ['http://example.com/index.html', 'not-origin-form'],
    ['/..', 'dot-segment'],
    ['/../outside/secret.txt', 'dot-segment'],
    ['/blog/../../secret', 'dot-segment'],
    ['/blog/..', 'dot-segment'],
    ['/./index.html', 'dot-segment'],
    ['/%2e%2e/secret', 'dot-segment'],
    ['/%2E%2E/secret', 'dot-segment'],
    ['/.%2e/secret', 'dot-segment'],
    ['/%2e./secret', 'dot-segment'],
    ['/blog/%2e', 'dot-segment'],
    ['/.../secret', 'dot-segment'],
    ['/.. /secret', 'dot-segment'],
    ['/..%20/secret', 'dot-segment'],
    ['/..%2fsecret', 'encoded-slash'],
    ['/%2e%2e%2fsecret', 'encoded-slash'],
    ['/blog%2Farchive', 'encoded-slash'],
    ['/..\\secret', 'backslash'],
    ['/blog\\..\\..\\secret', 'backslash'],
    ['/%5c..%5csecret', 'backslash'],
    ['/..%5Csecret', 'backslash'],
    ['/index.html\0.txt', 'nul-byte'],
    ['/index.html%00.txt', 'nul-byte'],
    ['/%00', 'nul-byte'],
    ['/?q=\0', 'nul-byte'],
    ['/a%0d%0aSet-Cookie:x', 'control-character'],
    ['/a%7f', 'control-character'],
    ['/?q=\r\nLocation:x', 'control-character'],
    ['/%', 'malformed-encoding'],
    ['/%zz', 'malformed-encoding'],
    ['/%e0%a4%a', 'malformed-encoding'],
    ['/%ff', 'malformed-encoding'],
    // An overlong UTF-8 encoding of `.` is not UTF-8 at all.
    ['/%c0%ae%c0%ae/secret', 'malformed-encoding'],
    ['//evil.example/x.html', 'empty-segment'],
    ['/blog//archive', 'empty-segment'],
    ['/blog//', 'empty-segment'],
  ])('%j → %s', (target, reason) => {
    expect(parseRequestPath(target)).toEqual({ ok: false, reason });
  });
});

describe('parseRequestPath: no accepted path can leave the root', () => {
  // Every combination of a few dangerous pieces, three deep: whatever is accepted must consist
  // of plain names only.
  const pieces = ['.', '..', '%2e', '%2E%2e', '%2f', '%5c', '\\', '%00', 'a', '', '%', '%2', '...', '.a', '%252e'];
  const targets: string[] = [];
  for (const a of pieces) for (const b of pieces) for (const c of pieces) targets.push(`/${a}/${b}${c}`);

  it(`holds for ${targets.length} combinations`, () => {
    const unsafe = targets.filter((target) => {
      const result = parseRequestPath(target);
      return result.ok && result.path.segments.some((segment) => /^[. ]*$|[/\\\0]/.test(segment));
    });
    expect(unsafe).toEqual([]);
  });
});

describe('formatPathname', () => {
  it.each([
    [[], false, '/'],
    [[], true, '/'],
    [['blog', 'archive'], false, '/blog/archive'],
    [['company'], true, '/company/'],
    [['café', 'a b', 'x?y#z'], false, '/caf%C3%A9/a%20b/x%3Fy%23z'],
  ])('%j trailing=%s → %s', (segments, trailingSlash, expected) => {
    expect(formatPathname(segments, trailingSlash)).toBe(expected);
  });

  it('round-trips through parseRequestPath', () => {
    const segments = ['blog', 'ça va?', '100%', 'a#b'];
    expect(accepted(formatPathname(segments, false)).segments).toEqual(segments);
  });
});
