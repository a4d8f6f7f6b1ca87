import { describe, expect, it } from 'vitest';
import { checkReferences } from '../../../cli/graph/check-references.ts';
import type { Route } from '../../../cli/graph/schema.ts';

const routes = ['/docs/intro', '/docs/setup/', '/blog/2024/01/02/hello'].map((path) => ({ kind: 'blogTags', path }) as Route);

/** The diagnostics of one page at `from` holding `urls`, its own anchors `setup` and `ünïcode`. */
function check(from: string, urls: string[]): string[] {
  const pages = [{ path: '/docs/intro', file: '/site/intro.md', anchors: ['setup', 'ünïcode'], links: [], references: [] }, { path: from, file: '/site/page.md', anchors: [], links: urls.map((url, i) => ({ url, kind: 'link' as const, line: i + 1 })), references: [] }];
  const found = checkReferences({ routes, pages, files: new Set(['/img/logo.png']), extraLinks: [], onBrokenLinks: 'throw', onBrokenAnchors: 'warn' });
  return found.map((d) => `${d.line}: ${d.code}`);
}

describe('the link check', () => {
  it('finds plain links to routes, their anchors and static files as URL resolution would', () => {
    expect(check('/docs/setup/', ['/docs/intro', '/docs/intro/', '/docs/intro#setup', '/docs/setup', '/img/logo.png', '/blog/2024/01/02/hello#'])).toEqual([]);
    expect(check('/docs/setup/', ['/docs/intro#missing', '/docs/nowhere', '/docs/intro.md', '/img/logo.jpg', '/img/logo.png#x'])).toEqual(['1: BrokenAnchor', '2: BrokenLink', '3: BrokenLink', '4: BrokenLink']);
  });

  it('resolves and decodes every other link: relative, with dot segments, a query or escapes', () => {
    expect(check('/docs/setup/', ['../intro', './', '/docs/./intro', '/docs/x/../intro#setup', '/docs/intro?tab=1', '/docs/%69ntro', '/docs/intro#%C3%BCn%C3%AFcode', 'intro#setup'])).toEqual(['8: BrokenLink']);
    expect(check('/docs/setup/', ['../nowhere', '/docs/intro#%73etup-2'])).toEqual(['1: BrokenLink', '2: BrokenAnchor']);
  });
});
