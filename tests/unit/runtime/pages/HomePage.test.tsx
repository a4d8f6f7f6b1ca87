import { describe, expect, it } from 'vitest';
import HomePage from '../../../../runtime/pages/HomePage.tsx';
import { homeData } from './fixtures.ts';
import { select, selectAll, texts } from './html-query.ts';
import { render } from './render.tsx';

describe('HomePage', () => {
  const root = () => render(<HomePage data={homeData} />, '/').root;

  it('has one h1, the hero title, with the tagline and image', () => {
    const page = root();
    expect(texts(selectAll(page, 'h1'))).toEqual(['Acme']);
    expect(texts([select(page, '.hero__tagline')])).toEqual(['Engineering Innovative Solutions for Complex Domains']);
    expect(select(page, '.hero img').attrs).toMatchObject({ src: '/img/hero.svg', alt: '' });
  });

  it('links the hero actions with their variants', () => {
    const actions = selectAll(root(), '.hero__actions a');
    expect(actions.map((a) => [a.attrs.href, a.attrs.class, texts([a])[0]])).toEqual([
      ['/services/', 'hero__button hero__button--primary', 'Explore our services'],
      ['/company/contact-us', 'hero__button hero__button--secondary', 'Contact us'],
    ]);
  });

  it('renders feature sections as card grids, linking cards that have a target', () => {
    const section = select(root(), 'section[aria-labelledby="home-section-1"]');
    expect(texts([select(section, 'h2')])).toEqual(['What we do']);
    expect(texts([select(section, '.home-section__intro')])).toEqual(['We implement business systems.']);
    expect(texts(selectAll(section, '.card h3'))).toEqual(['ERPNext→', 'Plain card']);
    expect(selectAll(section, 'a.card').map((a) => a.attrs.href)).toEqual(['/services/erpnext/']);
  });

  it('lists the latest posts with date, title link and description', () => {
    const section = select(root(), 'section[aria-labelledby="home-latest-posts"]');
    const cards = selectAll(section, 'article');
    expect(cards).toHaveLength(2);
    expect(select(cards[0], 'time').attrs.datetime).toBe('2025-02-11T00:00:00.000Z');
    expect(texts([select(cards[0], 'time')])).toEqual(['February 11, 2025']);
    expect(select(cards[0], 'h3 a').attrs.href).toBe('/blog/scaling');
    expect(texts([select(cards[0], '.card__text')])).toEqual(['How we scale.']);
    expect(select(section, '.home-section__more').attrs.href).toBe('/blog');
  });

  it('ends with the Markdown body', () => {
    const body = select(root(), '.home-section--content .markdown');
    expect(texts(selectAll(body, 'h2'))).toEqual(['Why teams work with us']);
  });

  it('leaves out the latest posts when there are none', () => {
    const page = render(<HomePage data={{ ...homeData, latestPosts: [] }} />, '/').root;
    expect(selectAll(page, 'section[aria-labelledby="home-latest-posts"]')).toEqual([]);
  });
});
