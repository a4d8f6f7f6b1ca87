import type { SiteConfig } from '../config/schema.ts';
import type { CodeJson } from './code-json.ts';

/**
 * The navbar's and footer's texts under the keys of Docusaurus' docusaurus-theme-classic
 * navbar.json and footer.json (cli/config/theme-translations.ts reads them back), with its
 * descriptions: what `write-translations` writes for the site's config.
 */
export function navbarStrings(site: SiteConfig): CodeJson {
  const entries: CodeJson = {};
  entries.title = { message: site.navbar.title ?? site.title, description: 'The title in the navbar' };
  if (site.navbar.logo?.alt) entries['logo.alt'] = { message: site.navbar.logo.alt, description: 'The alt text of navbar logo' };
  const visit = (items: readonly object[]) => {
    for (const item of items) {
      const label = 'label' in item && typeof item.label === 'string' ? item.label : undefined;
      if (label !== undefined) entries[`item.label.${label}`] = { message: label, description: `Navbar item with label ${label}` };
      if ('items' in item && Array.isArray(item.items)) visit(item.items as object[]);
    }
  };
  visit(site.navbar.items ?? []);
  return entries;
}

export function footerStrings(site: SiteConfig): CodeJson {
  const footer = site.footer;
  if (!footer) return {};
  const entries: CodeJson = {};
  const link = (item: { label?: string; to?: string; href?: string }) => {
    if (item.label === undefined) return;
    entries[`link.item.label.${item.label}`] = { message: item.label, description: `The label of footer link with label=${item.label} linking to ${item.to ?? item.href ?? ''}` };
  };
  for (const entry of footer.links) {
    if (!('items' in entry)) {
      link(entry);
      continue;
    }
    if (entry.title !== undefined) entries[`link.title.${entry.title}`] = { message: entry.title, description: `The title of the footer links column with title=${entry.title} in the footer` };
    entry.items.forEach(link);
  }
  if (footer.logo?.alt) entries['logo.alt'] = { message: footer.logo.alt, description: 'The alt text of footer logo' };
  if (footer.copyright !== undefined) entries.copyright = { message: footer.copyright, description: 'The footer copyright' };
  return entries;
}
