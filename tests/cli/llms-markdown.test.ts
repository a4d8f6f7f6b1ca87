import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen } from '../support/fixture.ts';
import { startServer } from '../../cli/serve/server.ts';
import packageJson from '../../package.json' with { type: 'json' };

/** Every file under `dir` whose name ends with `ext`, as site paths. */
function filesEnding(dir: string, ext: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesEnding(path, ext, base) : name.endsWith(ext) ? [path.slice(base.length)] : [];
  });
}

const root = fixtureSite('llms-markdown');
const run = sitegen(['build', '--root', root], { cwd: root });
const dist = join(root, 'dist');
const read = (path: string) => readFileSync(join(dist, path), 'utf8');

describe('/llms-full.txt and each page’s Markdown at its route with .md appended', () => {
  it('builds without diagnostics', () => {
    expect(run.stderr).not.toMatch(/error|warning/);
    expect(run.status).toBe(0);
  });

  it('writes llms-full.txt: the title and summary, then each page llms.txt lists, in its order, with its URL and Markdown', () => {
    expect(read('llms-full.txt')).toBe(
      [
        '# Markdown Fixture',
        '',
        '> Every page as Markdown',
        '',
        '# Introduction',
        '',
        'Source: https://md.example.com/docs/',
        '',
        'Widget in one page. Next: [tabs](./guides/tabs.mdx).',
        '',
        '# Tabs',
        '',
        'Source: https://md.example.com/docs/guides/tabs',
        '',
        "Choose one of Widget's tabs:",
        '',
        '<Tabs>',
        '  <TabItem value="a" label="A">First</TabItem>',
        '  <TabItem value="b" label="B">Second</TabItem>',
        '</Tabs>',
        '',
        '```js',
        "import x from 'y';",
        "export const kept = 'Widget';",
        '```',
        '',
        '# Launch',
        '',
        'Source: https://md.example.com/blog/2024/05/01/launch',
        '',
        'We launched Widget.',
        '',
      ].join('\n'),
    );
    expect(read('llms.txt').split('\n').filter((line) => line.startsWith('- ')).map((line) => /\((.*?)\)/.exec(line)![1])).toEqual([
      'https://md.example.com/docs/',
      'https://md.example.com/docs/guides/tabs',
      'https://md.example.com/blog/2024/05/01/launch',
    ]);
  });

  it('writes each listed page’s Markdown beside its route (index.md for a route ending in /), front matter and MDX imports and exports left out, placeholders filled', () => {
    expect(filesEnding(dist, '.md').sort()).toEqual(['/blog/2024/05/01/launch.md', '/docs/guides/tabs.md', '/docs/index.md', '/index.md']);
    expect(read('index.md')).toBe('# Home\n\nWelcome to Widget.\n');
    expect(read('docs/index.md')).toBe('# Introduction\n\nWidget in one page. Next: [tabs](./guides/tabs.mdx).\n');
    const tabs = read('docs/guides/tabs.md');
    expect(tabs.startsWith("# Tabs\n\nChoose one of Widget's tabs:\n\n<Tabs>\n")).toBe(true);
    expect(tabs.slice(0, tabs.indexOf('```'))).not.toMatch(/^(import|export) /m);
    expect(tabs).not.toContain('sidebar_position');
    expect(read('blog/2024/05/01/launch.md')).toBe('# Launch\n\nWe launched Widget.\n');
  });

  it(`names sitegen and its version (${packageJson.version}) in every page's generator meta, once`, () => {
    const pages = filesEnding(dist, '.html');
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(read(page).match(/<meta name="generator"[^>]*>/g), page).toEqual([`<meta name="generator" content="sitegen ${packageJson.version}">`]);
  });
});

describe('sitegen serve sends a page’s Markdown as text/markdown', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ root: dist, port: 0 });
  });
  afterAll(() => server?.close());

  it('answers /docs/guides/tabs.md with its UTF-8 Markdown', async () => {
    const response = await fetch(`${server.url}/docs/guides/tabs.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe(read('docs/guides/tabs.md'));
  });
});

describe('llmsTxt turned off, in part or whole', () => {
  const build = (setting: string) => {
    const site = fixtureSite('llms-markdown');
    const config = join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("customFields:", `llmsTxt: ${setting},\n  customFields:`));
    expect(sitegen(['build', '--root', site], { cwd: site }).status).toBe(0);
    const out = join(site, 'dist');
    return { txt: existsSync(join(out, 'llms.txt')), full: existsSync(join(out, 'llms-full.txt')), markdown: filesEnding(out, '.md').length };
  };

  it('llmsTxt: false writes none of the three', () => {
    expect(build('false')).toEqual({ txt: false, full: false, markdown: 0 });
  });

  it('{ full: false } and { markdownRoutes: false } leave out one each', () => {
    expect(build('{ full: false }')).toEqual({ txt: true, full: false, markdown: 4 });
    expect(build('{ markdownRoutes: false }')).toEqual({ txt: true, full: true, markdown: 0 });
  });
});
