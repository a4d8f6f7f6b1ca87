import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Collapsible } from '../../../../runtime/theme/Collapsible.tsx';
import { COLLAPSE_EASING, collapseDuration } from '../../../../runtime/theme/collapse-timing.ts';

describe('collapseDuration', () => {
  it('is round(10 * (4 + 15 * (h/36)^0.25 + (h/36)/5)) ms', () => {
    expect(collapseDuration(0)).toBe(40);
    expect(collapseDuration(36)).toBe(192);
    expect(collapseDuration(100)).toBe(239);
    expect(collapseDuration(500)).toBe(357);
    expect(collapseDuration(1000)).toBe(440);
  });

  it('grows with the height', () => {
    const durations = [10, 50, 200, 800, 3000].map(collapseDuration);
    expect([...durations].sort((a, b) => a - b)).toEqual(durations);
  });

  it('eases in and out', () => {
    expect(COLLAPSE_EASING).toBe('ease-in-out');
  });
});

describe('Collapsible', () => {
  it('renders collapsed content hidden with zero height', () => {
    const html = renderToStaticMarkup(
      <Collapsible as="ul" className="menu__list" collapsed>
        <li>One</li>
      </Collapsible>,
    );
    expect(html).toBe('<ul class="menu__list" style="display:none;overflow:hidden;height:0px"><li>One</li></ul>');
  });

  it('renders expanded content without inline styles', () => {
    expect(renderToStaticMarkup(<Collapsible collapsed={false}>Body</Collapsible>)).toBe('<div>Body</div>');
  });
});
