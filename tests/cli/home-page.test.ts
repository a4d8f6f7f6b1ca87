import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen } from '../support/fixture.ts';

/** The text of every `<a>` of the HTML, by its href, in order. */
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(([, href, text]) => [href, text.replace(/<[^>]+>|→/g, '').trim()]);

describe('the home page of a site without content/index.md', () => {
  const root = fixtureSite('no-home-page');
  const validated = sitegen(['validate', '--root', root, '--json'], { cwd: root });
  const built = sitegen(['build', '--root', root], { cwd: root });
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));

  it('validates and builds with no diagnostic', () => {
    expect(validated.status).toBe(0);
    expect(JSON.parse(validated.stdout)).toEqual([]);
    expect(built.status).toBe(0);
    expect(built.stderr).not.toMatch(/warning|error/);
  });

  it('is rendered on the server with the title, the tagline and buttons into the first docs section and the blog', () => {
    expect(main).toContain('<h1 class="hero__title">Lighthouse</h1>');
    expect(main).toContain('<p class="hero__tagline">Keeping ships off the rocks since 1848</p>');
    expect(links(main.slice(0, main.indexOf('</header>')))).toEqual([
      ['/guides/', 'Guides'],
      ['/blog', 'Blog'],
    ]);
  });

  it('leads to each docs section with its main page\'s description', () => {
    const section = main.slice(main.indexOf('id="home-section-1"'), main.indexOf('</section>'));
    expect(section).toContain('>Documentation</h2>');
    expect(links(section)).toEqual([
      ['/guides/', 'GuidesStep-by-step guides for keepers, from lighting the lamp to logging the weather.'],
      ['/reference/', 'ReferenceEvery signal pattern the station shows, with its period and range in nautical miles.'],
    ]);
  });

  it('lists the three latest posts, newest first, and links to all of them', () => {
    const posts = main.slice(main.indexOf('id="home-latest-posts"'));
    expect(links(posts)).toEqual([
      ['/blog', 'All posts'],
      ['/blog/2025/05/20/open-day', 'Open day'],
      ['/blog/2025/02/01/new-lens', 'A new lens'],
      ['/blog/2024/06/10/fog-signals', 'Fog signals'],
    ]);
  });
});
