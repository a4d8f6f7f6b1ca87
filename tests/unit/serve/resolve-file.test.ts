import { realpath, rename } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRequest, type Resolution } from '../../../cli/serve/resolve-file.ts';
import { parseRequestPath } from '../../../cli/serve/safe-path.ts';
import { indexedFolder, liveFolder, type SiteFolder } from '../../../cli/serve/site-folder.ts';
import { createFixtureSite, type FixtureSite, html, writeFiles } from './fixture-site.ts';

let site: FixtureSite;
let realRoot: string;

beforeAll(async () => {
  site = await createFixtureSite();
  await writeFiles(site.root, {
    // `/guide` could mean either; the flat file wins, and `/guide/index.html` must not redirect onto it.
    'guide.html': 'flat',
    'guide/index.html': 'nested',
    'docs/intro': 'extensionless file',
    'empty-dir/.keep': '',
  });
  realRoot = await realpath(site.root);
});
afterAll(() => site.remove());

function resolveIn(folder: SiteFolder, target: string): Resolution {
  const parsed = parseRequestPath(target);
  if (!parsed.ok) throw new Error(`fixture path ${target} rejected: ${parsed.reason}`);
  const findFile = folder.open();
  return findFile ? resolveRequest(findFile, parsed.path) : { kind: 'not-found' };
}

const file = (relative: string, real = relative) => ({
  kind: 'file',
  file: path.join(realRoot, real),
  relative,
});

// The same rules whether the folder is looked up on disk (watch) or listed once (serve).
describe.each([
  ['on disk', liveFolder],
  ['listed', indexedFolder],
])('resolveRequest, files found %s', (_, makeFolder) => {
  let folder: SiteFolder;
  beforeAll(() => {
    folder = makeFolder(site.root);
  });
  const resolve = (target: string) => resolveIn(folder, target);

  it.each([
    ['/', 'index.html'],
    ['/blog/archive', 'blog/archive/index.html'],
    ['/blog/archive/', 'blog/archive/index.html'],
    ['/company', 'company/index.html'],
    ['/company/', 'company/index.html'],
    ['/about', 'about.html'],
    ['/guide', 'guide.html'],
    ['/guide/', 'guide/index.html'],
    ['/guide/index.html', 'guide/index.html'],
    ['/assets/entry-3F5XQ2AB.js', 'assets/entry-3F5XQ2AB.js'],
    ['/blog/rss.xml', 'blog/rss.xml'],
    ['/img/x.svg', 'img/x.svg'],
    ['/docs/intro', 'docs/intro'],
    ['/404', '404.html'],
    ['/%252e%252e/decoy.txt', '%2e%2e/decoy.txt'],
  ])('%s serves %s', async (target, relative) => {
    expect(await resolve(target)).toEqual(file(relative));
  });

  it('follows a symlink that stays inside the root, reporting its real path', async () => {
    expect(await resolve('/alias')).toEqual(file('alias.html', 'about.html'));
  });

  it.each([
    ['/index.html', '/'],
    ['/index.html?x=1', '/?x=1'],
    ['/blog/archive.html', '/blog/archive'],
    ['/blog/archive/index.html', '/blog/archive'],
    ['/blog/archive/index.html?page=2&sort=old', '/blog/archive?page=2&sort=old'],
    ['/about.html', '/about'],
    ['/company/index.html', '/company'],
    ['/guide.html', '/guide'],
  ])('%s redirects to %s', async (target, location) => {
    expect(await resolve(target)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    '/nope',
    '/nope.html',
    '/blog/rss.xml/',
    '/about/',
    '/assets',
    '/assets/',
    '/empty-dir',
    '/empty-dir/',
    '/.html',
    // Symlinks whose targets lie outside the root are as good as absent.
    '/leak.txt',
    '/leak',
    '/leak.html',
    '/leakdir/secret.txt',
    '/leakdir/',
    '/leakdir',
  ])('%s is not found', async (target) => {
    expect(await resolve(target)).toEqual({ kind: 'not-found' });
  });

  it('finds nothing while the root is missing, as during a folder swap', () => {
    expect(makeFolder(path.join(site.base, 'no-such-root')).open()).toBeUndefined();
  });

  it('finds 404.html, and nothing once it is gone', async () => {
    expect(folder.open()?.(['404.html'])).toEqual({ file: path.join(realRoot, '404.html'), relative: '404.html' });
    const moved = path.join(site.base, 'moved-404.html');
    await rename(path.join(site.root, '404.html'), moved);
    try {
      expect(folder.open()?.(['404.html'])).toBeUndefined();
    } finally {
      await rename(moved, path.join(site.root, '404.html'));
    }
  });
});

describe('indexedFolder', () => {
  it('lists the new folder once a build has swapped it in', async () => {
    const root = path.join(site.base, 'swapped');
    await writeFiles(root, { 'index.html': html('first'), 'old/index.html': html('old') });
    const folder = indexedFolder(root);
    expect(folder.open()?.(['old', 'index.html'])).toBeDefined();
    await writeFiles(`${root}.next`, { 'index.html': html('second'), 'new/index.html': html('new') });
    await rename(root, `${root}.old`);
    await rename(`${root}.next`, root);
    const findFile = folder.open();
    expect(findFile?.(['old', 'index.html'])).toBeUndefined();
    expect(findFile?.(['new', 'index.html'])).toEqual({ file: path.join(await realpath(root), 'new/index.html'), relative: 'new/index.html' });
  });
});

describe('resolveRequest for a site built with trailingSlash, as `docusaurus serve` answers', () => {
  const resolve = (target: string, slashes: boolean) => {
    const parsed = parseRequestPath(target);
    if (!parsed.ok) throw new Error(parsed.reason);
    return resolveRequest(indexedFolder(site.root).open()!, parsed.path, slashes);
  };

  it.each([
    ['/blog/archive', '/blog/archive/'],
    ['/blog/archive?page=2', '/blog/archive/?page=2'],
    ['/blog/archive/index.html', '/blog/archive/'],
    ['/index.html', '/'],
  ])('true: %s redirects to %s', (target, location) => {
    expect(resolve(target, true)).toEqual({ kind: 'redirect', location });
  });

  it('true: serves /blog/archive/, and /about from about.html as it is', () => {
    expect(resolve('/blog/archive/', true)).toEqual(file('blog/archive/index.html'));
    expect(resolve('/about', true)).toEqual(file('about.html'));
    expect(resolve('/', true)).toEqual(file('index.html'));
  });

  it.each([
    ['/about/', '/about'],
    ['/about/?x=1', '/about?x=1'],
    ['/about.html', '/about'],
  ])('false: %s redirects to %s', (target, location) => {
    expect(resolve(target, false)).toEqual({ kind: 'redirect', location });
  });

  it('false: serves /about, the home page, and a folder’s index.html at its path with a slash', () => {
    expect(resolve('/about', false)).toEqual(file('about.html'));
    expect(resolve('/', false)).toEqual(file('index.html'));
    expect(resolve('/company/', false)).toEqual(file('company/index.html'));
  });
});
