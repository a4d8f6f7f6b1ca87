import type { DropdownChild, NavbarItem } from './navbar-schema.ts';
import type { SiteConfig } from './schema.ts';

/** Docusaurus' translation files' shape: each key's `message` (navbar.json, footer.json, current.json). */
export type Messages = ReadonlyMap<string, string>;

/**
 * The navbar and footer with Docusaurus' docusaurus-theme-classic keys applied: navbar.json's
 * `title`, `logo.alt`, `item.label.<label>`; footer.json's `link.title.<title>`,
 * `link.item.label.<label>`, `logo.alt`, `copyright`. A key without a message keeps the config's text.
 */
export function translateThemeConfig(site: SiteConfig, navbar: Messages, footer: Messages): SiteConfig {
  const translated = (label: string | undefined) => (label !== undefined ? navbar.get(`item.label.${label}`) : undefined);
  const item = <T extends NavbarItem | DropdownChild>(entry: T): T => {
    const label = 'label' in entry ? translated(entry.label) : undefined;
    const own = label === undefined ? entry : { ...entry, label };
    return own.type === 'dropdown' ? { ...own, items: own.items.map(item) } : own;
  };
  const title = site.navbar.title ?? site.title;
  return {
    ...site,
    navbar: {
      ...site.navbar,
      ...(navbar.has('title') && { title: navbar.get('title') ?? title }),
      ...(site.navbar.logo && navbar.has('logo.alt') && { logo: { ...site.navbar.logo, alt: navbar.get('logo.alt')! } }),
      ...(site.navbar.items && { items: site.navbar.items.map(item) }),
    },
    ...(site.footer && { footer: translateFooter(site.footer, footer) }),
  };
}

function translateFooter(footer: NonNullable<SiteConfig['footer']>, messages: Messages): NonNullable<SiteConfig['footer']> {
  const link = <T extends { label?: string }>(entry: T): T => (entry.label !== undefined && messages.has(`link.item.label.${entry.label}`) ? { ...entry, label: messages.get(`link.item.label.${entry.label}`) } : entry);
  const links = footer.links.map((entry) => {
    if (!('items' in entry)) return link(entry);
    const title = entry.title !== undefined ? (messages.get(`link.title.${entry.title}`) ?? entry.title) : undefined;
    return { ...entry, ...(title !== undefined && { title }), items: entry.items.map(link) };
  }) as typeof footer.links;
  return {
    ...footer,
    links,
    ...(footer.logo && messages.has('logo.alt') && { logo: { ...footer.logo, alt: messages.get('logo.alt')! } }),
    ...(footer.copyright !== undefined && messages.has('copyright') && { copyright: messages.get('copyright') }),
  };
}
