import { createHash } from 'node:crypto';
import { JsonBytes } from './json-bytes.ts';

/** The kinds of numbered search files, named `/search/<kind>-<n>-<build>.json`. */
export type SearchFileKind = 'dict' | 'post' | 'docs';

/**
 * Receives each numbered file's body, as UTF-8, as soon as it is complete, before the build hash
 * that names it is known: `sitegen build` writes them out at once instead of holding the whole index.
 */
export type SearchSink = (kind: SearchFileKind, n: number, contents: Uint8Array) => void;

/** Numbers one kind of file, hashing the bodies in order as they pass to the sink. */
export class FileSeries {
  readonly #hash = createHash('sha256');
  count = 0;

  constructor(
    private readonly kind: SearchFileKind,
    private readonly sink: SearchSink,
  ) {}

  emit(contents: Uint8Array): void {
    this.#hash.update(contents).update('\0');
    this.sink(this.kind, this.count++, contents);
  }

  digest(): string {
    return this.#hash.digest('hex');
  }
}

const OPEN = '{"terms":[';
const CLOSE = ']}';

/**
 * Packs items into `{"terms":[...]}` files of about `target` bytes, in order; an item is never
 * split. Each item is written as bytes between begin() and end(); sizes count UTF-16 code units,
 * as the files' sizes always have been reckoned, so the same items land in the same files.
 */
export class Packer {
  readonly #out = new JsonBytes();
  #items = 0;
  #size = 0;
  #start = 0;
  #startUnits = 0;
  /** Where the item last ended lies in its file, in bytes: [start, end). */
  readonly item = { start: 0, end: 0 };

  constructor(
    private readonly target: number,
    private readonly files: FileSeries,
  ) {
    this.#out.ascii(OPEN);
  }

  /** Starts an item; write it into the returned buffer, then call end(). */
  begin(): JsonBytes {
    if (this.#items > 0) this.#out.ascii(',');
    this.#start = this.#out.length;
    this.#startUnits = this.#out.units;
    return this.#out;
  }

  /** Ends the item begun; returns the number of the file it went to. */
  end(): number {
    const size = this.#out.units - this.#startUnits;
    const bytes = this.#out.length - this.#start;
    if (this.#items > 0 && this.#size + size + 1 > this.target) {
      // The file ends before the item's comma; the item opens the next one.
      this.files.emit(this.#out.copy(0, this.#start - 1, CLOSE));
      this.#out.cut(OPEN.length, this.#start);
      this.#start = OPEN.length;
      this.#items = 0;
      this.#size = 0;
    }
    this.item.start = this.#start;
    this.item.end = this.#start + bytes;
    this.#items++;
    this.#size += size + 1;
    return this.files.count;
  }

  /** Whether the item ended last opened the file being made. */
  get opened(): boolean {
    return this.#items === 1;
  }

  flush(): void {
    if (this.#items > 0) this.files.emit(this.#out.copy(0, this.#out.length, CLOSE));
    this.#reset();
  }

  /**
   * Emits `contents` as the file being made, instead of what it holds: the file the items it
   * opened with and those to follow would make, as a patch knows it (patch-index.ts). The next
   * item opens the next file.
   */
  take(contents: Uint8Array): void {
    this.files.emit(contents);
    this.#reset();
  }

  #reset(): void {
    this.#out.cut(OPEN.length, this.#out.length);
    this.#items = 0;
    this.#size = 0;
  }
}
