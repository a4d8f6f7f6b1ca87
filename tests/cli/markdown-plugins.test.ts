import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, REPO, sitegen, type JsonDiagnostic } from '../support/fixture.ts';
import { treeSnapshot } from '../support/tree-snapshot.ts';

/** The plugins fixture, with node_modules at hand for its package plugin (rehype-slug) and its types. */
function pluginSite(): string {
  const root = fixtureSite('markdown-plugins');
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

const validate = (root: string, threads: string) => {
  const run = sitegen(['validate', '--root', root, '--json', '--threads', threads], { cwd: root });
  return { status: run.status, diagnostics: JSON.parse(run.stdout) as JsonDiagnostic[], stderr: run.stderr };
};

// The site's remark and rehype plugins (config `markdown`), on the main thread and on workers alike.
// Each test runs the binary two or three times: a busy machine needs more than the default 30 s.
describe('sitegen with the site’s Markdown plugins', { timeout: 120_000 }, () => {
  it('applies them to docs, blog posts, the home page and the pages folder’s Markdown, the same on worker threads; what they add reaches the TOC, links, excerpts and search', () => {
    const root = pluginSite();
    const [inline, pooled] = ['0', '2'].map((threads) => {
      const out = join(root, `dist-${threads}`);
      const run = sitegen(['build', '--root', root, '--out-dir', out, '--threads', threads], { cwd: root });
      expect(run.stderr).toContain('✔ Built');
      expect(run.stderr).toContain('content/docs/setup.md:7:1  warning  `remarkGuard` (markdown.beforeDefaultRemarkPlugins[0]): DRAFT marks unfinished text  [MarkdownPluginWarning]');
      expect(run.status).toBe(0);
      return out;
    });
    expect(treeSnapshot(pooled)).toEqual(treeSnapshot(inline));
    // Each worker imported the bundled config from a file of its own, and removed it.
    expect(readdirSync(join(root, '.sitegen')).filter((name) => name.endsWith('.mjs'))).toEqual([]);
    const doc = readFileSync(join(inline, 'docs/index.html'), 'utf8');
    // remarkSeeAlso (local, with options) rewrote text and added a section; rehype-slug (a package) prefixed the ids.
    expect(doc).toContain('<p>This guide is built by sitegen, the static site generator.</p>');
    expect(doc).toContain('<h2 id="h-see-also">See also</h2>\n<p>Read <a href="/docs/">the guide</a>.</p>');
    expect(doc).toContain('<a href="#h-see-also" class="toc__link">See also</a>');
    // rehypeExternalLinks (local) opened the external link in a new tab, and only that one.
    expect(doc).toContain('<a href="https://registry.example.com/" target="_blank" rel="noopener">the registry</a> or read <a href="/docs/setup">setup</a>');
    expect(readFileSync(join(inline, 'blog/index.html'), 'utf8')).toContain('A first post about sitegen, the static site generator.');
    expect(readFileSync(join(inline, 'index.html'), 'utf8')).toContain('Welcome to sitegen, the static site generator.');
    expect(readFileSync(join(inline, 'about/index.html'), 'utf8')).toContain('<p>About sitegen, the static site generator.</p>');
    const search = treeSnapshot(join(inline, 'search'));
    const docsIndex = Object.keys(search).find((file) => file.endsWith('docs-0.json'))!;
    expect(readFileSync(join(inline, 'search', docsIndex), 'utf8')).toContain('See also');
  });

  it('checks the links a plugin adds', () => {
    const root = pluginSite();
    const config = join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("href: '/docs/'", "href: '/nowhere/'"));
    const { status, diagnostics } = validate(root, '0');
    expect(status).toBe(1);
    expect(diagnostics.filter((d) => d.code === 'BrokenLink').map((d) => d.file).sort()).toEqual(['content/blog/2024-05-01-hello.md', 'content/docs/index.md', 'content/docs/setup.md', 'content/index.md', 'src/pages/about.md']);
  });

  it.each(['0', '2'])('a plugin’s file.fail() is an error at the file and line it names, with --threads %s; the previous output stays', (threads) => {
    const root = pluginSite();
    const out = join(root, 'dist');
    expect(sitegen(['build', '--root', root, '--out-dir', out], { cwd: root }).status).toBe(0);
    const before = treeSnapshot(out);
    writeFileSync(join(root, 'content/docs/broken.md'), '---\ntitle: Broken\n---\n\nThis is FORBIDDEN text.\n');
    const run = sitegen(['build', '--root', root, '--out-dir', out, '--threads', threads], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/docs/broken.md:5:1  error  `remarkGuard` (markdown.beforeDefaultRemarkPlugins[0]) failed on this file: FORBIDDEN may not be published  [MarkdownPluginError]');
    expect(treeSnapshot(out)).toEqual(before);
    const { diagnostics } = validate(root, threads);
    expect(diagnostics.filter((d) => d.severity === 'error')).toMatchObject([{ code: 'MarkdownPluginError', line: 5, column: 1 }]);
  });

  it.each(['0', '2'])('a plugin that throws fails the build naming it and the file, without a stack trace, with --threads %s', (threads) => {
    const root = pluginSite();
    writeFileSync(join(root, 'content/docs/crash.md'), '---\ntitle: Crash\n---\n\nCRASH here.\n');
    const run = sitegen(['build', '--root', root, '--threads', threads], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/docs/crash.md  error  `remarkGuard` (markdown.beforeDefaultRemarkPlugins[0]) failed on this file: the guard crashed  [MarkdownPluginError]');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });

  it('rejects what is not a plugin at its line in site.config.ts', () => {
    const root = pluginSite();
    const config = join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('rehypePlugins: [rehypeExternalLinks,', "rehypePlugins: ['rehype-external-links',"));
    const { status, diagnostics } = validate(root, '0');
    expect(status).toBe(1);
    expect(diagnostics).toMatchObject([{ code: 'InvalidConfig', line: 16, message: expect.stringContaining('markdown.rehypePlugins[0]: expected a rehype plugin') }]);
  });
});
