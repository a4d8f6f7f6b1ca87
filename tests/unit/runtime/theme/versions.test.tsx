import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocPageData } from '../../../../cli/graph/page-data-types.ts';
import type { ResolvedNavbarItem } from '../../../../cli/graph/schema.ts';
import { translateNodes } from '../../../../runtime/theme/translate.tsx';
import { NavbarItem } from '../../../../runtime/theme/navbar/NavbarItem.tsx';
import { DocVersionBadge } from '../../../../runtime/theme/versions/DocVersionBadge.tsx';
import { DocVersionBanner } from '../../../../runtime/theme/versions/DocVersionBanner.tsx';
import { pickVersion } from '../../../../runtime/theme/versions/follow-version.ts';
import { preferredVersionKey, savePreferredVersion } from '../../../../runtime/theme/versions/preferred-version.ts';
import { docPage, homePage } from '../fixtures.ts';
import { renderInTheme } from './render.tsx';

/** A doc of version 1.0 in the `docs` section, which also has it in Next but not in 2.0. */
function versionedDoc(version: DocPageData['version'] = { name: '1.0', label: '1.0' }): DocPageData {
  return { ...docPage('/docs/1.0/guide'), section: { id: 'docs', label: 'Docs', path: '/docs/' }, version, alternates: { current: '/docs/next/guide' } };
}

const dropdown: ResolvedNavbarItem = {
  type: 'docsVersionDropdown',
  section: 'docs',
  position: 'right',
  versions: [
    { name: 'current', label: 'Next', to: '/docs/next/' },
    { name: '2.0', label: '2.0', to: '/docs/' },
    { name: '1.0', label: '1.0', to: '/docs/1.0/' },
  ],
  lastVersion: { name: '2.0', label: '2.0' },
  dropdownItemsBefore: [],
  dropdownItemsAfter: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('translateNodes', () => {
  it('fills placeholders with text and elements, and leaves unknown ones', () => {
    expect(renderToStaticMarkup(<p>{translateNodes({ message: 'See {link} ({label}) {other}' }, { link: <a href="/x">x</a>, label: '2.0' })}</p>)).toBe('<p>See <a href="/x">x</a> (2.0) {other}</p>');
  });
});

describe('the preferred version', () => {
  it('is kept under Docusaurus’ key: plugin id `default` for the docs section', () => {
    expect(preferredVersionKey('docs')).toBe('docs-preferred-version-default');
    expect(preferredVersionKey('api')).toBe('docs-preferred-version-api');
  });

  it('saving stores the name and tells the page', () => {
    const events: string[] = [];
    const target = new EventTarget();
    target.addEventListener('sitegen:preferred-version', (event) => events.push(event.type));
    vi.stubGlobal('window', target);
    const stored = new Map<string, string>();
    savePreferredVersion('docs', '1.0', () => ({ getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value), removeItem: (key) => void stored.delete(key) }));
    expect(stored.get('docs-preferred-version-default')).toBe('1.0');
    expect(events).toEqual(['sitegen:preferred-version']);
  });

  it('a link follows the first candidate version that has it', () => {
    const byVersion = { current: { to: '/docs/next/guide' }, '2.0': { to: '/docs/guide' } };
    expect(pickVersion(byVersion, ['1.0', 'current'])).toEqual({ to: '/docs/next/guide' });
    expect(pickVersion(byVersion, ['1.0'])).toBeUndefined();
    expect(pickVersion(undefined, ['1.0'])).toBeUndefined();
    expect(pickVersion(byVersion, ['toString'])).toBeUndefined();
  });
});

