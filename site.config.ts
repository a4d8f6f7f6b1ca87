import { defineConfig } from 'sitegen';

const brand = {
  name: 'Acme',
  productSlug: 'acme',
  email: 'support@example.com',
  phone: '+1 555 0100',
  codeHosting: [
    { label: 'GitHub', href: 'https://github.example.com/acme' },
    { label: 'GitLab', href: 'https://gitlab.example.com/acme' },
  ],
  sisterSite: { label: 'Structural Engineering', href: 'https://structural.example.com/' },
};

export default defineConfig({
  title: brand.name,
  tagline: 'Engineering Innovative Solutions for Complex Domains',
  url: 'https://www.example.com',
  baseUrl: '/',
  favicon: '/favicon.svg',
  image: '/img/social-card.png',
  titleDelimiter: '|',
  // Content writes {{brand}}, {{product}}, {{email}} and {{phone}}.
  customFields: { brand: brand.name, product: brand.productSlug, email: brand.email, phone: brand.phone },
  announcementBar: {
    id: 'dev-utils-doctype-editor-2025',
    content: `New on the blog: <a href="/blog/collaborative-power-of-${brand.productSlug}-dev-utils-and-doctype-editor">the collaborative power of ${brand.name} Dev Utils and the DocType editor</a>`,
    backgroundColor: '#0b3b8c',
    textColor: '#ffffff',
    isCloseable: true,
  },
  navbar: {
    title: brand.name,
    logo: { src: '/img/logo.svg', alt: `${brand.name} logo`, width: 32, height: 32 },
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', sidebarId: 'products', section: 'products', label: 'Products', position: 'left' },
      { type: 'docSidebar', sidebarId: 'services', section: 'services', label: 'Services', position: 'left' },
      { to: '/blog', label: 'Blog', position: 'left' },
      {
        type: 'dropdown',
        label: 'Company',
        position: 'left',
        items: [
          { type: 'doc', section: 'company', docId: 'about-us', label: 'About Us' },
          { type: 'doc', section: 'company', docId: 'our-team', label: 'Our Team' },
          { type: 'doc', section: 'company', docId: 'careers', label: 'Careers' },
          { type: 'doc', section: 'company', docId: 'contact-us', label: 'Contact Us' },
        ],
      },
      { type: 'search', position: 'right' },
      { href: brand.sisterSite.href, label: brand.sisterSite.label, position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    logo: { src: '/img/logo.svg', alt: `${brand.name} logo`, width: 40, height: 40, href: '/' },
    links: [
      {
        title: 'Company',
        items: [
          { label: 'About Us', to: '/company/about-us' },
          { label: 'Our Team', to: '/company/our-team' },
          { label: 'Careers', to: '/company/careers' },
          { label: 'Contact Us', to: '/company/contact-us' },
        ],
      },
      {
        title: 'Products',
        items: [
          { label: 'R-Auth', to: '/products/r-auth' },
          { label: 'Architect', to: `/products/${brand.productSlug}-architect` },
          { label: 'Engineer', to: `/products/${brand.productSlug}-engineer` },
        ],
      },
      {
        title: 'Services',
        items: [
          { label: 'ERPNext', to: '/services/erpnext/' },
          { label: 'Frappe Consulting', to: '/services/frappe-consulting/' },
          { label: 'Software Engineering', to: '/services/software-engineering/' },
        ],
      },
      {
        title: 'Legal',
        items: [
          { label: 'Terms and Conditions', to: '/legal/terms-and-conditions' },
          { label: 'Privacy Policy', to: '/legal/privacy-policy' },
          { label: 'Cancellation and Refund', to: '/legal/cancellation-and-refund' },
          { label: 'Shipping and Delivery', to: '/legal/shipping-and-delivery' },
        ],
      },
      {
        title: 'Connect',
        items: [
          { label: brand.email, href: `mailto:${brand.email}` },
          { label: brand.phone, href: `tel:${brand.phone.replace(/\s+/g, '')}` },
          ...brand.codeHosting.map((link) => ({ label: link.label, href: link.href })),
        ],
      },
    ],
    copyright: `Copyright © 2025 ${brand.name}. Built with sitegen.`,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  blog: {
    title: 'Blog',
    description: `Notes from ${brand.name} on ERPNext, the Frappe Framework, Kubernetes and software engineering.`,
    showReadingTime: true,
    postsPerPage: 10,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All posts',
    sidebarGroupByYear: true,
    feedOptions: { type: ['rss', 'atom'], fullContent: false },
  },
  docs: [
    { id: 'products', label: 'Products' },
    { id: 'services', label: 'Services' },
    { id: 'company', label: 'Company' },
    { id: 'legal', label: 'Legal' },
  ],
  analytics: { trackingID: process.env.SITEGEN_ANALYTICS_ID, anonymizeIP: true },
});
