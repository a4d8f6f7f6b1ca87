import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { cachedClientBundle } from '../../../cli/exec/bundle-cache.ts';
import type { BundleOptions, ClientBundle } from '../../../cli/bundle/bundle-client.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('bundle-cache');

/** A package folder with a runtime module and a package's module, dated well before any build. */
function packageFolder(): string {
  const cwd = tempDir();
  mkdirSync(join(cwd, 'runtime'), { recursive: true });
  mkdirSync(join(cwd, 'node_modules/react'), { recursive: true });
  const files = { 'package.json': '{"name":"sitegen"}', 'runtime/entry.tsx': 'export const a = 1;', 'node_modules/react/index.js': 'module.exports = {};', 'node_modules/react/package.json': '{"version":"19.0.0"}' };
  for (const [path, text] of Object.entries(files)) {
    writeFileSync(join(cwd, path), text);
    const then = new Date(Date.now() - 60_000);
    utimesSync(join(cwd, path), then, then);
  }
  return cwd;
}

/** What bundleClient returns, its metafile naming the files it read, its entry holding `code`. */
function bundleOf(code: string): ClientBundle {
  return {
    assets: [{ path: '/assets/entry.js', contents: new TextEncoder().encode(code) }],
    entry: '/assets/entry.js',
    entryImports: [],
    stylesheet: '/assets/styles.css',
    pageChunks: {},
    pageImports: {},
    metafile: { inputs: { 'runtime/entry.tsx': { bytes: 1, imports: [] }, 'node_modules/react/index.js': { bytes: 1, imports: [] }, 'navbar-kinds:virtual': { bytes: 1, imports: [] } }, outputs: {} },
    mdxComponents: [],
    componentInputs: [],
  };
}

describe('cachedClientBundle', () => {
  const options: BundleOptions = { navbarItems: [], sitePages: false };

  it('builds once, then hands out the kept bundle until a file it was made from changes', async () => {
    const cwd = packageFolder();
    const cache = openCache(join(cwd, '.cache'));
    let builds = 0;
    const build = async () => bundleOf(`built ${++builds}`);
    const first = await cachedClientBundle(cache, options, cwd, build);
    const second = await cachedClientBundle(cache, options, cwd, build);
    expect(builds).toBe(1);
    expect(second).toEqual(first);
    // Another package version: a file esbuild did not bundle, but that decides how it resolves.
    writeFileSync(join(cwd, 'node_modules/react/package.json'), '{"version":"19.1.0"}');
    await cachedClientBundle(cache, options, cwd, build);
    expect(builds).toBe(2);
    writeFileSync(join(cwd, 'runtime/entry.tsx'), 'export const a = 2;');
    expect(new TextDecoder().decode((await cachedClientBundle(cache, options, cwd, build)).assets[0].contents)).toBe('built 3');
    await cachedClientBundle(cache, { ...options, versionedDocs: true }, cwd, build);
    expect(builds).toBe(4);
    // Its writes land before the folder is removed, not in a folder made again after.
    await cache.flush();
  });

  it('keeps nothing made from a file changed while it was built, nor a bundle of the site\'s own components', async () => {
    const cwd = packageFolder();
    const cache = openCache(join(cwd, '.cache'));
    let builds = 0;
    const racing = async () => {
      writeFileSync(join(cwd, 'runtime/entry.tsx'), `export const a = ${builds};`);
      return bundleOf(`built ${++builds}`);
    };
    await cachedClientBundle(cache, options, cwd, racing);
    await cachedClientBundle(cache, options, cwd, racing);
    expect(builds).toBe(2);
    const mdx = { ...options, mdx: { components: ['@site/src/Chart'], siteRoot: cwd, usedBy: new Map() } };
    const build = async () => bundleOf(`built ${++builds}`);
    await cachedClientBundle(cache, mdx, cwd, build);
    await cachedClientBundle(cache, mdx, cwd, build);
    expect(builds).toBe(4);
    await cache.flush();
  });
});