describe('the version banner and badge', () => {
  it('unmaintained: names the site and version, and links the latest version', () => {
    const version = { name: '1.0', label: '1.0', banner: { kind: 'unmaintained' as const, latest: { name: '2.0', label: '2.0', to: '/docs/' } } };
    const html = renderInTheme(<DocVersionBanner section="docs" version={version} />, { page: versionedDoc(version) });
    expect(html).toMatch(/^<div class="theme-doc-version-banner alert alert--warning margin-bottom--md [^"]*" role="alert">/);
    expect(html).toContain('<div>This is documentation for Acme <b>1.0</b>, which is no longer actively maintained.</div>');
    expect(html).toContain('For up-to-date documentation, see the <b><a href="/docs/" data-prefetch="">latest version</a></b> (2.0).');
  });

  it('unreleased: says so', () => {
    const version = { name: 'current', label: 'Next', banner: { kind: 'unreleased' as const, latest: { name: '2.0', label: '2.0', to: '/docs/guide' } } };
    const html = renderInTheme(<DocVersionBanner section="docs" version={version} />, { page: versionedDoc(version) });
    expect(html).toContain('This is unreleased documentation for Acme <b>Next</b> version.');
    expect(html).toContain('<a href="/docs/guide" data-prefetch="">latest version</a>');
  });

  it('neither without the version asking for them', () => {
    expect(renderInTheme(<DocVersionBanner section="docs" version={{ name: '2.0', label: '2.0' }} />)).toBe('');
    expect(renderInTheme(<DocVersionBadge version={{ name: '2.0', label: '2.0' }} />)).toBe('');
  });

  it('the badge names the version', () => {
    expect(renderInTheme(<DocVersionBadge version={{ name: '2.0', label: '2.0', badge: true }} />)).toBe('<span class="theme-doc-version-badge badge badge--secondary tag-chip">Version: 2.0</span>');
  });
});

describe('navbar items following the version', () => {
  it('the dropdown names the version read and goes to the same doc, else the main doc', () => {
    const html = renderInTheme(<NavbarItem item={dropdown} />, { page: versionedDoc() });
    expect(html).toContain('aria-expanded="false">1.0</button>');
    expect(html).toContain('<a href="/docs/next/guide" class="dropdown__link" data-prefetch="">Next</a>');
    expect(html).toContain('<a href="/docs/" class="dropdown__link" data-prefetch="">2.0</a>');
    expect(html).toContain('<a href="/docs/1.0/guide" class="dropdown__link dropdown__link--active" data-prefetch="">1.0</a>');
  });

  it('outside the section the dropdown names the latest version (the preferred one is read once mounted)', () => {
    const html = renderInTheme(<NavbarItem item={dropdown} />, { page: homePage() });
    expect(html).toContain('aria-expanded="false">2.0</button>');
    expect(html).toContain('<a href="/docs/next/" class="dropdown__link" data-prefetch="">Next</a>');
  });

  it('doc and docsVersion items go to the version read', () => {
    const doc: ResolvedNavbarItem = { type: 'doc', docId: 'guide', section: 'docs', label: 'Guide', to: '/docs/guide', position: 'left', byVersion: { '1.0': { to: '/docs/1.0/guide' }, '2.0': { to: '/docs/guide' } } };
    const version: ResolvedNavbarItem = { type: 'docsVersion', section: 'docs', label: '2.0', to: '/docs/', position: 'left', byVersion: { '1.0': { to: '/docs/1.0/', label: '1.0' }, '2.0': { to: '/docs/', label: '2.0' } } };
    const onDoc = renderInTheme(<><NavbarItem item={doc} /><NavbarItem item={version} /></>, { page: versionedDoc() });
    expect(onDoc).toContain('href="/docs/1.0/guide"');
    expect(onDoc).toMatch(/href="\/docs\/1\.0\/"[^>]*>1\.0<\/a>/);
    const elsewhere = renderInTheme(<><NavbarItem item={doc} /><NavbarItem item={version} /></>, { page: homePage() });
    expect(elsewhere).toContain('href="/docs/guide"');
    expect(elsewhere).toMatch(/href="\/docs\/"[^>]*>2\.0<\/a>/);
  });
});
