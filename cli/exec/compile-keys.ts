import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { CompileOptions, MarkdownSource } from '../content/compile-markdown.ts';

/** Where a site's installed packages are written down: a site plugin from npm changes with them. */
const LOCK_FILES = ['package-lock.json', 'node_modules/.package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'];

export function lockFilesHash(root: string): string {
  const hash = createHash('sha256');
  for (const name of LOCK_FILES) {
    try {
      hash.update(`${name}\0`).update(readFileSync(join(root, name)));
    } catch {
      // Not this package manager.
    }
  }
  return hash.digest('hex');
}

/**
 * The packages a bundled module imports, as far as the lock files may not tell: a package
 * installed in node_modules by its folder and package.json (removed, or installed with
 * `--no-save`, the lock stays as it was), and one linked from elsewhere (a workspace's own
 * package, `npm link`), whose code changes with no install at all, by every file but its own
 * packages' and Git's. A package is found as Node finds it from `root`; it is linked where its
 * real path lies in no node_modules folder.
 */
export function importedPackagesHash(root: string, specifiers: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (name: string, bytes: Uint8Array) => hash.update(`${name}\0${bytes.length}\0`).update(bytes);
  for (const specifier of specifiers) {
    if (isBuiltin(specifier)) continue;
    const folder = installedFolder(root, packageName(specifier));
    // Where it is, from the site: the same for a copy of the site with its packages.
    hash.update(`${specifier}\0${folder === undefined ? 'missing' : relative(root, folder)}\0`);
    if (folder === undefined) continue;
    const files = folder.split(sep).includes('node_modules') ? [join(folder, 'package.json')].filter((file) => existsSync(file)) : packageFiles(folder);
    for (const file of files) add(relative(folder, file), readFileSync(file));
  }
  return hash.digest('hex');
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The real path of the package `name` in the nearest node_modules from `dir` up, or undefined. */
function installedFolder(dir: string, name: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (dirname(at) === at) return undefined;
  }
}

/** Every file under a package's folder, sorted, but for its node_modules and .git. */
function packageFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk(folder);
  return files.sort();
}

/**
 * What every file's compiled result depends on besides its own bytes: the compile options (the
 * config's markdown options, code themes, site data MDX reads, placeholders) and the site's
 * plugins, by the hash of the bundled config module that holds them, of the site's lock files
 * and of the packages it imports (importedPackagesHash).
 * Undefined when plugins were given without a module (a config made in memory): nothing would
 * say when they change.
 */
export function compileOptionsKey({ placeholders, sitePlugins, ...options }: CompileOptions): string | undefined {
  const module = sitePlugins?.module;
  const plugins = sitePlugins && (module ? { module: module.hash, packages: lockFilesHash(module.root), imported: importedPackagesHash(module.root, module.packages) } : undefined);
  if (sitePlugins && !plugins) return undefined;
  return JSON.stringify([options, placeholders, plugins ?? null]);
}

/** The hash of some bytes, once per array: watch hands unchanged files over as the same bytes. */
export function bytesDigest(digests: WeakMap<Uint8Array, string>, bytes: Uint8Array): string {
  let digest = digests.get(bytes);
  if (!digest) digests.set(bytes, (digest = createHash('sha256').update(bytes).digest('hex')));
  return digest;
}

/** One file's key: the options' key, its path (diagnostics and relative links name it), its bytes and those of every file it may import. */
export function sourceKey(optionsKey: string, source: MarkdownSource, digest: (bytes: Uint8Array) => string): string {
  const parts = [optionsKey, source.file, String(source.commonMark ?? false), source.digest ?? digest(source.bytes)];
  for (const imported of source.imports ?? []) parts.push(imported.file, imported.bytes instanceof Uint8Array ? digest(imported.bytes) : 'none');
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
