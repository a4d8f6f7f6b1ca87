import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * A hash of the files' names and contents (`files` relative to `base`, `/`-separated, as they
 * are kept in the cache); undefined when one is missing. What esbuild read for a result kept in
 * the cache: the result holds while the hash does.
 */
export function fingerprint(base: string, files: readonly string[]): string | undefined {
  const hash = createHash('sha256');
  for (const file of files) {
    let contents: Buffer;
    try {
      contents = readFileSync(join(base, file));
    } catch {
      return undefined;
    }
    hash.update(`${file}\0${contents.length}\0`).update(contents);
  }
  return hash.digest('base64url');
}

/**
 * The inputs and the files that decide how esbuild resolves and reads them: each package's
 * package.json, and the tsconfig.json and package.json of the folders above the others, up to
 * `base`. Relative to `base`, `/`-separated, sorted.
 */
export function withResolutionFiles(base: string, inputs: readonly string[]): string[] {
  const files = new Set(inputs);
  for (const input of inputs) {
    const pkg = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (pkg) {
      files.add(`${pkg[1]}/package.json`);
      continue;
    }
    for (let dir = posix.dirname(input); dir !== '..' && !dir.startsWith('../'); dir = posix.dirname(dir)) {
      for (const name of ['tsconfig.json', 'package.json']) if (existsSync(join(base, dir, name))) files.add(posix.join(dir, name));
      if (dir === '.' || dir === posix.dirname(dir)) break;
    }
  }
  return [...files].sort();
}
