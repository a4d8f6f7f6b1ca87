import type { SiteData } from '../graph/schema.ts';
import type { SitePageData } from '../graph/page-data-types.ts';
import type { PageMeta } from '../../runtime/docusaurus/page-meta.ts';
import { documentTitle } from './document-title.ts';

/**
 * A React page's data with what its `<Layout>` said (title, description, keywords, image), as the
 * server render found it: the head and the page's data chunk (which the browser's navigation
 * reads for the head) both come from it.
 */
export function withPageMeta(data: SitePageData, meta: PageMeta, site: Pick<SiteData, 'title' | 'titleDelimiter'>): SitePageData {
  const title = meta.title ?? data.title;
  const keywords = typeof meta.keywords === 'string' ? meta.keywords.split(',').map((k) => k.trim()).filter(Boolean) : meta.keywords;
  return {
    ...data,
    title,
    description: meta.description ?? data.description,
    documentTitle: documentTitle(title, site),
    page: { ...data.page, ...(keywords?.length ? { keywords } : {}), ...(meta.image ? { image: meta.image } : {}) },
  };
}
