import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';

const newDir = (prefix: string) => mkdtempSync(join(tmpdir(), `sitegen-${prefix}-`));
// Retried: a cache's background write may still land in a folder as it is removed (ENOTEMPTY).
const remove = (dirs: string[]) => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
};

/** Makes fresh temporary folders for the tests of a file, each removed after its test. */
export function tempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => remove(dirs));
  return () => {
    const dir = newDir(prefix);
    dirs.push(dir);
    return dir;
  };
}

const forFile: string[] = [];
// Each test file imports this module afresh: its folders go once its last test has run.
afterAll(() => remove(forFile));

/** A fresh temporary folder that lives until the test file is done (made in a `beforeAll`, say). */
export function fileTempDir(prefix: string): string {
  const dir = newDir(prefix);
  forFile.push(dir);
  return dir;
}
