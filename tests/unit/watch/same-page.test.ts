import { describe, expect, it } from 'vitest';
import { pageComparer } from '../../../cli/watch/same-page.ts';
import type { PageData } from '../../../cli/graph/page-data-types.ts';

const sidebar = () => [{ type: 'link', label: 'Install', href: '/guides/install' }];
const doc = (title: string, items = sidebar()) => ({ kind: 'doc', path: '/guides/install', title, sidebar: items }) as unknown as PageData;

describe('comparing a route’s page data between rebuilds', () => {
  it('finds equal data the same, and a new route or kind changed', () => {
    const same = pageComparer();
    expect(same(doc('Install'), doc('Install'))).toBe(true);
    expect(same(undefined, doc('Install'))).toBe(false);
    expect(same({ kind: 'home', path: '/' } as unknown as PageData, doc('Install'))).toBe(false);
  });

  it('sees a change outside the sidebar and inside it', () => {
    expect(pageComparer()(doc('Install'), doc('Setup'))).toBe(false);
    expect(pageComparer()(doc('Install'), doc('Install', [{ type: 'link', label: 'Setup', href: '/guides/install' }] as never))).toBe(false);
  });

  it('compares a sidebar shared by many pages once, and gives each page the same answer', () => {
    const same = pageComparer();
    const before = sidebar();
    const after = [{ type: 'link', label: 'Changed', href: '/guides/install' }];
    const results = Array.from({ length: 3 }, () => same(doc('Install', before), doc('Install', after as never)));
    expect(results).toEqual([false, false, false]);
    after[0].label = 'Install';
    // The answer for this pair of sidebars was kept for the rebuild.
    expect(same(doc('Install', before), doc('Install', after as never))).toBe(false);
    expect(pageComparer()(doc('Install', before), doc('Install', after as never))).toBe(true);
  });
});
