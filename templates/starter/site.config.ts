import { defineConfig } from 'sitegen';

// The site's configuration. `defineConfig` gives your editor the type of every field; each field
// but `title` and `url` has a default, and a key sitegen does not know is an error naming the line.
export default defineConfig({
  // Shown in the navbar, on the home page and after every page title.
  title: 'My Site',
  tagline: 'Documentation and a blog, written in Markdown',
  // Where the site will live once deployed: canonical links, feeds and the sitemap use it.
  url: 'https://example.com',
  // The path the site is served under: '/' at the root of a domain, '/docs/' for a subfolder.
  baseUrl: '/',
  favicon: '/img/logo.svg',

  navbar: {
    logo: { src: '/img/logo.svg', alt: 'My Site logo', width: 32, height: 32 },
    items: [
      // A docs section's sidebar: the link leads to its first page.
      { type: 'docSidebar', sidebarId: 'docs', section: 'docs', label: 'Docs', position: 'left' },
      { to: '/blog', label: 'Blog', position: 'left' },
      // Offline search over every page; its index is loaded only when the box is first used.
      { type: 'search', position: 'right' },
    ],
  },

  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Writing docs', to: '/docs/' },
          { label: 'Sidebars', to: '/docs/sidebars' },
          { label: 'Deploying', to: '/docs/publishing/deploying' },
        ],
      },
      {
        title: 'Blog',
        items: [
          { label: 'All posts', to: '/blog' },
          { label: 'Archive', to: '/blog/archive' },
          { label: 'RSS feed', href: '/blog/rss.xml' },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} My Site. Built with sitegen.`,
  },

  // Each docs section is a folder of content/; its pages' routes start with its id.
  docs: [{ id: 'docs', label: 'Docs' }],

  blog: {
    title: 'Blog',
    description: 'News and notes from My Site.',
    postsPerPage: 10,
  },

  // Values of your own. A one-line text or a number among them fills `{{name}}` in content:
  // customFields: { company: 'Example Ltd' } makes {{company}} read Example Ltd.
  customFields: {},
});
