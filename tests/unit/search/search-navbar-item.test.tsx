import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchNavbarItem } from '../../../runtime/theme/navbar/SearchNavbarItem.tsx';

describe('the search box shell', () => {
  it('renders a collapsed, labelled combobox with its shortcuts, and nothing in the mobile menu', () => {
    const html = renderToStaticMarkup(<SearchNavbarItem item={{ type: 'search', className: 'extra' }} />);
    expect(html).toMatch(/^<div class="navbar__search extra"><input id="([^"]+)" type="text" class="navbar__search-input" role="combobox" aria-label="Search" aria-autocomplete="list" aria-expanded="false" aria-controls="\1-listbox" aria-keyshortcuts="\/ Control\+K Meta\+K" placeholder="Search" autoComplete="off"\/><\/div>$/);
    expect(renderToStaticMarkup(<SearchNavbarItem item={{ type: 'search' }} mobile />)).toBe('');
  });
});
