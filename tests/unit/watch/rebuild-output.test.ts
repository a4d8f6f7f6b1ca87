import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fixtureCopy } from '../../support/fixture.ts';
import type { DevSite, RebuildResult } from '../../../cli/watch/dev-site.ts';
import { devSite, freshOutput, readTree, treeDifferences } from './dev-output.ts';

/**
 * `sitegen watch` redoes only what an edit can have changed. Whatever it skipped, its output after
 * each edit must be byte for byte what a fresh build of the same content writes: a narrowing that
 * misses a page (a neighbour's sidebar, a tag page, the feed…) shows up here as a differing file.
 * The edits run in order on one watched site, as they would in a session.
 */
describe('a rebuild after an edit writes what a fresh build writes', () => {
  const root = fixtureCopy();
  const file = (path: string) => join(root, path);
  let site: DevSite;

  const edit = (path: string, change: (text: string) => string) => {
    const text = readFileSync(file(path), 'utf8');
    const changed = change(text);
    if (changed === text) throw new Error(`the edit of ${path} changed nothing`);
    writeFileSync(file(path), changed);
  };
  const create = (path: string, text: string) => {
    mkdirSync(dirname(file(path)), { recursive: true });
    writeFileSync(file(path), text);
  };
  /** Rebuilds as the watcher would after `paths` changed, and compares with a fresh build. */
  const rebuildMatches = async (paths: string[], changes: { all?: boolean; staticFiles?: boolean } = {}): Promise<RebuildResult> => {
    let reloaded: RebuildResult['changed'] | undefined;
    const result = await site.rebuild({ ...changes, files: paths.map(file) }, (changed) => {
      reloaded = changed;
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(reloaded).toEqual(result.changed);
    expect(treeDifferences(readTree(site.outDir), await freshOutput(root))).toEqual([]);
    return result;
  };

  beforeAll(async () => {
    site = devSite(root);
    expect((await site.rebuild({ all: true })).ok).toBe(true);
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(site.outDir, { recursive: true, force: true });
  });

  it('a doc’s text: that page alone', async () => {
    edit('content/guides/install.md', (t) => t.replace('You need Node.', 'You need Node and npm.'));
    expect((await rebuildMatches(['content/guides/install.md'])).changed).toEqual(['/guides/install']);
  });

  it('a doc’s title: every doc, for the sidebar, neighbours and breadcrumbs', async () => {
    edit('content/guides/install.md', (t) => t.replace('title: Install', 'title: Installation'));
    const { changed } = await rebuildMatches(['content/guides/install.md']);
    expect(changed).toContain('/guides/advanced/api');
    expect(changed).not.toContain('/blog');
  });

  it('a doc’s place in the sidebar', async () => {
    edit('content/guides/install.md', (t) => t.replace('sidebar_position: 2', 'sidebar_position: 5'));
    await rebuildMatches(['content/guides/install.md']);
  });

  it('a category’s label', async () => {
    edit('content/guides/advanced/_category_.yml', (t) => t.replace('Advanced topics', 'Going further'));
    await rebuildMatches(['content/guides/advanced/_category_.yml']);
  });

  it('a draft published, and a new doc added, renamed and deleted', async () => {
    edit('content/guides/draft-page.md', (t) => t.replace('draft: true', 'draft: false'));
    await rebuildMatches(['content/guides/draft-page.md']);
    create('content/guides/upgrade.md', '---\ntitle: Upgrade\n---\n\nHow to upgrade.\n');
    await rebuildMatches(['content/guides/upgrade.md']);
    renameSync(file('content/guides/upgrade.md'), file('content/guides/upgrading.md'));
    await rebuildMatches(['content/guides/upgrade.md', 'content/guides/upgrading.md']);
    rmSync(file('content/guides/upgrading.md'));
    await rebuildMatches(['content/guides/upgrading.md']);
  });

  it('a post’s description, then its text after the truncate marker, then before it', async () => {
    edit('content/blog/2024-05-01-first-post.md', (t) => t.replace('title: First post', 'title: First post\ndescription: The first.'));
    await rebuildMatches(['content/blog/2024-05-01-first-post.md']);
    edit('content/blog/2024-05-01-first-post.md', (t) => t.replace('More text.', 'More text, and more.'));
    expect((await rebuildMatches(['content/blog/2024-05-01-first-post.md'])).changed).toEqual(['/blog/first-post']);
    edit('content/blog/2024-05-01-first-post.md', (t) => t.replace('The first one.', 'The very first one.'));
    await rebuildMatches(['content/blog/2024-05-01-first-post.md']);
  });

  it('a post’s title, which lists, neighbours, the sidebar, the archive and the feeds show', async () => {
    // The oldest post: the newest one shows it only in its sidebar.
    edit('content/blog/2024-05-01-first-post.md', (t) => t.replace('title: First post', 'title: The first post'));
    await rebuildMatches(['content/blog/2024-05-01-first-post.md']);
    edit('content/blog/2025-01-10-second-post.md', (t) => t.replace('title: Second post', 'title: The second post'));
    await rebuildMatches(['content/blog/2025-01-10-second-post.md']);
  });

  it('a post’s date, which orders every list', async () => {
    edit('content/blog/2024-05-01-first-post.md', (t) => t.replace('title: The first post', 'title: The first post\ndate: 2025-06-01'));
    await rebuildMatches(['content/blog/2024-05-01-first-post.md']);
  });

  it('a post’s tags and authors', async () => {
    edit('content/blog/2025-03-02-third.md', (t) => t.replace('date: 2025-03-03', 'date: 2025-03-03\ntags: [release, news]\nauthors: [ada]'));
    await rebuildMatches(['content/blog/2025-03-02-third.md']);
    edit('content/blog/2025-01-10-second-post.md', (t) => t.replace('tags: [release, notes]', 'tags: [notes]'));
    await rebuildMatches(['content/blog/2025-01-10-second-post.md']);
  });

  it('authors.yml and tags.yml', async () => {
    edit('content/blog/authors.yml', (t) => t.replace('Ada Lovelace', 'Ada King'));
    await rebuildMatches(['content/blog/authors.yml']);
    // Author pages, one of an author with no posts: only the author's own part names the page.
    edit('content/blog/authors.yml', (t) => `${t.trimEnd()}\n  page: true\ngrace:\n  name: Grace Hopper\n  page: true\n`);
    await rebuildMatches(['content/blog/authors.yml']);
    edit('content/blog/authors.yml', (t) => t.replace('name: Grace Hopper', 'name: Grace Hopper\n  url: https://grace.example.com'));
    await rebuildMatches(['content/blog/authors.yml']);
    edit('content/blog/tags.yml', (t) => t.replace('label: Release', 'label: Releases'));
    await rebuildMatches(['content/blog/tags.yml']);
  });

  it('a post unlisted, then deleted, and a new one', async () => {
    edit('content/blog/2025-01-10-second-post.md', (t) => t.replace('authors: ada', 'authors: ada\nunlisted: true'));
    await rebuildMatches(['content/blog/2025-01-10-second-post.md']);
    rmSync(file('content/blog/2025-01-10-second-post.md'));
    await rebuildMatches(['content/blog/2025-01-10-second-post.md']);
    create('content/blog/2025-07-01-fourth.md', '---\ntitle: Fourth\ntags: [release]\n---\n\nThe fourth one.\n');
    await rebuildMatches(['content/blog/2025-07-01-fourth.md']);
  });

  it('a file next to a doc: named, changed, then named no more', async () => {
    const copied = () => readdirSync(site.outDir, { recursive: true }).filter((path) => String(path).includes('shot-')).map((path) => readFileSync(join(site.outDir, String(path)), 'utf8'));
    create('content/guides/img/shot.png', 'one');
    edit('content/guides/install.md', (t) => t.replace('You need Node and npm.', 'You need Node and npm.\n\n![A shot](./img/shot.png)'));
    await rebuildMatches(['content/guides/img/shot.png', 'content/guides/install.md']);
    expect(copied()).toEqual(['one']);
    create('content/guides/img/shot.png', 'two');
    expect((await rebuildMatches(['content/guides/img/shot.png'])).changed).toEqual(['/guides/install']);
    expect(copied()).toEqual(['two']);
    edit('content/guides/install.md', (t) => t.replace('\n\n![A shot](./img/shot.png)', ''));
    await rebuildMatches(['content/guides/install.md']);
    expect(copied()).toEqual([]);
  });

  it('the home page', async () => {
    edit('content/index.md', (t) => t.replace('Welcome to', 'Hello from'));
    expect((await rebuildMatches(['content/index.md'])).changed).toEqual(['/']);
  });

  it('a section’s main doc title, which names the section on every page', async () => {
    edit('content/guides/index.md', (t) => t.replace('title: Guides', 'title: Handbook'));
    expect((await rebuildMatches(['content/guides/index.md'])).changed).toBe('*');
  });

  it('a failed rebuild, then a fix with another edit', async () => {
    edit('content/guides/install.md', (t) => t.replace('title: Installation', 'title: [Installation'));
    expect((await site.rebuild({ files: [file('content/guides/install.md')] })).ok).toBe(false);
    edit('content/guides/install.md', (t) => t.replace('title: [Installation', 'title: Setup'));
    edit('content/guides/advanced/api.md', (t) => t.replace('Some text', 'Some more text'));
    await rebuildMatches(['content/guides/install.md', 'content/guides/advanced/api.md']);
  });

  it('a static file added and deleted', async () => {
    create('content/static/img/new.txt', 'new');
    await rebuildMatches(['content/static/img/new.txt'], { staticFiles: true });
    rmSync(file('content/static/img/new.txt'));
    await rebuildMatches(['content/static/img/new.txt'], { staticFiles: true });
  });

  it('site.config.ts', async () => {
    edit('site.config.ts', (t) => t.replace("title: 'Fixture Site'", "title: 'Renamed Site'"));
    expect((await rebuildMatches(['site.config.ts'], { all: true })).changed).toBe('*');
  });

  it('site.config.ts failing, then fixed by a content edit: the bundle for its new navbar is still owed', async () => {
    // The search box is a navbar kind the client bundle has no code for yet.
    edit('site.config.ts', (t) => t.replace("{ type: 'docsVersionDropdown' },", "{ type: 'docsVersionDropdown' },\n      { type: 'search' },\n      { to: '/guides/later', label: 'Later' },"));
    expect((await site.rebuild({ all: true, files: [file('site.config.ts')] })).ok).toBe(false);
    create('content/guides/later.md', '---\ntitle: Later\n---\n\nComing later.\n');
    await rebuildMatches(['content/guides/later.md']);
  });
});
