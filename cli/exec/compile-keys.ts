import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * What every file's compiled result depends on besides its own bytes: the compile options (the
 * config's markdown options, code themes, site data MDX reads, placeholders) and the site's
 * plugins, by the hash of the bundled config module that holds them and of the site's lock files.
 * Undefined when plugins were given without a module (a config made in memory): nothing would
 * say when they change.
 */
export function compileOptionsKey({ placeholders, sitePlugins, ...options }: CompileOptions): string | undefined {
  const plugins = sitePlugins && (sitePlugins.module ? { module: sitePlugins.module.hash, packages: lockFilesHash(sitePlugins.module.root) } : undefined);
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
  const parts = [optionsKey, source.file, String(source.commonMark ?? false), digest(source.bytes)];
  for (const imported of source.imports ?? []) parts.push(imported.file, imported.bytes instanceof Uint8Array ? digest(imported.bytes) : 'none');
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
