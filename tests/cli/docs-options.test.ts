import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editFile, fixtureSite, sitegen } from '../support/fixture.ts';

interface DocData {
  doc: { editUrl?: string };
  post: { editUrl?: string };
  sidebarUrl?: string;
  breadcrumbs: Array<{ label: string }> | false;
}

interface Category {
  type: string;
  label: string;
  collapsed?: boolean;
  collapsible?: boolean;
}

const build = (root: string) => sitegen(['build', '--root', root, '--no-server'], { cwd: root });
const read = (root: string, path: string) => readFileSync(join(root, 'dist', path), 'utf8');
const data = (root: string, route: string) => JSON.parse(read(root, `${route}/page-data.json`)) as DocData;
const categories = (root: string, route: string) =>
  (JSON.parse(read(root, data(root, route).sidebarUrl!)) as Category[]).filter((item) => item.type === 'category').map(({ label, collapsed, collapsible }) => ({ label, collapsed, collapsible }));

describe("Docusaurus' docs plugin options (tests/fixtures/docs-options)", () => {
  const root = fixtureSite('docs-options');
  const run = build(root);

  it('builds a section config copied from Docusaurus, warning at its line of each option sitegen leaves aside', () => {
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain("site.config.ts:15:7  warning  docs[0].include: Docusaurus' docs option `include` is not supported and is ignored.  [IgnoredDocusaurusOption]");
    expect(run.stderr).toContain("hint: Remove it: sitegen builds every .md and .mdx file of the folder; leave a file out by starting its name, or its folder's, with `_`.");
    expect(run.stderr).toContain('0 errors, 1 warning');
  });

  it('leaves the breadcrumbs out of a section with `breadcrumbs: false`, docs and their page data, and keeps them elsewhere', () => {
    for (const route of ['docs', 'docs/guides/install', 'docs/reference/cli']) {
      expect(data(root, route).breadcrumbs).toBe(false);
      expect(read(root, `${route}/index.html`)).not.toContain('class="breadcrumbs"');
    }
    expect(data(root, 'api/endpoints/users').breadcrumbs).toEqual([{ label: 'endpoints' }, { label: 'Users', href: '/api/endpoints/users' }]);
    expect(read(root, 'api/endpoints/users/index.html')).toContain('<nav class="breadcrumbs" aria-label="Breadcrumbs">');
  });

  it('starts categories expanded with `sidebarCollapsed: false`, and makes none collapsible with `sidebarCollapsible: false`, unless a category says', () => {
    expect(categories(root, 'docs/guides/install')).toEqual([
      { label: 'guides', collapsed: false, collapsible: true },
      // Its _category_.json says `collapsed: true`.
      { label: 'Reference', collapsed: true, collapsible: true },
    ]);
    // Authentication's _category_.yml says `collapsed: true`: a category that cannot collapse never is.
    expect(categories(root, 'api/endpoints/users')).toEqual([
      { label: 'Authentication', collapsed: false, collapsible: false },
      { label: 'endpoints', collapsed: false, collapsible: false },
    ]);
    const docs = read(root, 'docs/guides/install/index.html');
    expect(docs).toContain('aria-expanded="true">guides<span class="icon icon--chevron doc-sidebar__chevron"');
    expect(docs).toContain('aria-expanded="false">Reference<span class="icon icon--chevron doc-sidebar__chevron"');
    // No toggle: the category's label and its items, always shown.
    expect(read(root, 'api/endpoints/users/index.html')).toContain('<span class="doc-sidebar__link doc-sidebar__link--category">Authentication</span></div><ul class="doc-sidebar__list doc-sidebar__list--level-2"><li');
    expect(read(root, 'api/endpoints/users/index.html')).not.toContain('doc-sidebar__chevron');
  });

  it("links each doc to what an `editUrl` function makes of it, Docusaurus' parameters given; none where it returns undefined", () => {
    expect(data(root, 'docs/guides/install').doc.editUrl).toBe('https://example.com/edit/en/current/content/docs/guides/install.md?route=/docs/guides/install');
    expect(read(root, 'docs/guides/install/index.html')).toContain('href="https://example.com/edit/en/current/content/docs/guides/install.md?route=/docs/guides/install"');
    expect(data(root, 'docs/reference/cli').doc.editUrl).toBeUndefined();
    expect(read(root, 'docs/reference/cli/index.html')).not.toContain('Edit this page');
    // A URL still gets the doc's path from the site folder.
    expect(data(root, 'api/endpoints/users').doc.editUrl).toBe('https://example.com/api-source/content/api/endpoints/users.md');
  });

  it('reports an `editUrl` function that throws at the doc it threw for, as an error that leaves the last output as it was', () => {
    const before = readdirSync(join(root, 'dist'));
    const page = read(root, 'docs/guides/install/index.html');
    editFile(root, 'site.config.ts', (text) => text.replace("docPath.startsWith('reference/') ? undefined :", "docPath.startsWith('guides/up') ? ((): string => { throw new Error('no such branch'); })() :"));
    const failed = build(root);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`${join('content', 'docs', 'guides', 'upgrade.md')}  error  The docs section's \`editUrl\` function threw "no such branch" for this page.  [InvalidConfig]`);
    expect(failed.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(join(root, 'dist'))).toEqual(before);
    expect(read(root, 'docs/guides/install/index.html')).toBe(page);
  });
});

