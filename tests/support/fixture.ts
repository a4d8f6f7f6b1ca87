import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileTempDir } from './temp-dirs.ts';

export const REPO = resolve(import.meta.dirname, '../..');
export const FIXTURES = resolve(REPO, 'tests/fixtures');
const BIN = resolve(REPO, 'bin/sitegen.js');

/** A fresh copy of the good fixture site, with a broken fixture's files laid over it when named; removed after the test file. */
export function fixtureCopy(broken?: string): string {
  const dir = fileTempDir(broken ?? 'good');
  // Without what a build of the fixture in place left (.sitegen: its cache, the bundled config).
  cpSync(join(FIXTURES, 'good-site'), dir, { recursive: true, filter: (source) => basename(source) !== '.sitegen' });
  if (broken) cpSync(join(FIXTURES, 'broken', broken), dir, { recursive: true });
  return dir;
}

/** A fresh copy of a named fixture site (tests/fixtures/<name>); removed after the test file. */
export function fixtureSite(name: string): string {
  const dir = fileTempDir(name);
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/** Rewrites a file of a site in place, as an editor saves it. */
export function editFile(root: string, path: string, change: (text: string) => string): void {
  const file = join(root, path);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

/** One diagnostic as `--json` prints it. */
export interface JsonDiagnostic {
  severity: string;
  code: string;
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
  hint: string | null;
}

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real compiled `sitegen` binary, as a user or CI would. */
export function sitegen(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): RunResult {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? REPO,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
