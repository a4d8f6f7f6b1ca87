import { describe, expect, it } from 'vitest';
import { findDoc, findSidebar, firstSidebarHref } from '../../../cli/graph/lookup.ts';
import type { DocsVersion } from '../../../cli/graph/schema.ts';

const version: DocsVersion = {
  name: 'current',
  label: 'Next',
  path: '/docs/',
  mainDocId: 'index',
  isLast: true,
  banner: 'none',
  badge: false,
  noIndex: false,
  draftIds: ['wip'],
  categoryIndexes: [],
  sidebars: {
    docs: [{ type: 'category', label: 'Empty', linkUnlisted: false, collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Intro', href: '/docs/intro', unlisted: false }] }],
  },
  docs: [
    { id: 'index', title: 'Docs', description: '', path: '/docs/', source: 'content/docs/index.md', sidebar: 'docs', sidebarLabel: 'Docs', draft: false, unlisted: false, hideTableOfContents: false, html: '', toc: [], words: 0 },
    { id: 'intro', title: 'Intro', description: '', path: '/docs/intro', source: 'content/docs/intro.md', sidebar: 'docs', sidebarLabel: 'Intro', draft: false, unlisted: false, hideTableOfContents: false, html: '', toc: [], words: 0 },
  ],
};

describe('lookups by id', () => {
  it('finds a doc, and lists the available ids when it cannot', () => {
    expect(findDoc(version, 'intro')).toMatchObject({ found: { path: '/docs/intro' } });
    expect(findDoc(version, 'nope')).toEqual({ error: 'Couldn\'t find any doc with id "nope" in version current.\nAvailable doc ids are:\n- index\n- intro' });
  });

  it('yields no doc and no error for a draft', () => {
    expect(findDoc(version, 'wip')).toEqual({ draft: true });
  });

  it('finds a sidebar or lists the sidebar ids', () => {
    expect('found' in findSidebar(version, 'docs')).toBe(true);
    expect(findSidebar(version, 'api')).toEqual({ error: 'Can\'t find any sidebar with id "api".\nAvailable sidebar ids are:\n- docs' });
  });

  it('links a sidebar to its first page, looking into categories without one', () => {
    expect(firstSidebarHref(version.sidebars.docs)).toBe('/docs/intro');
    expect(firstSidebarHref([])).toBeUndefined();
  });
});
