import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';

/** Where a deleter moves the folder first: `prefix`, its own pid, `suffix`, in the same parent folder. */
export interface Claim {
  prefix: string;
  suffix: string;
}

/**
 * What the process that deletes runs: Node itself, so it works wherever sitegen does. With a
 * claim it first renames the folder after its own pid: a build starting meanwhile sees a process
 * still running and leaves the folder to it, rather than deleting it a second time and waiting
 * for that (10,000 pages: 43,000 unlinks on that build's own thread).
 */
const REMOVE = `const { renameSync, rmSync } = require('node:fs');
const [dir, prefix, suffix] = process.argv.slice(1);
let claimed = dir;
if (prefix !== undefined) try { renameSync(dir, (claimed = prefix + process.pid + suffix)); } catch { claimed = dir; }
rmSync(claimed, { recursive: true, force: true });`;

/**
 * Deletes a folder (a replaced output) in a detached process, so the build that swapped it out
 * ends without waiting for thousands of unlinks; here, when no process can be started. A
 * deleter that dies leaves a folder the next build's removeStale deletes.
 */
export async function removeInBackground(dir: string, claim?: Claim): Promise<void> {
  try {
    const child = spawn(process.execPath, ['-e', REMOVE, dir, ...(claim ? [claim.prefix, claim.suffix] : [])], { detached: true, stdio: 'ignore' });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    child.unref();
  } catch {
    await rm(dir, { recursive: true, force: true });
  }
}
