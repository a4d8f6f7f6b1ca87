import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Executor } from '../../../cli/exec/executor.ts';
import { DevSite } from '../../../cli/watch/dev-site.ts';

/** Every file under `dir` by its path relative to it, with its bytes as text, and every folder (`path/`, empty text). */
export function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) files.set(`${relative(dir, file)}/`, '');
    else if (entry.isFile()) files.set(relative(dir, file), readFileSync(file, 'latin1'));
  }
  return files;
}

/** The paths that differ between two trees: missing on either side or with other contents. */
export function treeDifferences(actual: Map<string, string>, expected: Map<string, string>): string[] {
  const differences: string[] = [];
  for (const [path, contents] of expected) {
    if (!actual.has(path)) differences.push(`missing ${path}`);
    else if (actual.get(path) !== contents) differences.push(`differs ${path}`);
  }
  for (const path of actual.keys()) if (!expected.has(path)) differences.push(`extra ${path}`);
  return differences.sort();
}

let shared: Executor | undefined;

/** A development site as `sitegen watch` keeps it: one DevSite, rebuilt after each edit. */
export function devSite(root: string): DevSite {
  // One Shiki for all the builds of a test file, as for all the rebuilds of one `sitegen watch`.
  shared ??= new Executor({ threads: 0, keepResults: true });
  return new DevSite(root, mkdtempSync(join(tmpdir(), 'sitegen-dev-')), shared);
}

/** What a fresh `sitegen watch` would write for the site as it is now. */
export async function freshOutput(root: string): Promise<Map<string, string>> {
  const site = devSite(root);
  try {
    const result = await site.rebuild({ all: true });
    if (!result.ok) throw new Error(`the fresh build failed: ${JSON.stringify(result.diagnostics)}`);
    return readTree(site.outDir);
  } finally {
    rmSync(site.outDir, { recursive: true, force: true });
  }
}