describe('an `editUrl` function in a versioned section (tests/fixtures/versioned-docs)', () => {
  it("gets each version's name and folder, the doc's path in it and its route", () => {
    const root = fixtureSite('versioned-docs');
    editFile(root, 'site.config.ts', (text) => text.replace("id: 'docs',", "id: 'docs',\n      editUrl: (doc) => `https://example.com/?${new URLSearchParams({ ...doc })}`,"));
    const run = build(root);
    expect(run.status, run.stderr).toBe(0);
    const params = (route: string) => Object.fromEntries(new URL(data(root, route).doc.editUrl!).searchParams);
    expect(params('docs/1.0/intro')).toEqual({ version: '1.0', versionDocsDirPath: 'versioned_docs/version-1.0', docPath: 'intro.md', permalink: '/docs/1.0/intro', locale: 'en' });
    expect(params('docs/next/intro')).toEqual({ version: 'current', versionDocsDirPath: 'content/docs', docPath: 'intro.md', permalink: '/docs/next/intro', locale: 'en' });
  });
});

describe("Docusaurus' blog options: the good fixture with the blog config of Docusaurus' own site template", () => {
  const template = (onInlineTags: string) => `blog: {
    postsPerPage: 2,
    showReadingTime: true,
    feedOptions: { type: ['rss', 'atom'], xslt: true },
    editUrl: 'https://github.com/facebook/docusaurus/tree/main/packages/create-docusaurus/templates/shared/',
    onInlineTags: '${onInlineTags}',
    onInlineAuthors: 'warn',
    onUntruncatedBlogPosts: 'warn',
  },`;
  const site = (onInlineTags: string, editUrl?: string) => {
    const root = fixtureSite('good-site');
    editFile(root, 'site.config.ts', (text) => text.replace('blog: { postsPerPage: 2 },', template(onInlineTags)));
    if (editUrl) editFile(root, 'site.config.ts', (text) => text.replace(/editUrl: .*,/, `editUrl: ${editUrl},`));
    const config = readFileSync(join(root, 'site.config.ts'), 'utf8').split('\n');
    const at = (key: string) => `site.config.ts:${config.findIndex((line) => line.includes(`${key}:`)) + 1}:`;
    return { root, at, run: build(root) };
  };

  it('builds, warning at its line of each option sitegen leaves aside, and keeps them out of the pages', () => {
    const { root, at, run } = site('ignore');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(`${at('xslt')}43  warning  blog.feedOptions.xslt: Docusaurus' feed option \`xslt\` is not supported and is ignored.  [IgnoredDocusaurusOption]`);
    expect(run.stderr).toContain(`${at('onInlineAuthors')}5  warning  blog.onInlineAuthors:`);
    expect(run.stderr).toContain(`${at('onUntruncatedBlogPosts')}5  warning  blog.onUntruncatedBlogPosts:`);
    // `onInlineTags: 'ignore'`: the tag tags.yml does not declare is no warning.
    expect(run.stderr).not.toContain('UnknownTag');
    expect(run.stderr).toContain('0 errors, 3 warnings');
    const siteData = read(root, 'blog/index.html').match(/<script id="__sitegen_data" type="application\/json">(.*?)<\/script>/)![1];
    expect(JSON.parse(siteData).site.site.blog).toMatchObject({ postsPerPage: 2, feedOptions: { type: ['rss', 'atom'] } });
    for (const key of ['xslt', 'editUrl', 'onInline', 'onUntruncated']) expect(siteData).not.toContain(key);
  });

  it('links each post to its file from the site folder after the base `editUrl`, below its tags', () => {
    const { root } = site('ignore');
    const edit = 'https://github.com/facebook/docusaurus/tree/main/packages/create-docusaurus/templates/shared/content/blog/2025-01-10-second-post.md';
    expect(data(root, 'blog/second-post').post.editUrl).toBe(edit);
    expect(read(root, 'blog/second-post/index.html')).toMatch(new RegExp(`<footer class="blog-post__footer">.*</ul><a href="${edit}" target="_blank" rel="noopener noreferrer" class="blog-post__edit">Edit this page</a></footer>`));
    // A list shows no edit link.
    expect(read(root, 'blog/index.html')).not.toContain('Edit this page');
  });

  it("gives an `editUrl` function Docusaurus' parameters of each post", () => {
    const { root, run } = site('ignore', '(post) => `https://example.com/?${new URLSearchParams({ ...post })}`');
    expect(run.status, run.stderr).toBe(0);
    expect(Object.fromEntries(new URL(data(root, 'blog/first-post').post.editUrl!).searchParams)).toEqual({ blogDirPath: 'content/blog', blogPath: '2024-05-01-first-post.md', permalink: '/blog/first-post', locale: 'en' });
  });

  it("fails on a tag tags.yml does not declare with `onInlineTags: 'throw'`", () => {
    const { run } = site('throw');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/error {2}The tag "\w+" is not declared in tags\.yml\. {2}\[UnknownTag\]/);
  });
});
