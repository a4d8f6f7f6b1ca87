import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { navbarItemTypes } from '../../../../cli/config/navbar-schema.ts';
import type { ResolvedNavbarItem } from '../../../../cli/graph/schema.ts';
import type { Router } from '../../../../runtime/core/router-context.tsx';
import { RouterProvider } from '../../../../runtime/core/router-context.tsx';
import { SiteProvider } from '../../../../runtime/core/site-context.tsx';
import { ColorModeProvider } from '../../../../runtime/theme/color-mode/ColorModeProvider.tsx';
import { PageProvider } from '../../../../runtime/theme/page-context.tsx';
import { navbarItemKinds } from '../../../../runtime/theme/navbar/item-kinds.ts';
import { NavbarItem, NavbarItemErrorBoundary, navbarItemComponent } from '../../../../runtime/theme/navbar/NavbarItem.tsx';
import { MobileDropdownContext } from '../../../../runtime/theme/navbar/Dropdown.tsx';
import { MobileDropdown } from '../../../../runtime/theme/navbar/MobileDropdown.tsx';
import { clientSiteData, docPage, homePage, navbarItems } from '../fixtures.ts';
import { innerOf, renderInTheme, tagsWithClass } from './render.tsx';

/** Mobile items render inside the (lazily loaded) mobile sidebar, which provides the mobile dropdown. */
const Mobile = ({ item }: { item: ResolvedNavbarItem }) => (
  <MobileDropdownContext.Provider value={MobileDropdown}>
    <NavbarItem item={item} mobile />
  </MobileDropdownContext.Provider>
);

const itemOf = <K extends ResolvedNavbarItem['type']>(type: K) => navbarItems.find((item) => item.type === type) as Extract<ResolvedNavbarItem, { type: K }>;

describe('the navbar item table', () => {
  it('has a component for every configurable kind', () => {
    expect(Object.keys(navbarItemKinds).sort()).toEqual([...navbarItemTypes].sort());
  });

  it('an unknown kind is a developer error', () => {
    expect(() => navbarItemComponent('megaMenu')).toThrow('Unknown navbar item type "megaMenu".');
    expect(() => navbarItemComponent('toString')).toThrow('Unknown navbar item type "toString".');
  });

  it('a failing item renders a message asking to check its configuration', () => {
    const item = { type: 'docsVersionDropdown', section: 'nope' };
    const boundary = new NavbarItemErrorBoundary({ item, children: null });
    boundary.state = NavbarItemErrorBoundary.getDerivedStateFromError(new Error('No version "2.0"', { cause: new Error('inner') }));
    const html = renderToStaticMarkup(<>{boundary.render()}</>);
    expect(html).toMatch(/^<div class="navbar__item navbar__item--error" role="alert">/);
    expect(html).toContain('A navbar item failed to render. Please check this item in navbar.items of site.config.ts:');
    expect(html).toContain('{&quot;type&quot;:&quot;docsVersionDropdown&quot;,&quot;section&quot;:&quot;nope&quot;}');
    expect(html).toContain('No version &quot;2.0&quot; ← inner');
  });

  it('in the mobile menu the message is a list item', () => {
    const boundary = new NavbarItemErrorBoundary({ item: {}, mobile: true, children: null });
    boundary.state = NavbarItemErrorBoundary.getDerivedStateFromError(new Error('x'));
    expect(renderToStaticMarkup(<>{boundary.render()}</>)).toMatch(/^<li class="menu__list-item navbar__item--error"/);
  });
});

