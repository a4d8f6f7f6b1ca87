import { describe, expect, it } from 'vitest';
import { containsPath } from '../../../../runtime/pages/components/DocSidebar.tsx';
import { postCountLabel, formatDate, groupBy, readingTimeLabel, yearOf } from '../../../../runtime/pages/components/format.ts';
import { tocTree } from '../../../../runtime/pages/components/toc-tree.ts';
import { containsPathByLookup } from '../../../../cli/render/category-paths.ts';
import type { SidebarCategory, SidebarItem } from '../../../../cli/graph/schema.ts';
import { docSidebar, toc } from './fixtures.ts';

describe('tocTree', () => {
  const withDeep = [...toc.slice(0, 2), { id: 'deep', value: 'Too deep', level: 4 }, ...toc.slice(2)];

  it('nests h3 under the preceding h2 and drops levels outside the range', () => {
    const tree = tocTree(withDeep, 2, 3);
    expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['intro', ['setup']],
      ['usage', ['cli', 'api']],
    ]);
  });

  it('keeps an orphan deeper heading at the top level', () => {
    const tree = tocTree([{ id: 'a', value: 'A', level: 3 }, { id: 'b', value: 'B', level: 2 }], 2, 3);
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
  });

  it('honours a wider range', () => {
    const tree = tocTree(withDeep, 2, 4);
    expect(tree[0].children[0].children.map((n) => n.id)).toEqual(['deep']);
  });
});

describe('format helpers', () => {
  it('formats dates in UTC', () => {
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
    expect(yearOf('2024-12-31T23:30:00.000Z')).toBe('2024');
  });

  it('labels counts and reading time', () => {
    expect(postCountLabel(1)).toBe('1 post');
    expect(postCountLabel(3)).toBe('3 posts');
    expect(readingTimeLabel(3.2)).toBe('4 min read');
    expect(readingTimeLabel(0.1)).toBe('1 min read');
  });

  it('groups in first-seen order', () => {
    expect(groupBy(['b1', 'a1', 'b2'], (s) => s[0])).toEqual([
      { key: 'b', items: ['b1', 'b2'] },
      { key: 'a', items: ['a1'] },
    ]);
  });
});

describe('containsPath', () => {
  it('finds the page in a category, ignoring a trailing slash', () => {
    expect(containsPath(docSidebar[1], '/services/erpnext/complex-migrations/')).toBe(true);
    expect(containsPath(docSidebar[1], '/services/erpnext')).toBe(true);
    expect(containsPath(docSidebar[2], '/services/erpnext/complex-migrations')).toBe(false);
  });

  it('answers on the server, from the paths it gathered once, as the browser does by walking', () => {
    const category = (label: string, href: string | undefined, items: SidebarItem[], linkUnlisted = false): SidebarCategory => ({
      type: 'category', label, ...(href === undefined ? {} : { href }), linkUnlisted, collapsed: true, collapsible: true, items,
    });
    const link = (href: string, unlisted = false): SidebarItem => ({ type: 'link', label: href, href, unlisted });
    const sidebar: SidebarItem[] = [
      ...docSidebar,
      category('Deep', '/deep/', [
        link('/deep/a?tab=1'),
        link('/deep/b#part'),
        category('Inner', undefined, [link('/deep/inner/c/', true), category('Empty', '', [])]),
        category('Unlisted', '/deep/unlisted', [link('')], true),
      ]),
    ];
    const categories: SidebarCategory[] = [];
    const paths = new Set(['/', '/elsewhere', '']);
    const collect = (items: readonly SidebarItem[]) => {
      for (const item of items) {
        if (item.type !== 'html' && item.href !== undefined) for (const path of [item.href, `${item.href}/`, item.href.replace(/\/$/, ''), item.href.split(/[?#]/)[0]]) paths.add(path);
        if (item.type === 'category') {
          categories.push(item);
          collect(item.items);
        }
      }
    };
    collect(sidebar);
    for (const item of categories) {
      for (const path of paths) {
        // Twice on the server: once gathering the paths, once from what it kept.
        const expected = containsPath(item, path);
        expect([containsPathByLookup(item, path), containsPathByLookup(item, path)], `${item.label} at "${path}"`).toEqual([expected, expected]);
      }
    }
  });
});
