import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import type { Cache } from './cache.ts';
import type { BundleOptions, ClientBundle } from '../bundle/bundle-client.ts';

const NAMESPACE = 'client-bundle';

interface SavedBundle {
  /** Every file the bundle was made from, absolute. */
  files: string[];
  fingerprint: string;
  bundle: ClientBundle;
}

/** A hash of the files' names and bytes; undefined when one is missing. */
function fingerprint(files: readonly string[]): string | undefined {
  const hash = createHash('sha256');
  for (const file of files) {
    try {
      const bytes = readFileSync(file);
      hash.update(`${file}\0${bytes.length}\0`).update(bytes);
    } catch {
      return undefined;
    }
  }
  return hash.digest('base64url');
}

/**
 * The files a bundle was made from: the inputs of its esbuild passes (modules and stylesheets,
 * the site's custom CSS among them), and those that decide how esbuild resolves them: each
 * package's package.json, and the package.json and tsconfig.json of the folders above the others.
 */
function madeFrom(bundle: ClientBundle, cwd: string): string[] {
  const inputs = Object.keys(bundle.metafile.inputs).filter((input) => !input.includes(':')).map((input) => resolve(cwd, input));
  const files = new Set([...inputs, ...bundle.componentInputs]);
  for (const input of inputs) {
    const pkg = /^(.*\bnode_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(input);
    if (pkg) {
      files.add(join(pkg[1], 'package.json'));
      continue;
    }
    for (let dir = dirname(input); dir.startsWith(cwd) && dir !== dirname(dir); dir = dirname(dir)) {
      for (const name of ['tsconfig.json', 'package.json']) if (existsSync(join(dir, name))) files.add(join(dir, name));
    }
  }
  return [...files].sort();
}

/**
 * The client bundle from the cache while none of the files it was made from changed, or built
 * and kept. Only a bundle of sitegen's own modules: one with the site's MDX components or
 * swizzled components reads the site's modules and their packages, and is built every time.
 */
export async function cachedClientBundle(cache: Cache, options: BundleOptions, cwd: string, build: () => Promise<ClientBundle>): Promise<ClientBundle> {
  if (!cache.dir || options.mdx || (options.theme && options.theme.overrides.size > 0)) return build();
  const { cache: _, theme: __, ...keyed } = options;
  const key = JSON.stringify({ esbuild: esbuildVersion, cwd: cwd.split(sep).join('/'), options: keyed });
  const saved = cache.get<SavedBundle>(NAMESPACE, key);
  if (saved && fingerprint(saved.files) === saved.fingerprint) return saved.bundle;
  const started = Date.now();
  const bundle = await build();
  const files = madeFrom(bundle, cwd);
  const print = fingerprint(files);
  // A file gone, or changed, since esbuild may have read it: nothing sure to keep.
  if (print !== undefined && files.every((file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < started - 50)) {
    cache.set(NAMESPACE, key, { files, fingerprint: print, bundle } satisfies SavedBundle);
  }
  return bundle;
}
