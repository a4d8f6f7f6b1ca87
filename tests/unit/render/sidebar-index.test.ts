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

  it('finds the trail to a page by its path with or without a trailing slash: the categories leading to it', () => {
    expect(index.breadcrumbs('/docs/tuning')).toEqual([{ label: 'Guides', href: '/docs/guides' }, { label: 'Deep' }, { label: 'Tuning', href: '/docs/tuning/' }]);
    expect(index.breadcrumbs('/docs')).toEqual([{ label: 'Intro', href: '/docs/' }]);
  });

  it('ends the trail at a category that is itself the page', () => {
    expect(index.breadcrumbs('/docs/guides/')).toEqual([{ label: 'Guides', href: '/docs/guides' }]);
  });

  it('takes the first trail of a page listed twice, and none for a page it does not list', () => {
    expect(index.breadcrumbs('/docs/install')).toEqual([{ label: 'Guides', href: '/docs/guides' }, { label: 'Install', href: '/docs/install' }]);
    expect(index.breadcrumbs('/docs/last')).toEqual([{ label: 'Plain' }, { label: 'Last', href: '/docs/last' }]);
    expect(index.breadcrumbs('/elsewhere')).toEqual([]);
  });

  it('passes over HTML items', () => {
    expect(new SidebarIndex([{ type: 'html', value: '<hr>', defaultStyle: false }, ...sidebar]).breadcrumbs('/docs')).toEqual([{ label: 'Intro', href: '/docs/' }]);
  });
});
