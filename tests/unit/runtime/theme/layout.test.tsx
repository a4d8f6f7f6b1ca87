import { describe, expect, it } from 'vitest';
import { MobileSidebar } from '../../../../runtime/theme/navbar/MobileSidebar.tsx';
import { clientSiteData, docPage, homePage, navbarItems, notFoundPage } from '../fixtures.ts';
import { innerOf, renderInTheme, renderLayout, tagsWithClass } from './render.tsx';

describe('Layout', () => {
  const html = renderLayout();

  it('starts with the skip link to the focusable main element', () => {
    // React 19 puts <link rel="preload"> for images first; in a full document they move to <head>.
    expect(html.replace(/^(<link [^>]*\/>)*/, '')).toMatch(/^<div class="layout"><div class="skip-link-container" tabindex="-1"><a class="skip-link" href="#__main">Skip to main content<\/a><\/div>/);
    expect(html).toContain('<main id="__main" tabindex="-1" class="main-wrapper"><p>Page body</p></main>');
  });

  it('orders announcement bar, navbar, main, footer', () => {
    const order = ['class="announcement-bar"', '<nav ', '<main ', '<footer '].map((marker) => html.indexOf(marker));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('has no base-URL banner with the base URL /', () => {
    expect(html).not.toContain('base-url-banner');
  });
});

describe('Navbar', () => {
  const html = renderLayout();
  const nav = html.slice(html.indexOf('<nav '), html.indexOf('</nav>'));

  it('is the Main navigation, fixed at the top, hideable when configured', () => {
    expect(nav).toMatch(/^<nav aria-label="Main" class="navbar navbar--fixed-top navbar--hideable">/);
    expect(renderLayout({ site: clientSiteData({ site: { navbar: { style: 'dark' } } }) })).toContain('class="navbar navbar--fixed-top navbar--dark"');
    expect(renderLayout({ site: clientSiteData({ site: { navbar: { style: 'primary' } } }) })).toContain('navbar--primary');
  });

  it('has the brand linking home, with a dark-mode logo', () => {
    const brand = innerOf(nav, 'navbar__brand');
    expect(tagsWithClass(nav, 'navbar__brand')[0]).toContain('href="/"');
    expect(brand).toContain('src="/img/logo.svg" class="themed-image--light"');
    expect(brand).toContain('src="/img/logo-dark.svg" class="themed-image--dark"');
    expect(brand).toContain('<b class="navbar__title">Acme</b>');
  });

  it('splits items left and right, right by default, with the colour toggle last', () => {
    const [leftOpen, rightOpen] = tagsWithClass(nav, 'navbar__items');
    const left = nav.slice(nav.indexOf(leftOpen), nav.indexOf(rightOpen));
    const right = innerOf(nav, 'navbar__items--right');
    for (const label of ['>Products<', '>Services<', '>Blog<', '>Company<']) expect(left).toContain(label);
    for (const label of ['>Legal<', 'Languages: ', 'navbar__search', 'class="badge"', '>GitHub<']) expect(right).toContain(label);
    expect(right).not.toContain('>Blog<');
    expect(right.lastIndexOf('color-mode-toggle')).toBeGreaterThan(right.lastIndexOf('>GitHub<'));
  });

  it('has the mobile menu button', () => {
    expect(nav).toContain(
      '<button type="button" class="navbar__toggle" aria-label="Toggle navigation bar" title="Toggle navigation bar" aria-expanded="false" aria-controls="navbar-sidebar">',
    );
  });

  it('renders the colour toggle disabled until hydration, and not at all with disableSwitch', () => {
    expect(nav).toContain('class="color-mode-toggle navbar__color-toggle" disabled=""');
    expect(nav).toContain('aria-label="Switch between dark and light mode (currently system mode)"');
    const off = renderLayout({ site: clientSiteData({ site: { colorMode: { disableSwitch: true } } }) });
    expect(off).not.toContain('color-mode-toggle');
  });
});

describe('Mobile sidebar', () => {
  const props = { shown: false, close: () => {}, items: navbarItems, showColorToggle: true, toggleRef: { current: null } };

  it('is not in the server markup (it loads lazily in the browser), only its backdrop', () => {
    const html = renderLayout();
    expect(html).toContain('<div role="presentation" class="navbar-sidebar__backdrop"></div></nav>');
    expect(html).not.toContain('class="navbar-sidebar"');
  });

  it('holds the primary menu: every item but search', () => {
    const html = renderInTheme(<MobileSidebar {...props} page={homePage()} />);
    expect(html).toContain('<div class="navbar-sidebar" id="navbar-sidebar">');
    const primary = innerOf(html, 'navbar-sidebar__item--primary');
    for (const label of ['>Products<', '>Blog<', '>Company<', '>Languages<', '>Versions<', '>GitHub<']) expect(primary).toContain(label);
    expect(primary).not.toContain('navbar__search');
    expect(html).not.toContain('class="navbar-sidebar__back"');
    expect(html).toContain('aria-label="Close navigation bar"');
    expect(html).toContain('class="color-mode-toggle navbar-sidebar__color-toggle"');
  });

  it('on doc pages shows the doc sidebar first, with a way back to the main menu', () => {
    const html = renderInTheme(<MobileSidebar {...props} page={docPage()} />, { page: docPage() });
    expect(tagsWithClass(html, 'navbar-sidebar__items')[0]).toContain('navbar-sidebar__items--show-secondary');
    const secondary = innerOf(html, 'navbar-sidebar__item--secondary');
    expect(secondary).toMatch(/^<button type="button" class="navbar-sidebar__back">← Back to main menu<\/button>/);
    expect(secondary).toContain('class="menu__link menu__link--active" aria-current="page" data-prefetch="">Complex Migrations</a>');
    // The category holding the page is expanded; the other stays collapsed; unlisted docs are left out.
    expect(secondary).toContain('aria-label="Collapse sidebar category"');
    expect(secondary).toContain('aria-label="Expand sidebar category"');
    expect(secondary).not.toContain('Secret Page');
  });

  it('other pages have no secondary menu', () => {
    expect(renderInTheme(<MobileSidebar {...props} page={notFoundPage()} />)).not.toContain('navbar-sidebar__item--secondary');
  });
});

describe('AnnouncementBar', () => {
  it('renders the configured HTML with its colours and a Close button', () => {
    const html = renderLayout();
    const [open] = tagsWithClass(html, 'announcement-bar');
    expect(open).toBe('<div class="announcement-bar" role="banner" aria-label="Announcement" style="background-color:#0b3b8c;color:#ffffff">');
    expect(html).toContain('<div class="announcement-bar__content">New: <a href="/blog/launch">the launch post</a></div>');
    expect(html).toContain('<button type="button" class="announcement-bar__close" aria-label="Close" title="Close">');
  });

  it('has no close button when not closeable, and is absent when not configured', () => {
    const site = clientSiteData({ site: { announcementBar: { content: 'Hello', isCloseable: false } } });
    const html = renderLayout({ site });
    expect(html).toContain('style="background-color:#fff;color:#000"');
    expect(html).not.toContain('announcement-bar__close');
    expect(renderLayout({ site: clientSiteData({ site: { announcementBar: undefined } }) })).not.toContain('announcement-bar');
  });
});

describe('Footer', () => {
  it('renders link columns, logo and copyright HTML', () => {
    const html = renderLayout();
    const footer = html.slice(html.indexOf('<footer '));
    expect(footer).toMatch(/^<footer class="footer footer--dark"><div class="container footer__inner"><div class="footer__columns">/);
    expect(tagsWithClass(footer, 'footer__col')).toHaveLength(3);
    expect(footer).toContain('<div class="footer__title">Company</div>');
    expect(footer).toContain('<a href="/company/about-us" class="footer__link" data-prefetch="">About Us</a>');
    expect(footer).toContain('<a href="mailto:support@example.com" class="footer__link">support@example.com</a>');
    expect(footer).toContain('<a href="https://github.example.com/acme" class="footer__link" target="_blank" rel="noopener noreferrer">GitHub</a>');
    expect(footer).toContain('<span class="footer__html"><span class="footer__badge">Made with care</span></span>');
    expect(footer).toContain('<img alt="Acme logo" width="40" height="40" src="/img/logo.svg" class="footer__logo"/>');
    expect(footer).toContain('<div class="footer__copyright">Copyright © 2025 Acme. <a href="/legal/">Legal</a></div>');
  });

  it('renders the flat list variant in the light style', () => {
    const site = clientSiteData({
      site: { footer: { links: [{ label: 'Privacy', to: '/legal/privacy-policy' }, { label: 'Status', href: 'https://status.example.com' }] } },
    });
    const footer = renderLayout({ site }).split('<footer ')[1];
    expect(footer).toMatch(/^class="footer footer--light"><div class="container footer__inner"><ul class="footer__flat">/);
    expect(tagsWithClass(footer, 'footer__link')).toHaveLength(2);
    expect(footer).not.toContain('footer__bottom');
  });

  it('is absent when not configured', () => {
    expect(renderLayout({ site: clientSiteData({ site: { footer: undefined } }) })).not.toContain('<footer');
  });
});

describe('Base-URL banner', () => {
  it('is rendered hidden with its inline check when the base URL is not /', () => {
    const site = clientSiteData({ site: { baseUrl: '/docs/' } });
    const html = renderLayout({ site, page: homePage(), path: '/docs/' });
    expect(html).toContain('<div id="__sg-base-url-banner" class="base-url-banner" role="alert" hidden="">');
    expect(html).toContain('Your site did not load properly.');
    expect(html).toContain('this site was built for &quot;/docs/&quot;');
    expect(html).toContain('<script>if(!location.pathname.startsWith("/docs/"))document.getElementById("__sg-base-url-banner").hidden=false;</script>');
  });
});
