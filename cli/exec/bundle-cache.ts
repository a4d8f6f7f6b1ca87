import { statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Cache } from './cache.ts';
import type { BundleOptions, ClientBundle } from '../bundle/bundle-client.ts';
import { fingerprint, withResolutionFiles } from '../bundle/input-fingerprint.ts';

const NAMESPACE = 'client-bundle';

interface SavedBundle {
  /** Every file the bundle was made from, relative to sitegen's folder. */
  files: string[];
  fingerprint: string;
  bundle: ClientBundle;
}

/** The files a bundle was made from, relative to `cwd`: the inputs of its esbuild passes (modules and stylesheets, the site's custom CSS among them) and the files that decide how esbuild resolves them. */
function madeFrom(bundle: ClientBundle, cwd: string): string[] {
  const inputs = Object.keys(bundle.metafile.inputs).filter((input) => !input.includes(':')).map((input) => resolve(cwd, input));
  return withResolutionFiles(cwd, [...new Set([...inputs, ...bundle.componentInputs])].map((file) => relative(cwd, file).split(sep).join('/')));
}

/**
 * The client bundle from the cache while none of the files it was made from changed, or built
 * and kept. Only a bundle of sitegen's own modules: one with the site's MDX components or
 * swizzled components reads the site's modules and their packages, and is built every time.
 */
export async function cachedClientBundle(cache: Cache, options: BundleOptions, cwd: string, build: () => Promise<ClientBundle>): Promise<ClientBundle> {
  if (!cache.dir || options.mdx || (options.theme && options.theme.overrides.size > 0)) return build();
  const { cache: _, theme: __, ...keyed } = options;
  // esbuild's version is the entry's (build-identity.ts): a bundle from the cache never loads esbuild.
  const key = JSON.stringify({ cwd: cwd.split(sep).join('/'), options: keyed });
  const saved = cache.get<SavedBundle>(NAMESPACE, key);
  if (saved && fingerprint(cwd, saved.files) === saved.fingerprint) return saved.bundle;
  const started = Date.now();
  const bundle = await build();
  const files = madeFrom(bundle, cwd);
  const print = fingerprint(cwd, files);
  // A file gone, or changed, since esbuild may have read it: nothing sure to keep.
  if (print !== undefined && files.every((file) => (statSync(join(cwd, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < started - 50)) {
    cache.set(NAMESPACE, key, { files, fingerprint: print, bundle } satisfies SavedBundle);
  }
  return bundle;
}
