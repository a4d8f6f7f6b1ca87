import { mkdirSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../support/temp-dirs.ts';
import { openCache } from '../../../cli/exec/cache.ts';
import { cachedBundler } from '../../../cli/exec/module-bundle-cache.ts';
import { bundleModule, type ModuleBundler } from '../../../cli/config/import-module.ts';

const newDir = tempDirs('module-bundle');

/** Writes a file dated a minute ago: older than the racy window, as a site's files mostly are. */
function writeOld(path: string, text: string, secondsAgo = 60): void {
  writeFileSync(path, text);
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(path, at, at);
}

/**
 * A site whose config imports ./helper, and a bundler counting esbuild's runs. Each bundle waits
 * for the cache's writes, which would otherwise land in the site's folder as it is removed.
 */
function site() {
  const root = newDir();
  writeOld(join(root, 'site.config.ts'), "import { title } from './helper';\nexport default { title };\n");
  writeOld(join(root, 'helper.ts'), "export const title = 'From helper.ts';\n");
  const cache = openCache(join(root, '.sitegen/cache'), { memory: false });
  const runs: string[] = [];
  const counting: ModuleBundler = (file) => (runs.push(file), bundleModule(file));
  const cached = cachedBundler(cache, root, counting);
  const bundle: ModuleBundler = async (file) => {
    const made = await cached(file);
    await cache.flush();
    return made;
  };
  return { root, config: join(root, 'site.config.ts'), runs, bundle };
}

describe('cachedBundler', () => {
  it('bundles a module once while nothing it is made of changes, and again once an input does', async () => {
    const { root, config, runs, bundle } = site();
    const first = await bundle(config);
    expect(first.code).toContain('From helper.ts');
    expect(await bundle(config)).toEqual(first);
    expect(runs).toHaveLength(1);

    writeOld(join(root, 'helper.ts'), "export const title = 'Edited';\n", 30);
    expect((await bundle(config)).code).toContain('Edited');
    expect(runs).toHaveLength(2);
  });

  it('bundles again when a file added beside an input changes what an import resolves to', async () => {
    const { root, config, runs, bundle } = site();
    await bundle(config);
    // esbuild tries .tsx before .ts: ./helper is now this file.
    writeOld(join(root, 'helper.tsx'), "export const title = 'From helper.tsx';\n");
    expect((await bundle(config)).code).toContain('From helper.tsx');
    expect(runs).toHaveLength(2);
  });

  it('bundles again when a tsconfig.json above an input changes', async () => {
    const { root, config, runs, bundle } = site();
    writeOld(join(root, 'tsconfig.json'), '{}');
    await bundle(config);
    writeOld(join(root, 'tsconfig.json'), '{ "compilerOptions": { "jsx": "react-jsx" } }', 30);
    await bundle(config);
    expect(runs).toHaveLength(2);
  });

  it('keeps its bundle while folders come and go beside the config (the output swapped in at each build)', async () => {
    const { root, config, runs, bundle } = site();
    await bundle(config);
    mkdirSync(join(root, 'dist'));
    renameSync(join(root, 'dist'), join(root, '.dist.spare'));
    await bundle(config);
    expect(runs).toHaveLength(1);
  });

  it('does not keep a bundle of a file modified within the racy window before it was made', async () => {
    const { root, config, runs, bundle } = site();
    writeFileSync(join(root, 'helper.ts'), "export const title = 'Just now';\n");
    await bundle(config);
    await bundle(config);
    expect(runs).toHaveLength(2);
  });

  it('keeps no failure: the module is bundled again once fixed', async () => {
    const { root, config, runs, bundle } = site();
    writeOld(join(root, 'helper.ts'), 'export const title = ;\n');
    await expect(bundle(config)).rejects.toThrow();
    writeOld(join(root, 'helper.ts'), "export const title = 'Fixed';\n", 30);
    expect((await bundle(config)).code).toContain('Fixed');
    expect(runs).toHaveLength(2);
  });
});
