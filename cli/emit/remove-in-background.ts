import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';

/** What the process that deletes runs: Node itself, so it works wherever sitegen does. */
const REMOVE = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";

/**
 * Deletes a folder (a replaced output) in a detached process, so the build that swapped it out
 * ends without waiting for thousands of unlinks; here, when no process can be started. A
 * deleter that dies leaves a folder the next build's removeStale deletes.
 */
export async function removeInBackground(dir: string): Promise<void> {
  try {
    const child = spawn(process.execPath, ['-e', REMOVE, dir], { detached: true, stdio: 'ignore' });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    child.unref();
  } catch {
    await rm(dir, { recursive: true, force: true });
  }
}
