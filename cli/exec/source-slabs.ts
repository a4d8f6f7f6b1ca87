import { closeSync, fstatSync, openSync } from 'node:fs';
import { readAt } from '../files/read-at.ts';
import { readBytes } from '../files/read-site-files.ts';
import type { SourceBytes } from '../files/site-files.ts';

/** A slab's bytes: above glibc's largest mmap threshold (32 MiB on 64-bit), so malloc maps each apart and free unmaps it. */
const SLAB_BYTES = 33 * 2 ** 20;
/** A file larger than this gets a buffer of its own. */
const OWN_BUFFER_BYTES = 2 ** 20;

/**
 * Reads Markdown sources into a few large buffers (slabs), each file a view of one. Read each into
 * a buffer of its own, 10,000 pages' sources (~72 MB) went to glibc's main heap, which keeps
 * freed space: set aside once the graph was built (source-spill.ts), their memory stayed the
 * process's through the render, where a large build's memory peaks. A slab goes back to the
 * system whole once no view of it is left. For one-shot builds: `watch` keeps some files' bytes
 * from rebuild to rebuild, which would hold their slabs.
 */
export class SourceSlabs {
  private slab: Buffer | undefined;
  private used = 0;

  /** The file's bytes, or why they could not be read: readBytes' answer for any file not read here. */
  read = (file: string): SourceBytes => {
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch {
      return readBytes(file);
    }
    try {
      const size = fstatSync(fd).size;
      if (size > OWN_BUFFER_BYTES) return readBytes(file);
      if (!this.slab || this.used + size > this.slab.length) {
        this.slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
        this.used = 0;
      }
      const bytes = this.slab.subarray(this.used, this.used + size);
      // A file that changed size since its stat (or a folder) is read as every other source is.
      if (!readAt(fd, bytes, 0) || readAt(fd, Buffer.alloc(1), size)) return readBytes(file);
      this.used += size;
      return bytes;
    } catch {
      return readBytes(file);
    } finally {
      closeSync(fd);
    }
  };
}
