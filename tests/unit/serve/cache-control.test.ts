import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, isContentHashed, REVALIDATE } from '../../../cli/serve/cache-control.ts';

describe('isContentHashed', () => {
  it.each([
    'assets/entry-3F5XQ2AB.js',
    'entry-3F5XQ2AB.js',
    'deep/er/chunk-AB12CD34.css',
    'main.3f2a1b9c.css',
    'index-BXc3fT1q.js',
    'chunk-AB12CD34.js.map',
    'img/logo-a1b2c3d4e5.svg',
    'font-Zx_9-kL2.woff2',
    'search/3F5A0C2B19C0/docs-4.json',
  ])('%s is hashed', (file) => {
    expect(isContentHashed(file)).toBe(true);
  });

  it.each([
    'assets/app.js',
    'app-1a2b.js',
    'my-favourite.js',
    'jquery.min.js',
    'getting-started.css',
    'blog/rss.xml',
    'entry3F5XQ2AB.js',
    'entry-3F5XQ2AB',
    'search/dev/docs-4.json',
    'search/ABCDEFABCDEF/docs-4.json',
    'docs/3F5A0C2B19C0.html',
  ])('%s is not hashed', (file) => {
    expect(isContentHashed(file)).toBe(false);
  });
});

describe('cacheControlFor', () => {
  it('lets hashed assets be kept for a year', () => {
    expect(cacheControlFor('assets/entry-3F5XQ2AB.js')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates HTML even when its name looks hashed, and anything unhashed', () => {
    expect(cacheControlFor('blog/post-2024ABCD.html')).toBe(REVALIDATE);
    expect(cacheControlFor('img/photo.png')).toBe(REVALIDATE);
    expect(REVALIDATE).toBe('no-cache');
  });
});