describe('navbar item kinds', () => {
  it('default: an internal link, active below its path', () => {
    const html = renderInTheme(<NavbarItem item={itemOf('default')} />, { path: '/blog/some-post' });
    expect(html).toBe('<a href="/blog" class="navbar__item navbar__link navbar__link--active" data-prefetch="">Blog</a>');
  });

  it('default: activeBaseRegex decides when given', () => {
    const item = { type: 'default', label: 'Docs', to: '/docs/intro', activeBaseRegex: '^/(docs|guides)/', position: 'left' } as const;
    expect(renderInTheme(<NavbarItem item={item} />, { path: '/guides/x' })).toContain('navbar__link--active');
    expect(renderInTheme(<NavbarItem item={item} />, { path: '/blog' })).not.toContain('navbar__link--active');
  });

  it('default: an external link opens in a new tab with an icon', () => {
    const html = renderInTheme(<NavbarItem item={navbarItems.at(-1)!} />);
    expect(html).toContain('href="https://github.example.com/acme"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('<span class="icon icon--external" aria-hidden="true"></span>');
  });

  it('doc and docSidebar links are active anywhere in their section', () => {
    const services = navbarItems[1];
    expect(renderInTheme(<NavbarItem item={services} />, { page: docPage() })).toContain('navbar__link--active');
    expect(renderInTheme(<NavbarItem item={services} />)).not.toContain('navbar__link--active');
    expect(renderInTheme(<NavbarItem item={itemOf('doc')} />, { path: '/legal/privacy-policy' })).toContain('href="/legal/"');
  });

  it('dropdown: a toggle button with aria-haspopup and aria-expanded, and its items', () => {
    const html = renderInTheme(<NavbarItem item={itemOf('dropdown')} />);
    expect(html).toMatch(/^<div class="navbar__item dropdown">/);
    expect(html).toContain('<button type="button" class="navbar__link dropdown__toggle" aria-haspopup="true" aria-expanded="false">Company</button>');
    const menu = innerOf(html, 'dropdown__menu');
    expect(tagsWithClass(menu, 'dropdown__link')).toHaveLength(3);
    expect(menu).toContain('<li class="dropdown__item navbar__html"><hr class="dropdown__separator"></li>');
  });

  it('dropdown: highlighted when it holds the current route; right-aligned on the right', () => {
    const html = renderInTheme(<NavbarItem item={itemOf('dropdown')} />, { path: '/company/our-team' });
    expect(html).toContain('class="navbar__link dropdown__toggle navbar__link--active"');
    expect(html).toContain('class="dropdown__link dropdown__link--active"');
    const right = renderInTheme(<NavbarItem item={{ ...itemOf('dropdown'), position: 'right' }} />);
    expect(right).toMatch(/^<div class="navbar__item dropdown dropdown--right">/);
  });

  it('dropdown on mobile: collapsed unless it holds the active route', () => {
    const collapsed = renderInTheme(<Mobile item={itemOf('dropdown')} />);
    expect(collapsed).toMatch(/^<li class="menu__list-item menu__list-item--collapsed">/);
    expect(collapsed).toContain('aria-label="Expand the dropdown" title="Expand the dropdown" aria-expanded="false"');
    expect(collapsed).toContain('<ul class="menu__list" style="display:none;overflow:hidden;height:0px">');

    const expanded = renderInTheme(<Mobile item={itemOf('dropdown')} />, { path: '/company/about-us' });
    expect(expanded).toMatch(/^<li class="menu__list-item">/);
    expect(expanded).toContain('aria-label="Collapse the dropdown"');
    expect(expanded).toContain('<ul class="menu__list"><li class="menu__list-item">');
  });

  it('localeDropdown: locale links keep the query string and hash', () => {
    const router: Router = {
      location: { pathname: '/blog', search: '?page=2', hash: '#top' },
      navigate: () => {},
      prefetch: () => {},
      preload: () => {},
    };
    const site = clientSiteData();
    const html = renderToStaticMarkup(
      <SiteProvider value={site}>
        <RouterProvider value={router}>
          <ColorModeProvider options={site.site.colorMode}>
            <PageProvider value={homePage()}>
              <NavbarItem item={itemOf('localeDropdown')} />
              <Mobile item={itemOf('localeDropdown')} />
            </PageProvider>
          </ColorModeProvider>
        </RouterProvider>
      </SiteProvider>,
    );
    expect(html).toContain('<a lang="en" href="/blog?page=2#top" class="dropdown__link dropdown__link--active">English</a>');
    expect(html).toContain('<span class="visually-hidden">Languages: </span>English');
    expect(html).toContain('<span class="menu__link menu__link--sublist">Languages</span>');
  });

  it('search: a labelled search box, not in the mobile menu', () => {
    const box = renderInTheme(<NavbarItem item={itemOf('search')} />);
    expect(box).toMatch(/^<div class="navbar__search[^"]*"/);
    expect(box).toMatch(/<input[^>]* role="combobox"/);
    expect(box).toMatch(/aria-label="Search/);
    expect(renderInTheme(<NavbarItem item={itemOf('search')} mobile />)).toBe('');
  });

  it('html: raw HTML', () => {
    expect(renderInTheme(<NavbarItem item={itemOf('html')} />)).toBe('<div class="navbar__item navbar__html"><span class="badge">Beta</span></div>');
    expect(renderInTheme(<NavbarItem item={itemOf('html')} mobile />)).toBe('<li class="menu__list-item navbar__html"><span class="badge">Beta</span></li>');
  });

  it('docsVersion: a link to the version', () => {
    expect(renderInTheme(<NavbarItem item={itemOf('docsVersion')} />)).toContain('<a href="/services/" class="navbar__item navbar__link"');
  });

  it('docsVersionDropdown: labelled with the version read, or Versions on mobile', () => {
    const desktop = renderInTheme(<NavbarItem item={itemOf('docsVersionDropdown')} />, { page: docPage() });
    expect(desktop).toContain('aria-expanded="false">Next</button>');
    expect(desktop).toContain('class="dropdown__link dropdown__link--active" data-prefetch="">Next</a>');
    expect(desktop).toContain('>All versions</a>');
    const mobile = renderInTheme(<Mobile item={itemOf('docsVersionDropdown')} />, { page: docPage() });
    expect(mobile).toContain('>Versions</span>');
  });

  it('a mobile dropdown outside the mobile sidebar names the missing provider', () => {
    expect(() => renderInTheme(<NavbarItem item={itemOf('dropdown')} mobile />)).toThrow(
      'Hook Dropdown (mobile) is called outside the <MobileDropdownContext.Provider>.',
    );
  });

  it('an unknown kind fails the server render with the developer error', () => {
    const item = { type: 'megaMenu', position: 'left' } as unknown as ResolvedNavbarItem;
    expect(() => renderInTheme(<NavbarItem item={item} />)).toThrow('Unknown navbar item type "megaMenu".');
  });
});
