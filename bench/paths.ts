import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found upwards from this file (bench/ as source, lib/ once compiled). */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'sitegen') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('bench: cannot find the sitegen repository root');
    dir = parent;
  }
}

export interface BenchPaths {
  repo: string;
  bin: string;
  sites: string;
  hugoTemplates: string;
  results: string;
}

export function benchPaths(repo = repoRoot()): BenchPaths {
  return {
    repo,
    bin: join(repo, 'bin/sitegen.js'),
    sites: join(repo, 'bench/sites'),
    hugoTemplates: join(repo, 'bench/hugo'),
    results: join(repo, 'bench/results.md'),
  };
}
