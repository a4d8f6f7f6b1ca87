import { describe, expect, it } from 'vitest';
import { navbarVisibilityAfterScroll } from '../../../../runtime/theme/navbar/hide-on-scroll.ts';

const page = { navbarHeight: 60, windowHeight: 800, documentHeight: 4000 };

describe('navbarVisibilityAfterScroll', () => {
  it('always shows the navbar within its own height of the top', () => {
    expect(navbarVisibilityAfterScroll({ ...page, scrollY: 40, lastScrollY: 10 })).toBe(true);
  });

  it('hides it when scrolling down past its height', () => {
    expect(navbarVisibilityAfterScroll({ ...page, scrollY: 300, lastScrollY: 200 })).toBe(false);
  });

  it('shows it when scrolling up', () => {
    expect(navbarVisibilityAfterScroll({ ...page, scrollY: 900, lastScrollY: 1000 })).toBe(true);
  });

  it('ignores the bounce at the bottom of the page', () => {
    expect(navbarVisibilityAfterScroll({ ...page, scrollY: 3190, lastScrollY: 3200 })).toBeUndefined();
  });
});
