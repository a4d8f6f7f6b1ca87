import type { SiteConfig } from '../config/schema.ts';

export type Placeholders = Record<string, string>;

/** The values behind `{{brand}}`, `{{product}}`, `{{email}}` and `{{phone}}` in content. */
export function placeholdersFrom(site: SiteConfig): Placeholders {
  return {
    brand: site.brand.name,
    product: site.brand.productSlug,
    email: site.brand.email,
    phone: site.brand.phone,
  };
}

/**
 * Only the exact known names are replaced, so template syntax in code samples (Jinja's
 * `{{ doc.name }}`) is left alone. Values hold no newlines, so line numbers stay true.
 */
export function expandPlaceholders(text: string, values: Placeholders): string {
  return text.replace(/\{\{(brand|product|email|phone)\}\}/g, (match, name: string) => values[name] ?? match);
}
