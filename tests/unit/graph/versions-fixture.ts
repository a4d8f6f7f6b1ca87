import type { DocsSection, DocsVersion } from '../../../cli/graph/schema.ts';

/** A docs version with the given docs (id → path) and one sidebar listing them, for navbar and page-data tests. */
export function versionOf(name: string, label: string, base: string, docs: Record<string, string>, extra: Partial<DocsVersion> = {}): DocsVersion {
  const entries = Object.entries(docs);
  return {
    name,
    label,
    path: base,
    mainDocId: entries[0]?.[0] ?? 'index',
    isLast: false,
    banner: 'none',
    badge: false,
    noIndex: false,
    draftIds: [],
    categoryIndexes: [],
    sidebars: { docs: entries.map(([id, href]) => ({ type: 'link' as const, label: id, href, docId: id, unlisted: false })) },
    docs: entries.map(([id, path]) => ({ id, title: id, description: '', path, source: `${id}.md`, sidebar: 'docs', sidebarLabel: id, draft: false, unlisted: false, hideTableOfContents: false, html: '', toc: [], words: 0 })),
    ...extra,
  };
}

/** The `docs` section of a site with Next, 2.0 (the last) and 1.0; `old` exists in 1.0 only, `new` in Next only. */
export function versionedSection(): DocsSection {
  return {
    id: 'docs',
    label: 'Docs',
    path: '/docs/',
    versions: [
      versionOf('current', 'Next', '/docs/next/', { intro: '/docs/next/', guide: '/docs/next/guide', new: '/docs/next/new' }, { banner: 'unreleased', badge: true }),
      versionOf('2.0', '2.0', '/docs/', { intro: '/docs/', guide: '/docs/guide' }, { isLast: true, badge: true }),
      versionOf('1.0', '1.0', '/docs/1.0/', { intro: '/docs/1.0/', guide: '/docs/1.0/guide', old: '/docs/1.0/old' }, { banner: 'unmaintained', badge: true }),
    ],
  };
}
