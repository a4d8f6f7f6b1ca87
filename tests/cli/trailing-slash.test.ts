import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fixtureSite, REPO, sitegen } from '../support/fixture.ts';

/** Every file under `dir`, as site paths. */
function files(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, base) : [path.slice(base.length)];
  });
}

/** tests/fixtures/trailing-slash built with `trailingSlash` set to `setting` (unset for undefined), and `edit` applied first. */
function build(setting: boolean | undefined, edit?: (root: string) => void) {
  const root = fixtureSite('trailing-slash');
  const config = join(root, 'site.config.ts');
  if (setting !== undefined) writeFileSync(config, readFileSync(config, 'utf8').replace("url: 'https://slash.example.com',", `url: 'https://slash.example.com',\n  trailingSlash: ${setting},`));
  edit?.(root);
  const run = sitegen(['build', '--root', root], { cwd: root });
  const dist = join(root, 'dist');
  const read = (path: string) => readFileSync(join(dist, path), 'utf8');
  return { root, run, dist, read, pages: () => files(dist).filter((path) => path.endsWith('.html')).sort() };
}

const ROUTES = ['/', '/docs/', '/docs/guides/install', '/docs/guides/deploy', '/docs/category/guides', '/blog', '/blog/page/2', '/blog/2024/05/02/post-02', '/blog/2024/05/01/post-01', '/blog/tags', '/blog/tags/news', '/blog/tags/news/page/2', '/blog/archive'];

/** Each route's path as the setting publishes it. */
const published = (setting: boolean) => ROUTES.map((path) => (path === '/' ? '/' : setting ? path.replace(/\/?$/, '/') : path.replace(/\/$/, '')));

/** The site paths pages link to that are neither assets nor files (no dot in the last segment), without hash and query. */
function linkedPaths(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)].map((m) => m[1]).filter((path) => !/\.[^/]*$/.test(path));
}

describe.each([true, false])('trailingSlash: %s', (setting) => {
  const site = build(setting);
  const routes = published(setting);

  it('builds without diagnostics', () => {
    expect(site.run.stderr).not.toMatch(/error|warning/);
    expect(site.run.status).toBe(0);
  });

  it(setting ? 'writes every page as <route>/index.html' : 'writes every page but the home page as <route>.html, as Docusaurus does', () => {
    const expected = routes.map((path) => (path === '/' ? '/index.html' : setting ? `${path}index.html` : `${path}.html`));
    expect(site.pages()).toEqual([...expected, '/404.html'].sort());
  });

  it('lists the published paths in the sitemap and each page’s canonical URL', () => {
    expect([...site.read('sitemap.xml').matchAll(/<loc>https:\/\/slash\.example\.com(.*?)<\/loc>/g)].map((m) => m[1]).sort()).toEqual([...routes].sort());
    const install = site.read(setting ? 'docs/guides/install/index.html' : 'docs/guides/install.html');
    expect(install).toContain(`<link rel="canonical" href="https://slash.example.com${routes[2]}">`);
  });

  it('links every page to the published paths only: navbar, sidebar, pager, footer, breadcrumbs, cards, blog lists and Markdown links', () => {
    const linked = new Set<string>();
    for (const page of site.pages()) for (const path of linkedPaths(site.read(page))) linked.add(path);
    expect([...linked].filter((path) => !routes.includes(path))).toEqual([]);
    // The hand-written links of the docs index, each in its published form.
    const intro = site.read(setting ? 'docs/index.html' : 'docs.html');
    for (const href of [routes[2], `${routes[3]}#steps`, routes[4]]) expect(intro).toContain(`href="${href}"`);
    expect(intro).toContain('href="/img/logo.svg"');
  });

  it('gives the feeds the published paths', () => {
    expect([...site.read('blog/rss.xml').matchAll(/<link>(.*?)<\/link>/g)].map((m) => m[1]).slice(1)).toEqual([`https://slash.example.com${routes[7]}`, `https://slash.example.com${routes[8]}`]);
  });
});

describe('relative links resolve against the path a page is published at, as in Docusaurus', () => {
  // Appcircle's docs (trailingSlash: false) link from an index doc as `section/page`.
  const addLink = (root: string) => {
    const index = join(root, 'content/docs/index.md');
    writeFileSync(index, `${readFileSync(index, 'utf8')}\nAlso [install](docs/guides/install).\n`);
  };

  it('from /docs with trailingSlash: false, `docs/guides/install` is /docs/guides/install', () => {
    const site = build(false, addLink);
    expect(site.run.status).toBe(0);
    expect(site.read('docs.html')).toContain('href="docs/guides/install"');
  });

  it('from /docs/ when unset, the same link is /docs/docs/guides/install: a BrokenLink', () => {
    const site = build(undefined, addLink);
    expect(site.run.status).toBe(1);
    expect(site.run.stderr).toContain('links to /docs/docs/guides/install, which is not a route or a static file.  [BrokenLink]');
  });
});

describe('sitegen serve --trailing-slash, as `docusaurus serve` answers such a build', () => {
  const sites = { true: build(true), false: build(false) };
  /** The status and Location of `path` from `sitegen serve` on the build for `setting`. */
  async function head(setting: boolean, path: string): Promise<{ status: number; location: string | null }> {
    const child = spawn(process.execPath, [join(REPO, 'bin/sitegen.js'), 'serve', '--dir', sites[`${setting}`].dist, '--port', '0', '--trailing-slash', String(setting)], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const url = await new Promise<string>((resolve) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d) && /at (http:\/\/\S+?)\/\s/.test(out) && resolve(/at (http:\/\/\S+?)\/\s/.exec(out)![1]));
      });
      const response = await fetch(url + path, { redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location') };
    } finally {
      child.kill('SIGINT');
    }
  }

  it('true: /docs/guides/install redirects to /docs/guides/install/, which is the page', async () => {
    expect(await head(true, '/docs/guides/install')).toEqual({ status: 301, location: '/docs/guides/install/' });
    expect(await head(true, '/docs/guides/install/')).toEqual({ status: 200, location: null });
  });

  it('false: /docs/guides/install/ redirects to /docs/guides/install, which is the page', async () => {
    expect(await head(false, '/docs/guides/install/')).toEqual({ status: 301, location: '/docs/guides/install' });
    expect(await head(false, '/docs/guides/install')).toEqual({ status: 200, location: null });
  });

  it('refuses a value other than true or false', () => {
    const run = sitegen(['serve', '--dir', sites.true.dist, '--trailing-slash', 'yes']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('✘ --trailing-slash must be true or false, as the site\'s config has it, not "yes".\n');
  });
});
