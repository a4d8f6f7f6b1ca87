import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen, type JsonDiagnostic } from '../support/fixture.ts';

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]));
}

const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);

describe('Markdown file links, resolved to routes as Docusaurus does', () => {
  const root = fixtureSite('file-links');
  const run = sitegen(['build', '--root', root], { cwd: root });
  const dist = join(root, 'dist');
  const read = (path: string) => readFileSync(join(dist, path), 'utf8');

  it('builds without diagnostics', () => {
    expect(run.stderr).not.toMatch(/error|warning/);
    expect(run.status).toBe(0);
  });

  it('links relative, section-rooted, content-rooted and referenced file links to their routes, keeping the hash', () => {
    expect(hrefs(read('docs/index.html'))).toEqual(expect.arrayContaining(['/docs/install', '/docs/options#semicolons', '/docs/api/cli#options', '/docs/api/cli', '/docs/api/']));
    expect(read('docs/index.html')).toContain('<li><a href="/docs/install">Install again</a></li>');
    expect(hrefs(read('docs/guides/intro/index.html'))).toEqual(expect.arrayContaining(['/docs/api/cli#options', '/docs/install#steps', '/docs/custom-route']));
    expect(hrefs(read('docs/api/index.html'))).toContain('/docs/api/cli');
    expect(hrefs(read('index.html'))).toContain('/docs/install');
  });

  it('links posts to posts, in the post, its excerpt in the list, and the feeds', () => {
    expect(hrefs(read('blog/2024/01/05/first/index.html'))).toContain('/blog/2024/02/01/second#more');
    expect(hrefs(read('blog/2024/02/01/second/index.html'))).toContain('/blog/2024/01/05/first');
    expect(read('blog/index.html')).toContain('<a href="/blog/2024/02/01/second#more">the second post</a>');
    expect(read('blog/rss.xml')).toContain('/blog/2024/02/01/second#more');
    expect(read('blog/atom.xml')).toContain('/blog/2024/02/01/second#more');
  });

  it('leaves no placeholder in any file, page data included', () => {
    expect(read('docs/page-data.json')).toContain('/docs/options#semicolons');
    expect(filesUnder(dist).filter((file) => read(file).includes('sitegen-ref:'))).toEqual([]);
  });
});

describe('broken links, anchors and Markdown file links, as severe as the config says', () => {
  const root = fixtureSite('file-links');
  writeFileSync(
    join(root, 'content/docs/broken.md'),
    ['# Broken', '', '[A missing file](./missing.md) and [another section](../other/index.md).', '', '[A missing heading](./options.md#nowhere) and [a missing route](/docs/nowhere).', ''].join('\n'),
  );
  const configure = (settings: Record<string, string>) => {
    const config = `import { defineConfig } from 'sitegen';\nexport default defineConfig(${JSON.stringify({ title: 'File links', url: 'https://file-links.example.com', ...settings })});\n`;
    writeFileSync(join(root, 'site.config.ts'), config);
  };
  const validateHuman = (settings: Record<string, string>) => {
    configure(settings);
    return sitegen(['validate', '--root', root], { cwd: root });
  };
  const validate = (settings: Record<string, string>) => {
    configure(settings);
    const json = sitegen(['validate', '--root', root, '--json'], { cwd: root });
    const parsed = JSON.parse(json.stdout) as JsonDiagnostic[];
    const diagnostics = parsed.map((d) => [d.severity, d.code, `${d.file}:${d.line}`]);
    return { status: json.status, diagnostics, messages: parsed.map((d) => d.message) };
  };
  const FILE = 'content/docs/broken.md';

  it("by default (onBrokenLinks 'throw', onBrokenAnchors 'warn', onBrokenMarkdownLinks 'warn'): file links and routes are errors, anchors warnings", () => {
    const { status, diagnostics } = validate({});
    expect(status).toBe(1);
    expect(diagnostics).toEqual([
      ['error', 'BrokenLink', `${FILE}:3`],
      ['error', 'BrokenLink', `${FILE}:3`],
      ['warning', 'BrokenAnchor', `${FILE}:5`],
      ['error', 'BrokenLink', `${FILE}:5`],
    ]);
  });

  it('names the file a broken file link would be, and what it may reach', () => {
    expect(validate({}).messages).toEqual(
      expect.arrayContaining([
        'The link "./missing.md" names docs/missing.md, which is not a page of the docs section docs.',
        'The link "../other/index.md" names other/index.md, which is not a page of the docs section docs.',
        'The link "./options.md#nowhere" links to the missing anchor #nowhere on /docs/options.',
      ]),
    );
  });

  it("warns only, with onBrokenLinks 'warn' and onBrokenMarkdownLinks 'log'", () => {
    const { status, diagnostics } = validate({ onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'log' });
    expect(status).toBe(0);
    expect(diagnostics).toEqual([
      ['warning', 'BrokenLink', `${FILE}:3`],
      ['warning', 'BrokenLink', `${FILE}:3`],
      ['warning', 'BrokenAnchor', `${FILE}:5`],
      ['warning', 'BrokenLink', `${FILE}:5`],
    ]);
  });

  it("throws on a broken file link with onBrokenMarkdownLinks 'throw', whatever onBrokenLinks says", () => {
    const { status, diagnostics } = validate({ onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'throw', onBrokenAnchors: 'ignore' });
    expect(status).toBe(1);
    expect(diagnostics).toEqual([
      ['error', 'BrokenLink', `${FILE}:3`],
      ['error', 'BrokenLink', `${FILE}:3`],
    ]);
  });

  it("prints 'log' as info, and 'ignore' says nothing", () => {
    const settings = { onBrokenLinks: 'log', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'throw' };
    const { status, diagnostics } = validate(settings);
    expect(status).toBe(1);
    expect(diagnostics).toEqual([
      ['info', 'BrokenLink', `${FILE}:3`],
      ['info', 'BrokenLink', `${FILE}:3`],
      ['error', 'BrokenAnchor', `${FILE}:5`],
      ['info', 'BrokenLink', `${FILE}:5`],
    ]);
    const human = validateHuman(settings).stderr;
    expect(human).toContain(`${FILE}:3:1  info  The link "./missing.md" names docs/missing.md`);
    expect(human).toContain('1 error, 0 warnings, 3 info');
    expect(validate({ onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'ignore' }).diagnostics).toEqual([]);
  });

  it('rejects any other setting, naming the key', () => {
    const { status, stderr } = validateHuman({ onBrokenLinks: 'fail' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/site\.config\.ts.*onBrokenLinks: .*"ignore".*"log".*"warn".*"throw"/);
  });
});
