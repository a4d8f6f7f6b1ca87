import { describe, expect, it } from 'vitest';
import { SidebarNavigation } from '../../../cli/graph/doc-navigation.ts';
import type { SidebarItem, SidebarLink } from '../../../cli/graph/schema.ts';

const doc = (label: string, href: string, docId: string, unlisted = false): SidebarLink => ({ type: 'link', label, href, docId, unlisted });
const category = (label: string, items: SidebarItem[], link: { href?: string; docId?: string } = {}): SidebarItem => ({ type: 'category', label, ...link, linkUnlisted: false, collapsed: true, collapsible: true, items });

const ref = doc('Install (again)', '/docs/install', 'install');
const sidebar: SidebarItem[] = [
  doc('Intro', '/docs/', 'index'),
  category('Guides', [doc('Install', '/docs/install', 'install'), category('Deep', [doc('Tuning', '/docs/tuning', 'tuning')])], { href: '/docs/guides', docId: 'guides/index' }),
  { type: 'html', value: '<hr>', defaultStyle: false },
  { type: 'link', label: 'GitHub', href: 'https://github.com', unlisted: false },
  ref,
  doc('Secret', '/docs/secret', 'secret', true),
  category('Reference', [doc('Last', '/docs/last', 'last')], { href: '/docs/category/reference' }),
];

describe('previous and next in a sidebar', () => {
  const navigation = new SidebarNavigation(sidebar, new Set([ref]), new Map([['tuning', 'Tune it']]));

  it('goes through docs and category pages in reading order, a doc labelled by its pagination_label', () => {
    expect(navigation.neighbours({ docId: 'install' })).toEqual({ previous: { label: 'Guides', href: '/docs/guides' }, next: { label: 'Tune it', href: '/docs/tuning' } });
    expect(navigation.neighbours({ docId: 'index' })).toEqual({ next: { label: 'Guides', href: '/docs/guides' } });
  });

  it('passes over HTML, plain links, ref items and unlisted docs; a generated index has neighbours by its path', () => {
    expect(navigation.neighbours({ docId: 'tuning' })).toEqual({ previous: { label: 'Install', href: '/docs/install' }, next: { label: 'Reference', href: '/docs/category/reference' } });
    expect(navigation.neighbours({ path: '/docs/category/reference' })).toEqual({ previous: { label: 'Tune it', href: '/docs/tuning' }, next: { label: 'Last', href: '/docs/last' } });
  });

  it('has none for a doc it does not hold, nor for an unlisted one', () => {
    expect(navigation.neighbours({ docId: 'elsewhere' })).toEqual({});
    expect(navigation.neighbours({ docId: 'secret' })).toEqual({});
  });
});
