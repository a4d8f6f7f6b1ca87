import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes beside the target and renames over it, so a reader or Ctrl-C never sees half a file. */
export async function writeFileAtomic(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  await writeFile(temp, contents);
  await rename(temp, file);
}
