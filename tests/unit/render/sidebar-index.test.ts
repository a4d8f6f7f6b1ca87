import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../cli/graph/schema.ts';
import { SidebarIndex } from '../../../cli/render/sidebar-index.ts';

const link = (label: string, href: string): SidebarItem => ({ type: 'link', label, href, unlisted: false });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({
  type: 'category',
  label,
  ...(href ? { href } : {}),
  linkUnlisted: false,
  collapsed: true,
  collapsible: true,
  items,
});

const sidebar: SidebarItem[] = [
  link('Intro', '/docs/'),
  category('Guides', [link('Install', '/docs/install'), category('Deep', [link('Tuning', '/docs/tuning/')])], '/docs/guides'),
  category('Plain', [link('Install again', '/docs/install'), link('Last', '/docs/last')]),
];

describe('a sidebar index', () => {
  const index = new SidebarIndex(sidebar);

  it('finds a page by its path with or without a trailing slash: neighbours in reading order, the categories leading to it', () => {
    expect(index.place('/docs/tuning')).toEqual({
      breadcrumbs: [{ label: 'Guides', href: '/docs/guides' }, { label: 'Deep' }, { label: 'Tuning', href: '/docs/tuning/' }],
      previous: { label: 'Install', href: '/docs/install' },
      next: { label: 'Install again', href: '/docs/install' },
    });
    expect(index.place('/docs')).toEqual({ breadcrumbs: [{ label: 'Intro', href: '/docs/' }], next: { label: 'Guides', href: '/docs/guides' } });
  });

  it('ends the trail at a category that is itself the page', () => {
    expect(index.place('/docs/guides/').breadcrumbs).toEqual([{ label: 'Guides', href: '/docs/guides' }]);
  });

  it('takes the first place of a page listed twice', () => {
    expect(index.place('/docs/install')).toEqual({
      breadcrumbs: [{ label: 'Guides', href: '/docs/guides' }, { label: 'Install', href: '/docs/install' }],
      previous: { label: 'Guides', href: '/docs/guides' },
      next: { label: 'Tuning', href: '/docs/tuning/' },
    });
  });

  it('has no neighbours past the ends, and nothing for a page it does not list', () => {
    expect(index.place('/docs/last')).toEqual({ breadcrumbs: [{ label: 'Plain' }, { label: 'Last', href: '/docs/last' }], previous: { label: 'Install again', href: '/docs/install' } });
    expect(index.place('/elsewhere')).toEqual({ breadcrumbs: [] });
  });

  it('lists the keys in page-data order, as the data chunks are JSON', () => {
    expect(Object.keys(index.place('/docs/tuning'))).toEqual(['breadcrumbs', 'previous', 'next']);
  });
});
