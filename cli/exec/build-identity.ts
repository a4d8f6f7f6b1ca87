import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';

/** Packages left outside lib/ (scripts/compile.mjs) whose code shapes a build's output. */
const EXTERNAL = ['react', 'react-dom', '@shikijs/langs', 'esbuild'];

/** The hash scripts/compile.mjs wrote beside the compiled code, found from any chunk of it; undefined run from the sources. */
export function compiledHash(): string | undefined {
  for (const path of ['build-id.json', '../build-id.json']) {
    try {
      return (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { hash?: string }).hash;
    } catch {
      // Not this folder.
    }
  }
  return undefined;
}

function externalVersions(): string {
  const require = createRequire(import.meta.url);
  return EXTERNAL.map((name) => {
    try {
      // From the entry: not every package exports its package.json.
      const entry = require.resolve(name);
      const folder = entry.slice(0, entry.lastIndexOf(`${sep}${name.split('/').join(sep)}${sep}`) + name.length + 2);
      return `${name}@${(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version}`;
    } catch {
      return `${name}@none`;
    }
  }).join(',');
}

/**
 * Which sitegen wrote a cache entry: the compiled code's hash and the versions of the packages
 * it loads at run time. Run from the sources (tests), no hash says what the code is, so entries
 * hold for this process only.
 */
export function buildIdentity(): string {
  return `${compiledHash() ?? `source-${randomBytes(8).toString('hex')}`}/${externalVersions()}`;
}
