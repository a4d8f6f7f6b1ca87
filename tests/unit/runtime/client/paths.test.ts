import { describe, expect, it } from 'vitest';
import { cleanPath, parseInternal, routeKey } from '../../../../runtime/client/paths.ts';

describe('cleanPath', () => {
  it('drops .html and /index.html (SPEC section 2)', () => {
    expect(cleanPath('/company/about-us.html')).toBe('/company/about-us');
    expect(cleanPath('/company/index.html')).toBe('/company');
    expect(cleanPath('/index.html')).toBe('/');
    expect(cleanPath('/404.html')).toBe('/404');
  });

  it('leaves clean paths alone', () => {
    for (const path of ['/', '/blog', '/company/', '/services/erpnext/', '/a/.html']) expect(cleanPath(path)).toBe(path);
  });
});

describe('routeKey', () => {
  it('names a route the same with or without trailing slash or .html', () => {
    expect(routeKey('/company/')).toBe('/company');
    expect(routeKey('/company')).toBe('/company');
    expect(routeKey('/company/index.html')).toBe('/company');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/index.html')).toBe('/');
  });
});

describe('parseInternal', () => {
  const base = 'https://example.com/blog/post?x=1#top';

  it('resolves relative, absolute and hash-only URLs, cleaning the path', () => {
    expect(parseInternal('/company/about-us.html?a=b#c', base)).toEqual({ pathname: '/company/about-us', search: '?a=b', hash: '#c', href: '/company/about-us?a=b#c' });
    expect(parseInternal('archive', base)?.pathname).toBe('/blog/archive');
    expect(parseInternal('#intro', base)).toEqual({ pathname: '/blog/post', search: '?x=1', hash: '#intro', href: '/blog/post?x=1#intro' });
    expect(parseInternal('https://example.com/legal/', base)?.href).toBe('/legal/');
  });

  it('refuses other origins and files the router does not render', () => {
    expect(parseInternal('https://other.example.com/blog', base)).toBeUndefined();
    expect(parseInternal('//cdn.example.com/x', base)).toBeUndefined();
    expect(parseInternal('/blog/rss.xml', base)).toBeUndefined();
    expect(parseInternal('/img/logo.svg', base)).toBeUndefined();
  });
});
