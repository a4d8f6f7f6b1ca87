import { describe, expect, it, vi } from 'vitest';
import { scrollIntent } from '../../../../runtime/client/scroll.ts';
import { trackPageView } from '../../../../runtime/client/analytics.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('scrollIntent (SPEC section 4, Navigation)', () => {
  it('scrolls to the top on a new path', () => {
    expect(scrollIntent(at('/blog'), at('/legal/'))).toEqual({ to: 'top' });
  });

  it('scrolls to the hash target when there is one, falling back to the top on a new path', () => {
    expect(scrollIntent(at('/blog'), at('/legal/', '', '#terms'))).toEqual({ to: 'hash', hash: '#terms', orTop: true });
    expect(scrollIntent(at('/blog'), at('/blog', '', '#terms'))).toEqual({ to: 'hash', hash: '#terms', orTop: false });
  });

  it('does not scroll when only the query string changed', () => {
    expect(scrollIntent(at('/blog'), at('/blog', '?page=2'))).toEqual({ to: 'none' });
    expect(scrollIntent(at('/company/'), at('/company', '?x'))).toEqual({ to: 'none' });
  });

  it('restores a saved position (back/forward) before anything else', () => {
    expect(scrollIntent(at('/blog'), at('/legal', '', '#x'), { x: 0, y: 640 })).toEqual({ to: 'position', x: 0, y: 640 });
  });
});

describe('trackPageView', () => {
  const win = (gtag?: unknown) => ({ gtag, location: { href: 'https://example.com/blog?x=1#y' }, document: { title: 'Blog | Acme' } });

  it('sends one page_view with path, location and title', () => {
    const gtag = vi.fn();
    expect(trackPageView('G-TEST', at('/'), at('/blog', '?x=1', '#y'), win(gtag))).toBe(true);
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'page_view', { page_path: '/blog?x=1#y', page_location: 'https://example.com/blog?x=1#y', page_title: 'Blog | Acme' });
  });

  it('counts path, query and hash changes, not a repeat of the same location', () => {
    const gtag = vi.fn();
    trackPageView('G-TEST', at('/blog'), at('/blog', '?x=1'), win(gtag));
    trackPageView('G-TEST', at('/blog'), at('/blog', '', '#y'), win(gtag));
    trackPageView('G-TEST', at('/blog'), at('/blog'), win(gtag));
    expect(gtag).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without a tracking id or without gtag', () => {
    const gtag = vi.fn();
    expect(trackPageView(undefined, at('/'), at('/blog'), win(gtag))).toBe(false);
    expect(trackPageView('  ', at('/'), at('/blog'), win(gtag))).toBe(false);
    expect(trackPageView('G-TEST', at('/'), at('/blog'), win())).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });
});
