import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen } from '../support/fixture.ts';

describe('blog authors as Docusaurus declares them (issue 17)', () => {
  const root = fixtureSite('blog-authors');
  const built = sitegen(['build', '--root', root], { cwd: root });
  const page = (path: string) => readFileSync(join(root, 'dist', path, 'index.html'), 'utf8');
  /** The href of the link named `label` (its aria-label). */
  const hrefOf = (html: string, label: string) => new RegExp(`<a [^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0].match(/href="([^"]+)"/)?.[1];

  it('builds without a diagnostic', () => {
    expect(built.status, built.stderr).toBe(0);
    expect(built.stderr).not.toMatch(/warning|error/);
  });

  it('gives an author page at page.permalink, with profiles from handles and URLs', () => {
    const html = page('blog/authors/all-sebastien-lorber-articles');
    expect(html).toContain('<h1 class="author-card__name">Sébastien Lorber</h1>');
    for (const [label, url] of [
      ['X', 'https://x.com/sebastienlorber'],
      ['LinkedIn', 'https://www.linkedin.com/in/sebastienlorber/'],
      ['GitHub', 'https://github.com/slorber'],
      ['Stack Overflow', 'https://stackoverflow.com/users/82609'],
      ['newsletter', 'https://thisweekinreact.com'],
    ]) {
      expect(hrefOf(html, `Sébastien Lorber on ${label}`), label).toBe(url);
    }
  });

  it('keeps an author page at the key for page: true, and a profile URL as written', () => {
    expect(hrefOf(page('blog/authors/yangshun'), 'Yangshun Tay on GitHub')).toBe('https://github.com/yangshun');
  });

  it('shows the profiles of authors declared inline in a post', () => {
    expect(hrefOf(page('blog'), 'Grace Hopper on Bluesky')).toBe('https://bsky.app/profile/grace.example.com');
  });

  it('reads Docusaurus\' older author, author_title, author_url and author_image_url fields', () => {
    const html = page('blog');
    expect(html).toMatch(/<img class="author__avatar" src="https:\/\/github.com\/JoelMarcey.png"/);
    expect(html).toMatch(/<a [^>]*href="https:\/\/github.com\/JoelMarcey"[^>]*>Joel Marcey<\/a><span class="author__title">Technical Writer<\/span>/);
  });
});
