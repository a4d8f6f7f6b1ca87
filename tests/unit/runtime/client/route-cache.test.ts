import { describe, expect, it } from 'vitest';
import { ROUTE_CACHE_LIMIT, RouteCache } from '../../../../runtime/client/route-cache.ts';

describe('RouteCache', () => {
  it('holds up to 10000 routes by default (SPEC section 9)', () => {
    const cache = new RouteCache<number>();
    expect(cache.limit).toBe(ROUTE_CACHE_LIMIT);
    expect(ROUTE_CACHE_LIMIT).toBe(10_000);
    for (let i = 0; i < 10_050; i++) cache.set(`/p/${i}`, i);
    expect(cache.size).toBe(10_000);
    expect(cache.get('/p/0')).toBeUndefined();
    expect(cache.get('/p/49')).toBeUndefined();
    expect(cache.get('/p/50')).toBe(50);
    expect(cache.get('/p/10049')).toBe(10049);
  });

  it('evicts the least recently used entry', () => {
    const cache = new RouteCache<string>(3);
    cache.set('/a', 'a');
    cache.set('/b', 'b');
    cache.set('/c', 'c');
    expect(cache.get('/a')).toBe('a');
    cache.set('/d', 'd');
    expect(cache.has('/b')).toBe(false);
    expect(['/a', '/c', '/d'].map((k) => cache.get(k))).toEqual(['a', 'c', 'd']);
  });

  it('has() does not refresh an entry; set() of a known key does', () => {
    const cache = new RouteCache<string>(2);
    cache.set('/a', 'a');
    cache.set('/b', 'b');
    expect(cache.has('/a')).toBe(true);
    cache.set('/c', 'c');
    expect(cache.has('/a')).toBe(false);
    cache.set('/b', 'b2');
    cache.set('/d', 'd');
    expect(cache.get('/b')).toBe('b2');
    expect(cache.has('/c')).toBe(false);
  });
});
