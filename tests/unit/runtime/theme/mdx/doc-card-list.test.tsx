import { describe, expect, it } from 'vitest';
import DocCardList, { type DocCardItem } from '../../../../../runtime/theme/mdx/DocCardList.tsx';
import { ComponentUsageError } from '../../../../../runtime/theme/mdx/usage-error.ts';
import { homePage } from '../../fixtures.ts';
import { docData } from '../../pages/fixtures.ts';
import { parseHtml, select, selectAll, texts } from '../../pages/html-query.ts';
import { renderInTheme } from '../render.tsx';

const items: DocCardItem[] = [
  { type: 'link', label: 'Install', href: '/docs/install', unlisted: false, description: 'Get it running.' },
  { type: 'link', label: 'Hidden', href: '/docs/hidden', unlisted: true },
  { type: 'link', label: 'GitHub', href: 'https://github.example.com/acme', unlisted: false },
  {
    type: 'category',
    label: 'Guides',
    linkUnlisted: false,
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'Secret', href: '/docs/guides/secret', unlisted: true },
      { type: 'link', label: 'First', href: '/docs/guides/first', unlisted: false },
    ],
  },
  { type: 'category', label: 'Empty', linkUnlisted: false, collapsed: true, collapsible: true, items: [] },
];

const cards = (html: string) => selectAll(parseHtml(html), '.doc-cards > .doc-card');

describe('<DocCardList items>', () => {
  it('renders a card per listed item: its label, its description, a link', () => {
    const found = cards(renderInTheme(<DocCardList items={items} />));
    expect(texts(found.map((card) => select(card, '.doc-card__title')))).toEqual(['📄️ Install', '🔗 GitHub', '🗃️ Guides']);
    expect(found.map((card) => select(card, 'a').attrs.href)).toEqual(['/docs/install', 'https://github.example.com/acme', '/docs/guides/first']);
    expect(texts(found.map((card) => select(card, '.doc-card__title .doc-card__icon')))).toEqual(['📄️', '🔗', '🗃️']);
    expect(select(found[0], '.doc-card__icon').attrs['aria-hidden']).toBe('true');
    expect(texts(found.flatMap((card) => selectAll(card, '.doc-card__description')))).toEqual(['Get it running.', '1 item']);
  });

  it("links with the runtime's Link: internal links prefetch, external ones open in a new tab", () => {
    const [internal, external] = cards(renderInTheme(<DocCardList items={items} />)).map((card) => select(card, 'a').attrs);
    expect(internal).toMatchObject({ class: 'doc-card__link', 'data-prefetch': '' });
    expect(external).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
  });
});

describe('<DocCardList> without items', () => {
  it('lists the items of the sidebar category whose page this is', () => {
    const page = docData({ path: '/services/erpnext/' });
    const found = cards(renderInTheme(<DocCardList />, { page }));
    expect(texts(found.map((card) => select(card, '.doc-card__title')))).toEqual(['📄️ Complex Migrations']);
  });

  it('finds the category whatever the trailing slash', () => {
    const page = docData({ path: '/services/frappe-consulting' });
    expect(texts(cards(renderInTheme(<DocCardList />, { page })).map((card) => select(card, 'a')))).toEqual(['📄️ Dev Utils']);
  });

  it('is an error on a doc that is no category page, and on a page that is no doc', () => {
    const render = (page: Parameters<typeof renderInTheme>[1]) => () => renderInTheme(<DocCardList />, page);
    expect(render({ page: docData() })).toThrow(ComponentUsageError);
    expect(render({ page: docData() })).toThrow(
      "<DocCardList>: without items lists the pages of the sidebar category whose page this is, but no category of the sidebar links to /services/erpnext/complex-migrations. Make this doc its category's page (link: { type: 'doc', id } in _category_.json, or an index.md), or pass items.",
    );
    expect(render({ page: homePage() })).toThrow("<DocCardList>: without items lists the pages of the current doc's sidebar category, but / is not a doc. Pass the cards: <DocCardList items={[…]} />.");
  });
});
