import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressionCache, negotiateEncoding } from '../../../cli/serve/compression.ts';
import { contentEtag, hashBody, matchesIfNoneMatch } from '../../../cli/serve/etag.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0', undefined],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['br;q=0, *', 'gzip'],
    ['deflate', undefined],
    ['gzip;q=nonsense, br;q=0.1', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('CompressionCache', () => {
  const body = Buffer.from('<p>hello</p>\n'.repeat(100));

  it('produces bodies that decompress to the original', async () => {
    const cache = new CompressionCache();
    const hash = hashBody(body);
    expect(brotliDecompressSync(await cache.get('/a.html', hash, 'br', body))).toEqual(body);
    expect(gunzipSync(await cache.get('/a.html', hash, 'gzip', body))).toEqual(body);
  });

  it('compresses a version once, even for concurrent requests', async () => {
    const cache = new CompressionCache();
    const hash = hashBody(body);
    const [first, concurrent] = await Promise.all([cache.get('/a.html', hash, 'br', body), cache.get('/a.html', hash, 'br', body)]);
    expect(concurrent).toBe(first);
    expect(await cache.get('/a.html', hash, 'br', body)).toBe(first);
  });

  it('recompresses when the body changes', async () => {
    const cache = new CompressionCache();
    const before = await cache.get('/a.html', hashBody(body), 'gzip', body);
    const changed = Buffer.from('<p>changed</p>');
    const after = await cache.get('/a.html', hashBody(changed), 'gzip', changed);
    expect(after).not.toBe(before);
    expect(gunzipSync(after)).toEqual(changed);
  });
});

describe('ETags', () => {
  const hash = hashBody(Buffer.from('x'));

  it('gives each coding its own strong tag', () => {
    expect(contentEtag(hash, undefined)).toBe(`"${hash}"`);
    expect(contentEtag(hash, 'br')).toBe(`"${hash}-br"`);
    expect(contentEtag(hash, 'gzip')).toBe(`"${hash}-gzip"`);
  });

  it.each([
    [undefined, false],
    ['"other"', false],
    ['"abc"', true],
    ['"other", "abc"', true],
    ['W/"abc"', true],
    ['*', true],
    ['abc', false],
  ])('If-None-Match %j matches "abc": %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected);
  });
});
