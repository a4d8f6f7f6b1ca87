import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes beside the target and renames over it, so a reader or Ctrl-C never sees half a file.
 * Synchronous on purpose: a promise-based write is five trips through libuv's thread pool, each
 * waiting for this thread again, and the edited page is on disk that much later on a busy machine.
 */
export function writeFileAtomic(file: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  writeFileSync(temp, contents);
  renameSync(temp, file);
}
