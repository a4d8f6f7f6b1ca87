import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../cli/config/load.ts';

const base = { title: 'T', url: 'https://example.com' };

function check(config: Record<string, unknown>, locate?: Parameters<typeof validateConfig>[3]) {
  return validateConfig({ ...base, ...config }, '/site', '/site/site.config.ts', locate).diagnostics;
}

const messages = (config: Record<string, unknown>) => check(config).map((d) => d.message);

describe('unknown config keys', () => {
  it('names the path of an unknown key at the top level, in objects and in array items, and the key meant', () => {
    expect(messages({ onBrokenLinkz: 'warn' })).toEqual(['onBrokenLinkz: unknown key; did you mean `onBrokenLinks`?']);
    expect(messages({ colorMode: { defaultMod: 'dark' } })).toEqual(['colorMode.defaultMod: unknown key; did you mean `defaultMode`?']);
    expect(messages({ docs: [{ id: 'docs' }, { id: 'api', routeBasePathh: '/api' }] })).toEqual([
      'docs[1].routeBasePathh: unknown key; did you mean `routeBasePath`?',
    ]);
    expect(messages({ footer: { links: [{ title: 'Docs', items: [{ label: 'Git', href: 'https://git.example.com', hreff: 'x' }] }] } })).toEqual([
      'footer.links[0].items[0].hreff: unknown key; did you mean `href`?',
    ]);
    expect(messages({ blog: { feedOptions: { limitt: 5 } } })).toEqual(['blog.feedOptions.limitt: unknown key; did you mean `limit`?']);
  });

  it('keeps customFields open to any key, and knows no consultancy key such as brand', () => {
    expect(messages({ customFields: { brand: 'Acme', social: { mastodon: '@acme' } } })).toEqual([]);
    expect(messages({ brand: { name: 'Acme' } })).toEqual(['brand: unknown key.']);
  });

  it('reports every unknown key of one object, each on its own', () => {
    const found = check({ announcementBar: { content: 'Hi', colour: 'red', closeable: false } });
    expect(found.map((d) => d.code)).toEqual(['UnknownConfigKey', 'UnknownConfigKey']);
    expect(found.map((d) => d.message)).toEqual([
      'announcementBar.colour: unknown key.',
      'announcementBar.closeable: unknown key; did you mean `isCloseable`?',
    ]);
    expect(found[0].hint).toContain('Keys of announcementBar: id, content, backgroundColor, textColor, isCloseable.');
  });

  it("lists a docs section's keys without the Docusaurus options it only warns of, and still suggests them", () => {
    const [typo] = check({ docs: [{ id: 'docs', sidebarColapsed: false }] });
    expect(typo.message).toBe('docs[0].sidebarColapsed: unknown key; did you mean `sidebarCollapsed`?');
    expect(typo.hint).toContain('Keys of docs[0]: id, path, routeBasePath, label, sidebarPath, showLastUpdateTime, showLastUpdateAuthor, lastVersion, includeCurrentVersion, onlyIncludeVersions, versions, editUrl, sidebarCollapsible, sidebarCollapsed, breadcrumbs.');
    expect(messages({ docs: [{ id: 'docs', exclud: [] }] })).toEqual(['docs[0].exclud: unknown key; did you mean `exclude`?']);
  });

  it('knows the keys of each kind of navbar item, typed or not, and of dropdown items', () => {
    expect(
      messages({
        navbar: {
          items: [
            { type: 'doc', docId: 'intro', labell: 'Intro' },
            { to: '/blog', lable: 'Blog' },
            { label: 'More', items: [{ type: 'html', value: '<hr>', classname: 'sep' }], too: '/more' },
            { type: 'search', positon: 'left' },
          ],
        },
      }),
    ).toEqual([
      'navbar.items[0].labell: unknown key; did you mean `label`?',
      'navbar.items[1].lable: unknown key; did you mean `label`?',
      'navbar.items[2].items[0].classname: unknown key; did you mean `className`?',
      'navbar.items[2].too: unknown key; did you mean `to`?',
      'navbar.items[3].positon: unknown key; did you mean `position`?',
    ]);
    const [docItem] = check({ navbar: { items: [{ type: 'docSidebar', sidebarId: 's', docId: 'x' }] } });
    expect(docItem.message).toBe('navbar.items[0].docId: unknown key.');
    expect(docItem.hint).toContain('Keys of navbar.items[0]: type, position, sidebarId, section, label,');
  });

  it('tells footer columns from a flat list of links by what the input holds', () => {
    expect(messages({ footer: { links: [{ title: 'Docs', items: [{ label: 'A', to: '/a', hreff: '/b' }] }] } })).toEqual([
      'footer.links[0].items[0].hreff: unknown key; did you mean `href`?',
    ]);
    expect(messages({ footer: { links: [{ label: 'A', too: '/a' }] } })).toEqual(['footer.links[0].too: unknown key; did you mean `to`?']);
  });

  it('reports unknown keys beside the config’s other mistakes, in one run', () => {
    const found = check({ url: 'not a url', blogg: { postsPerPage: 2 } });
    expect(found.map((d) => [d.code, d.message])).toEqual([
      ['InvalidConfig', 'url: Invalid URL.'],
      ['UnknownConfigKey', 'blogg: unknown key; did you mean `blog`?'],
    ]);
  });

  it('puts each unknown key at the line the locator finds for its path, or names only the file', () => {
    const asked: string[] = [];
    const found = check({ docs: [{ id: 'a', pathh: 'x' }], onBrokenLinkz: 'warn' }, (path) => {
      asked.push(path.join('/'));
      return path[0] === 'docs' ? { line: 7, column: 12 } : undefined;
    });
    expect(asked.sort()).toEqual(['docs/0/pathh', 'onBrokenLinkz']);
    expect(found.map(({ file, line, column }) => ({ file, line, column }))).toEqual([
      { file: '/site/site.config.ts', line: 7, column: 12 },
      { file: '/site/site.config.ts', line: undefined, column: undefined },
    ]);
  });
});
