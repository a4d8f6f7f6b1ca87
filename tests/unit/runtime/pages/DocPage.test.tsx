import { describe, expect, it } from 'vitest';
import DocPage from '../../../../runtime/pages/DocPage.tsx';
import { docData } from './fixtures.ts';
import { select, selectAll, texts } from './html-query.ts';
import { render } from './render.tsx';

describe('DocPage', () => {
  const page = () => render(<DocPage data={docData()} />, '/services/erpnext/complex-migrations').root;

  it('renders on the server the markup the browser bundle hydrates', () => {
    for (const path of ['/services/erpnext/complex-migrations', '/services/erpnext/secret', '/services/guides/hidden', '/services/']) {
      const html = (side: 'server' | 'browser') => render(<DocPage data={docData({ path })} />, path, undefined, side).html;
      expect(html('server'), path).toBe(html('browser'));
    }
  });

  it('renders exactly one h1, the doc title, and the content HTML', () => {
    const root = page();
    expect(texts(selectAll(root, 'h1'))).toEqual(['Complex Migrations']);
    expect(texts(selectAll(root, 'main'))).toEqual([]);
    expect(texts([select(root, '.markdown em')])).toEqual(['content']);
  });

  it('ends the breadcrumbs at the page: home, section, category, then the page (not a link)', () => {
    const crumbs = select(page(), 'nav[aria-label="Breadcrumbs"]');
    const items = selectAll(crumbs, 'li');
    expect(texts(items)).toEqual(['', 'Services', 'ERPNext', 'Complex Migrations']);
    expect(select(items[0], 'a').attrs).toMatchObject({ href: '/', 'aria-label': 'Home page' });
    expect(selectAll(crumbs, 'a').map((a) => a.attrs.href)).toEqual(['/', '/services/', '/services/erpnext/']);
    const last = select(items[3], '[aria-current="page"]');
    expect(last.tag).toBe('span');
  });

  it('does not repeat the section when the trail starts at it', () => {
    const data = docData({ path: '/services/', breadcrumbs: [{ label: 'Services', href: '/services/' }] });
    const crumbs = select(render(<DocPage data={data} />, '/services/').root, 'nav[aria-label="Breadcrumbs"]');
    expect(texts(selectAll(crumbs, 'li'))).toEqual(['', 'Services']);
    expect(texts(selectAll(crumbs, '[aria-current="page"]'))).toEqual(['Services']);
  });

  it('highlights the active sidebar link and expands only the category that holds it', () => {
    const nav = select(page(), 'nav[aria-label="Docs sidebar"]');
    expect(texts(selectAll(nav, 'a[aria-current="page"]'))).toEqual(['Complex Migrations']);
    expect(select(nav, 'a[aria-current="page"]').attrs.class).toContain('doc-sidebar__link--active');
    const toggles = selectAll(nav, 'button.doc-sidebar__toggle');
    expect(toggles.map((b) => [b.attrs['aria-label'], b.attrs['aria-expanded']])).toEqual([
      ["Toggle the collapsible sidebar category 'ERPNext'", 'true'],
      ["Toggle the collapsible sidebar category 'Frappe Consulting'", 'false'],
    ]);
    const lists = selectAll(nav, '.doc-sidebar__item--category > ul');
    expect(lists.map((list) => /display:\s*none/.test(list.attrs.style ?? ''))).toEqual([false, true]);
    // A collapsed category's children are only rendered once it opens, keeping big sidebars out of every page.
    expect(selectAll(lists[1], 'a')).toEqual([]);
  });

  it('hides unlisted links unless they are the current page', () => {
    const nav = select(page(), 'nav[aria-label="Docs sidebar"]');
    const labels = texts(selectAll(nav, 'a, button.doc-sidebar__link'));
    expect(labels).not.toContain('Secret Page');
    // A category whose only child is hidden disappears with it.
    expect(labels).not.toContain('Guides');

    const onSecret = render(<DocPage data={docData({ path: '/services/erpnext/secret' })} />, '/services/erpnext/secret').root;
    expect(texts(selectAll(onSecret, 'nav[aria-label="Docs sidebar"] a[aria-current="page"]'))).toEqual(['Secret Page']);
  });

  it('renders the table of contents nested by level', () => {
    const toc = select(page(), 'nav[aria-label="Table of contents"]');
    const top = selectAll(toc, 'nav > ul > li');
    expect(top.map((li) => texts([select(li, 'a')])[0])).toEqual(['Introduction', 'Usage']);
    expect(texts(selectAll(top[0], 'li > ul a'))).toEqual(['Setup']);
    expect(texts(selectAll(top[1], 'li > ul a'))).toEqual(['CLI', 'API']);
    expect(selectAll(toc, 'a').map((a) => a.attrs.href)).toEqual(['#intro', '#setup', '#usage', '#cli', '#api']);
  });

  it('lists the headings the graph picked for the page, an h4 under its h3 when the doc asks for it', () => {
    const data = docData({});
    const deeper = [...data.doc.toc.slice(0, 2), { id: 'deep', value: 'Deeper', level: 4 }, ...data.doc.toc.slice(2)];
    const root = render(<DocPage data={{ ...data, doc: { ...data.doc, toc: deeper } }} />, '/services/erpnext/complex-migrations').root;
    const toc = select(root, 'nav[aria-label="Table of contents"]');
    expect(texts(selectAll(toc, 'ul ul ul a'))).toEqual(['Deeper']);
  });

  it('has a mobile "On this page" with a differently labelled nav', () => {
    const root = page();
    const mobile = select(root, 'details.toc-mobile');
    expect(texts([select(mobile, 'summary')])).toEqual(['On this page']);
    expect(selectAll(mobile, 'nav[aria-label="On this page"] a')).toHaveLength(5);
    const labels = selectAll(root, 'nav').map((nav) => nav.attrs['aria-label']);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('omits both tables of contents when showToc is false', () => {
    const root = render(<DocPage data={docData({ showToc: false })} />, '/services/erpnext/complex-migrations').root;
    expect(selectAll(root, '.toc, .toc-mobile')).toEqual([]);
  });

  it('links the previous and next pages', () => {
    const pager = select(page(), 'nav[aria-label="Docs pages"]');
    const links = selectAll(pager, 'a');
    expect(links.map((a) => a.attrs.href)).toEqual(['/services/erpnext/', '/services/frappe-consulting/']);
    expect(texts(links)).toEqual(['Previous« ERPNext', 'NextFrappe Consulting »']);
    expect(texts(selectAll(pager, '.pager__sublabel'))).toEqual(['Previous', 'Next']);
  });

  it('renders no sidebar column when the doc is in no sidebar', () => {
    const root = render(<DocPage data={docData({ sidebar: [], breadcrumbs: [] })} />, '/services/erpnext/complex-migrations').root;
    expect(selectAll(root, '.doc-page__sidebar')).toEqual([]);
    const crumbs = select(root, 'nav[aria-label="Breadcrumbs"]');
    expect(texts(selectAll(crumbs, 'li'))).toEqual(['', 'Services', 'Complex Migrations']);
  });
});
