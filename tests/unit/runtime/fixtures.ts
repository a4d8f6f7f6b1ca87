import { z } from 'zod';
import { resolvedNavbarItemSchema, siteDataSchema, type ResolvedNavbarItem, type SidebarItem } from '../../../cli/graph/schema.ts';
import type { ClientSiteData, DocPageData, HomePageData, NotFoundPageData } from '../../../cli/graph/page-data-types.ts';

/**
 * Realistic client data for theme tests: the consultancy navbar plus one item of every kind, and a
 * footer with columns. Built through the real schemas so defaults match what the compiler emits.
 */

export const navbarItems: ResolvedNavbarItem[] = z.array(resolvedNavbarItemSchema).parse([
  { type: 'docSidebar', sidebarId: 'products', section: 'products', label: 'Products', to: '/products/', position: 'left' },
  { type: 'docSidebar', sidebarId: 'services', section: 'services', label: 'Services', to: '/services/', position: 'left' },
  { type: 'default', label: 'Blog', to: '/blog', position: 'left' },
  {
    type: 'dropdown',
    label: 'Company',
    position: 'left',
    items: [
      { type: 'doc', docId: 'about-us', section: 'company', label: 'About Us', to: '/company/about-us' },
      { type: 'doc', docId: 'our-team', section: 'company', label: 'Our Team', to: '/company/our-team' },
      { type: 'default', label: 'Structural Engineering', href: 'https://structural.example.com/' },
      { type: 'html', value: '<hr class="dropdown__separator">' },
    ],
  },
  { type: 'doc', docId: 'index', section: 'legal', label: 'Legal', to: '/legal/', position: 'right' },
  { type: 'docsVersion', section: 'services', label: 'Next', to: '/services/', position: 'right' },
  {
    type: 'docsVersionDropdown',
    section: 'services',
    versions: [{ name: 'current', label: 'Next', to: '/services/' }],
    dropdownItemsBefore: [],
    dropdownItemsAfter: [{ type: 'default', label: 'All versions', to: '/versions' }],
    position: 'right',
  },
  { type: 'localeDropdown', locales: [{ code: 'en', label: 'English', htmlLang: 'en', baseUrl: '/' }], dropdownItemsBefore: [], dropdownItemsAfter: [], position: 'right' },
  { type: 'search', position: 'right' },
  { type: 'html', value: '<span class="badge">Beta</span>', position: 'right' },
  { type: 'default', label: 'GitHub', href: 'https://github.example.com/acme', position: 'right' },
]);

export const siteInput = {
  title: 'Acme',
  tagline: 'Engineering Innovative Solutions for Complex Domains',
  url: 'https://www.example.com',
  locale: { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en' },
  i18n: { defaultLocale: 'en', locales: [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en' }] },
  announcementBar: {
    id: 'launch-2025',
    content: 'New: <a href="/blog/launch">the launch post</a>',
    backgroundColor: '#0b3b8c',
    textColor: '#ffffff',
    isCloseable: true,
  },
  navbar: {
    title: 'Acme',
    logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Acme logo', width: 32, height: 32 },
    hideOnScroll: true,
  },
  footer: {
    style: 'dark',
    logo: { src: '/img/logo.svg', alt: 'Acme logo', width: 40, height: 40, href: '/' },
    links: [
      { title: 'Company', items: [{ label: 'About Us', to: '/company/about-us' }, { label: 'Careers', to: '/company/careers' }] },
      { title: 'Legal', items: [{ label: 'Privacy Policy', to: '/legal/privacy-policy' }] },
      {
        title: 'Connect',
        items: [
          { label: 'support@example.com', href: 'mailto:support@example.com' },
          { label: 'GitHub', href: 'https://github.example.com/acme' },
          { html: '<span class="footer__badge">Made with care</span>' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Acme. <a href="/legal/">Legal</a>',
  },
};

export function siteData(overrides: Record<string, unknown> = {}): ClientSiteData['site'] {
  return siteDataSchema.parse({ ...siteInput, ...overrides });
}

export function clientSiteData({ site: overrides, ...rest }: { site?: Record<string, unknown> } & Partial<Omit<ClientSiteData, 'site'>> = {}): ClientSiteData {
  return {
    site: siteData(overrides),
    navbar: navbarItems,
    feeds: [{ type: 'rss', path: '/blog/rss.xml', title: 'Acme RSS Feed' }],
    blogPath: '/blog',
    sections: [
      { id: 'products', label: 'Products', path: '/products/' },
      { id: 'services', label: 'Services', path: '/services/' },
      { id: 'company', label: 'Company', path: '/company/' },
      { id: 'legal', label: 'Legal', path: '/legal/' },
    ],
    ...rest,
  };
}

const common = { description: 'A page.', noindex: false };

export function homePage(): HomePageData {
  return {
    ...common,
    kind: 'home',
    path: '/',
    documentTitle: 'Acme',
    title: 'Acme',
    home: { title: 'Acme', description: 'Home.', hero: { title: 'Acme', tagline: 'Engineering', actions: [] }, sections: [], html: '<p>Home</p>' },
    latestPosts: [],
  };
}

export const servicesSidebar: SidebarItem[] = [
  { type: 'link', label: 'Services', href: '/services/', docId: 'index', unlisted: false },
  {
    type: 'category',
    label: 'ERPNext',
    href: '/services/erpnext/',
    linkUnlisted: false,
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'Complex Migrations', href: '/services/erpnext/complex-migrations', unlisted: false },
      { type: 'link', label: 'Secret Page', href: '/services/erpnext/secret', unlisted: true },
    ],
  },
  {
    type: 'category',
    label: 'Software Engineering',
    linkUnlisted: false,
    collapsed: true,
    collapsible: true,
    items: [{ type: 'link', label: 'CI/CD', href: '/services/software-engineering/ci-cd', unlisted: false }],
  },
];

export function docPage(path = '/services/erpnext/complex-migrations'): DocPageData {
  return {
    ...common,
    kind: 'doc',
    path,
    documentTitle: 'Complex Migrations | Acme',
    title: 'Complex Migrations',
    doc: {
      id: 'erpnext/complex-migrations',
      title: 'Complex Migrations',
      description: 'A page.',
      path,
      sidebar: 'services',
      sidebarLabel: 'Complex Migrations',
      draft: false,
      unlisted: false,
      hideTableOfContents: false,
      html: '<p>Body</p>',
      toc: [],
    },
    section: { id: 'services', label: 'Services', path: '/services/' },
    version: { name: 'current', label: 'Next' },
    sidebar: servicesSidebar,
    breadcrumbs: [],
    showToc: false,
  };
}

export function notFoundPage(path = '/nope'): NotFoundPageData {
  return { ...common, kind: 'notFound', path, documentTitle: 'Page Not Found | Acme', title: 'Page Not Found' };
}
