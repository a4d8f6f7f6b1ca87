import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { bundleClient, type ClientBundle } from '../../../cli/bundle/bundle-client.ts';
import { SitegenError } from '../../../cli/diagnostics/diagnostic.ts';
import { openCache } from '../../../cli/exec/cache.ts';
import { FIXTURES } from '../../support/fixture.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

/** esbuild passes run so far. */
const passes = vi.hoisted(() => ({ count: 0 }));
vi.mock('esbuild', async (importOriginal) => {
  const original = await importOriginal<typeof esbuild>();
  return { ...original, build: (options: esbuild.BuildOptions) => (passes.count++, original.build(options)) };
});

const tempDir = tempDirs('site-components');
const COMPONENTS = ['@site/src/components/Counter', '@theme/Tabs'];

/** A copy of tests/fixtures/mdx-site-components at `path` in a fresh folder. */
function siteAt(path = 'site'): string {
  const root = join(tempDir(), path);
  mkdirSync(root, { recursive: true });
  cpSync(join(FIXTURES, 'mdx-site-components'), root, { recursive: true });
  return root;
}

const bundleSite = (siteRoot: string, cache?: ReturnType<typeof openCache>) => bundleClient({ mdx: { components: COMPONENTS, siteRoot }, cache });
const files = (bundle: ClientBundle) => new Map(bundle.assets.map((asset) => [asset.path, Buffer.from(asset.contents).toString('latin1')]));

/** What bundling the site throws. */
async function failure(siteRoot: string): Promise<SitegenError> {
  const error: unknown = await bundleSite(siteRoot).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(SitegenError);
  return error as SitegenError;
}

describe("a site's MDX components in the bundle (issues 17 and 20)", () => {
  it('get the same file names and bytes wherever the site lies', async () => {
    const [near, far] = [siteAt(), siteAt('a/much/deeper/folder')];
    const [a, b] = [await bundleSite(near), await bundleSite(far)];
    expect(a.mdx?.chunks['@site/src/components/Counter']).toMatch(/^\/assets\/chunks\/Counter-[A-Z0-9]+\.js$/);
    expect(files(b)).toEqual(files(a));
    expect(b.mdx?.server?.code).toBe(a.mdx?.server?.code);
  });

  it('name the files they were built from, for watch: the component and what it imports', async () => {
    const root = siteAt();
    const { componentInputs } = await bundleSite(root);
    const inSite = componentInputs.filter((file) => file.startsWith(`${root}/`));
    expect(inSite).toEqual([join(root, 'src/components/Counter.tsx'), join(root, 'src/components/format-count.ts')]);
  });

  it('are kept in the cache with the runtime graph: the next bundle skips both probes', async () => {
    const root = siteAt();
    const dir = tempDir();
    let before = passes.count;
    const cache = openCache(dir);
    const first = await bundleSite(root, cache);
    await cache.flush();
    // Two probes, the chunks, the components, the runtime, the server's components.
    expect(passes.count - before).toBe(6);
    before = passes.count;
    const second = await bundleSite(root, openCache(dir));
    expect(passes.count - before).toBe(4);
    expect(files(second)).toEqual(files(first));
    writeFileSync(join(root, 'src/components/format-count.ts'), 'export const formatCount = (count: number) => `${count}!`;\n');
    before = passes.count;
    await bundleSite(root, openCache(dir));
    expect(passes.count - before).toBe(6);
  });

  it('report a syntax error in a component as its author’s, at its file and line', async () => {
    const root = siteAt();
    writeFileSync(join(root, 'src/components/format-count.ts'), 'export function formatCount(count: number): string {\n  return `${count}` +;\n}\n');
    const { diagnostics } = await failure(root);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'ComponentBundleError', severity: 'error', message: 'Unexpected ";"', file: join(root, 'src/components/format-count.ts'), line: 2, column: 22 }),
    ]);
  });

  it('report an import that resolves to nothing at the line that imports it', async () => {
    const root = siteAt();
    writeFileSync(join(root, 'src/components/Counter.tsx'), "import { formatCount } from './format';\nexport default function Counter() {\n  return <p>{formatCount(1)}</p>;\n}\n");
    const { diagnostics } = await failure(root);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'ComponentBundleError', message: 'Could not resolve "./format"', file: join(root, 'src/components/Counter.tsx'), line: 1 })]);
  });
});
