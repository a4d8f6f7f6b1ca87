import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isCompressible, negotiateCoding } from '../../../cli/serve/encoding.ts';

const request = (acceptEncoding?: string) => ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage;

describe('negotiateCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['br;q=0, *', 'gzip'],
    ['deflate', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateCoding(request(header))).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['index.html', true],
    ['a/style.css', true],
    ['app.js', true],
    ['app.mjs', true],
    ['data.json', true],
    ['app.js.map', true],
    ['rss.xml', true],
    ['x.svg', true],
    ['robots.txt', true],
    ['site.webmanifest', true],
    ['a.png', false],
    ['A.JPG', false],
    ['a.webp', false],
    ['font.woff2', false],
    ['archive.zip', false],
    ['CNAME', false],
  ])('%s: %s', (file, expected) => {
    expect(isCompressible(file)).toBe(expected);
  });
});
