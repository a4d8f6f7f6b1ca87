import { describe, expect, it } from 'vitest';
import type { NavbarItem } from '../../../cli/config/navbar-schema.ts';
import type { SiteConfig } from '../../../cli/config/schema.ts';
import { resolveNavbar } from '../../../cli/graph/navbar.ts';
import { versionedSection, versionOf } from './versions-fixture.ts';

const site = (items: NavbarItem[]) => ({ navbar: { items }, locale: { code: 'en', label: 'English' } }) as unknown as SiteConfig;

describe('navbar items of a versioned section', () => {
  it('link the latest version, and list where they go in each version that has the doc', () => {
    const { items, diagnostics } = resolveNavbar(
      site([
        { type: 'doc', docId: 'guide', label: 'Guide', position: 'left' },
        { type: 'doc', docId: 'old', label: 'Old', position: 'left' },
        { type: 'docSidebar', sidebarId: 'docs', position: 'left' },
      ] as NavbarItem[]),
      [versionedSection()],
      null,
      'site.config.ts',
      [],
    );
    expect(diagnostics).toEqual([]);
    expect(items[0]).toMatchObject({ to: '/docs/guide', byVersion: { current: { to: '/docs/next/guide' }, '2.0': { to: '/docs/guide' }, '1.0': { to: '/docs/1.0/guide' } } });
    // Not in the latest version: Docusaurus links the first version that has it.
    expect(items[1]).toMatchObject({ to: '/docs/1.0/old', byVersion: { '1.0': { to: '/docs/1.0/old' } } });
    expect(items[2]).toMatchObject({ to: '/docs/', byVersion: { current: { to: '/docs/next/' }, '2.0': { to: '/docs/' }, '1.0': { to: '/docs/1.0/' } } });
  });

  it('docsVersion: the latest version by default, following label and main doc unless configured', () => {
    const { items } = resolveNavbar(
      site([
        { type: 'docsVersion', position: 'right' },
        { type: 'docsVersion', label: 'API', position: 'right' },
        { type: 'docsVersion', label: 'Fixed', to: '/fixed', position: 'right' },
      ] as NavbarItem[]),
      [versionedSection()],
      null,
      'site.config.ts',
      [],
    );
    expect(items[0]).toMatchObject({ label: '2.0', to: '/docs/', byVersion: { current: { to: '/docs/next/', label: 'Next' }, '1.0': { to: '/docs/1.0/', label: '1.0' } } });
    expect(items[1].type === 'docsVersion' && items[1].byVersion?.['1.0']).toEqual({ to: '/docs/1.0/' });
    expect(items[2]).not.toHaveProperty('byVersion');
  });

  it('docsVersionDropdown: each version goes to its main doc, and names the last version', () => {
    const { items } = resolveNavbar(site([{ type: 'docsVersionDropdown', position: 'right', dropdownItemsBefore: [], dropdownItemsAfter: [] }] as NavbarItem[]), [versionedSection()], null, 'site.config.ts', []);
    expect(items[0]).toMatchObject({
      versions: [
        { name: 'current', label: 'Next', to: '/docs/next/' },
        { name: '2.0', label: '2.0', to: '/docs/' },
        { name: '1.0', label: '1.0', to: '/docs/1.0/' },
      ],
      lastVersion: { name: '2.0', label: '2.0' },
    });
  });

  it('a version without a doc at its base path leads to the first doc of its first sidebar, as Docusaurus’ main doc', () => {
    const section = versionedSection();
    section.versions[1] = versionOf('2.0', '2.0', '/docs/', { zeta: '/docs/zeta', alpha: '/docs/alpha' }, { isLast: true, mainDocId: 'alpha' });
    const { items } = resolveNavbar(site([{ type: 'docsVersion', position: 'right' }] as NavbarItem[]), [section], null, 'site.config.ts', []);
    expect(items[0]).toMatchObject({ to: '/docs/zeta' });
  });

  it('a section of one version keeps its items as they were', () => {
    const single = { id: 'docs', label: 'Docs', path: '/docs/', versions: [versionOf('current', 'Next', '/docs/', { intro: '/docs/', guide: '/docs/guide' }, { isLast: true })] };
    const { items } = resolveNavbar(site([{ type: 'doc', docId: 'guide', position: 'left' }, { type: 'docSidebar', sidebarId: 'docs', position: 'left' }] as NavbarItem[]), [single], null, 'site.config.ts', []);
    expect(items.map((item) => Object.keys(item).includes('byVersion'))).toEqual([false, false]);
  });

  it('an unknown doc names the latest version', () => {
    const { diagnostics } = resolveNavbar(site([{ type: 'doc', docId: 'nope', section: 'docs', position: 'left' }] as NavbarItem[]), [versionedSection()], null, 'site.config.ts', []);
    expect(diagnostics[0].message).toMatch(/^navbar\.items\[0\]\.docId: Couldn't find any doc with id "nope" in version 2\.0\./);
  });
});
