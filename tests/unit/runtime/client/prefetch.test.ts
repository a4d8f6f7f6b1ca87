import { describe, expect, it, vi } from 'vitest';
import { canPrefetch, createPrefetcher } from '../../../../runtime/client/prefetch.ts';

describe('canPrefetch', () => {
  it('prefetches when the connection is unknown or fast', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({})).toBe(true);
    expect(canPrefetch({ connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(canPrefetch({ connection: { effectiveType: '3g' } })).toBe(true);
  });

  it('skips 2g connections and data-saver (SPEC section 7)', () => {
    expect(canPrefetch({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });
});

function fakeDocument(supportsPrefetch: boolean) {
  const appended: Array<{ rel: string; href: string }> = [];
  const document = {
    createElement: () => ({ rel: '', href: '', relList: { supports: (token: string) => supportsPrefetch && token === 'prefetch' } }),
    head: { append: (link: { rel: string; href: string }) => appended.push({ rel: link.rel, href: link.href }) },
  };
  return { appended, document: document as unknown as Document };
}

describe('createPrefetcher', () => {
  it('adds <link rel="prefetch"> once per URL where supported', () => {
    const { appended, document } = fakeDocument(true);
    const fetch = vi.fn();
    const prefetch = createPrefetcher({ document, fetch });
    prefetch('/blog/page-data.json');
    prefetch('/blog/page-data.json');
    prefetch('/legal/page-data.json');
    expect(appended).toEqual([
      { rel: 'prefetch', href: '/blog/page-data.json' },
      { rel: 'prefetch', href: '/legal/page-data.json' },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a credentialed GET', () => {
    const { appended, document } = fakeDocument(false);
    const fetch = vi.fn(async () => new Response('{}'));
    const prefetch = createPrefetcher({ document, fetch });
    prefetch('/blog/page-data.json');
    expect(appended).toEqual([]);
    expect(fetch).toHaveBeenCalledWith('/blog/page-data.json', { credentials: 'include' });
  });
});
