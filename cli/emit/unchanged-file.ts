import { closeSync, fstatSync, openSync, readFileSync, statSync, writeSync, type Stats } from 'node:fs';
import { readAt } from '../files/read-at.ts';
import type { KeyedPart, TextParts } from '../render/site-file.ts';

/** Where a file is read to be compared, reused (one read per output file, tens of thousands in a large build); a larger file gets its own. */
const scratch = Buffer.allocUnsafe(1024 * 1024);

/**
 * Whether the file at `existing` holds exactly `contents`: the size first, from the open file,
 * then the bytes. When it does, its stat as it was read; a missing or unreadable file, or a
 * folder, is not the same (undefined).
 */
export function sameContents(existing: string, contents: Uint8Array): Stats | undefined {
  const file = openExisting(existing);
  if (!file) return undefined;
  try {
    return file.stats.size === contents.byteLength && holds(file.fd, 0, contents) ? file.stats : undefined;
  } finally {
    closeSync(file.fd);
  }
}

/** Whether `a` and `b` hold the same bytes. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a === b || Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

/**
 * Whether the file at `a` holds the bytes of `b`: its stat when it does, as sameContents. `b` is
 * read only when `a` is a file of its size: a search index's new build folder, 8,800 files at
 * 10,000 pages, was read whole to be compared with files the previous output did not have.
 */
export function sameFile(a: string, b: string): Stats | undefined {
  const file = openExisting(a);
  if (!file) return undefined;
  try {
    return statSync(b).size === file.stats.size && holds(file.fd, 0, readFileSync(b)) ? file.stats : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(file.fd);
  }
}

/** Where each keyed part (KeyedPart) of a file made part by part lies in it: its key, first byte and length. */
export type PartSpan = [key: string, offset: number, length: number];

/** What writePartsFile() wrote. */
export interface WrittenParts {
  size: number;
  /** The stat of `existing` when it holds exactly those bytes (as sameContents). */
  same?: Stats;
  /** Where each keyed part lies in the file written. */
  spans: PartSpan[];
}

/** Where bytes are copied from the file being replaced, a run at a time. */
const copying = Buffer.allocUnsafe(1024 * 1024);

/**
 * Writes the text `parts` make to a new file at `path`, a part at a time, comparing it meanwhile
 * with the file at `existing`. A keyed part that `spans` (where `existing`'s keyed parts lie, as
 * the build that wrote it said) finds there is copied from it, its text not made: runs of such
 * parts one after the other are copied whole.
 */
export function writePartsFile(path: string, parts: TextParts, existing?: string, spans?: ReadonlyMap<string, readonly [offset: number, length: number]>): WrittenParts {
  const previous = existing === undefined ? undefined : openExisting(existing);
  let same = previous !== undefined;
  const written: PartSpan[] = [];
  const fd = openSync(path, 'w');
  let size = 0;
  // `from`: where in `existing` the bytes were copied from; where it is this file's place for them, they are the same there.
  const put = (bytes: Uint8Array, from?: number) => {
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at, size + at);
    if (same && from !== size) same = previous!.stats.size >= size + bytes.length && holds(previous!.fd, size, bytes);
    size += bytes.length;
  };
  // A run of parts found in `existing`, copied once the next part is not the one after it there.
  let run: { from: number; to: number; parts: KeyedPart[] } | undefined;
  const copyRun = () => {
    if (!run) return;
    const { from, to, parts: copied } = run;
    run = undefined;
    const start = size;
    for (let at = from; at < to; ) {
      const chunk = copying.subarray(0, Math.min(to - at, copying.length));
      if (!readAt(previous!.fd, chunk, at)) {
        // The file ended first: it changed since its stat was taken. The parts are made instead.
        size = start;
        same = false;
        for (const part of copied) put(encoded(part.text()));
        return;
      }
      put(chunk, at);
      at += chunk.length;
    }
  };
  try {
    for (const part of parts.parts()) {
      if (typeof part !== 'string' && previous) {
        const known = spans?.get(part.key);
        if (known) {
          const [offset, length] = known;
          if (run?.to !== offset) copyRun();
          run ??= { from: offset, to: offset, parts: [] };
          // Its place here: after this file's bytes so far and the run's before it.
          written.push([part.key, size + run.to - run.from, length]);
          run.to += length;
          run.parts.push(part);
          continue;
        }
      }
      copyRun();
      const bytes = encoded(typeof part === 'string' ? part : part.text());
      if (typeof part !== 'string') written.push([part.key, size, bytes.length]);
      put(bytes);
    }
    copyRun();
    return { size, same: same && previous!.stats.size === size ? previous!.stats : undefined, spans: written };
  } finally {
    closeSync(fd);
    if (previous) closeSync(previous.fd);
  }
}

/** Where a part is encoded, reused: a Buffer of its own for each, freed only as V8 collects, ran a 10,000-page build's memory up by 60 MB. */
const encoding = Buffer.allocUnsafe(1024 * 1024);

/** `text` as UTF-8, in `encoding` (valid until the next call) when it fits. */
function encoded(text: string): Buffer {
  if (text.length * 3 > encoding.length) return Buffer.from(text);
  return encoding.subarray(0, encoding.write(text));
}

/** The file at `path` open to read, with its stat; undefined when it is not a file that can be read. */
function openExisting(path: string): { fd: number; stats: Stats } | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    // ENOTDIR, not only ENOENT: where the previous output had a file, the new one may have a folder.
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isFile()) return { fd, stats };
  } catch {
    // Not readable as a file: not the same.
  }
  closeSync(fd);
  return undefined;
}

/** Whether the open file holds `bytes` at `position`; a file that cannot be read does not. */
function holds(fd: number, position: number, bytes: Uint8Array): boolean {
  const buffer = (bytes.length <= scratch.length ? scratch : Buffer.allocUnsafe(bytes.length)).subarray(0, bytes.length);
  try {
    return readAt(fd, buffer, position) && buffer.equals(bytes);
  } catch {
    return false;
  }
}
