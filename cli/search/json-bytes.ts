/**
 * JSON text written straight as UTF-8 bytes into one growing buffer. The search index's postings
 * are tens of millions of integers: joined into strings, then encoded for the hash and again for
 * the file, they were the most expensive part of building it.
 */
export class JsonBytes {
  #buffer: Buffer;
  /** Bytes written. */
  length = 0;
  /** UTF-16 code units written: the length the same text has as a JavaScript string. */
  units = 0;

  constructor(capacity = 65_536) {
    this.#buffer = Buffer.allocUnsafe(capacity);
  }

  /** Text known to be ASCII (punctuation, numbers' digits). */
  ascii(text: string): void {
    this.#reserve(text.length);
    this.#buffer.write(text, this.length, 'latin1');
    this.length += text.length;
    this.units += text.length;
  }

  /** Any text, encoded as UTF-8. */
  text(text: string): void {
    this.#reserve(text.length * 3);
    this.length += this.#buffer.write(text, this.length);
    this.units += text.length;
  }

  /** JSON text already encoded, with its length in UTF-16 code units. */
  bytes(bytes: Uint8Array, units: number): void {
    this.#reserve(bytes.byteLength);
    this.#buffer.set(bytes, this.length);
    this.length += bytes.byteLength;
    this.units += units;
  }

  /** Integers joined by commas, as `values.subarray(start, end).join(',')` writes them. */
  ints(values: Int32Array, start: number, end: number): void {
    // "-2147483648" and a comma: the longest an Int32 and its separator can be.
    this.#reserve((end - start) * 12);
    const bytes = this.#buffer;
    const from = this.length;
    let at = from;
    for (let i = start; i < end; i++) {
      if (i > start) bytes[at++] = 0x2c;
      let value = values[i];
      if (value < 0) {
        bytes[at++] = 0x2d;
        value = -value;
      }
      if (value < 10) {
        bytes[at++] = 0x30 + value;
        continue;
      }
      let digits = 2;
      for (let power = 100; value >= power && digits < 10; power *= 10) digits++;
      at += digits;
      for (let d = at - 1; d >= at - digits; d--) {
        bytes[d] = 0x30 + (value % 10);
        value = Math.floor(value / 10);
      }
    }
    this.units += at - from;
    this.length = at;
  }

  /** The bytes written so far (a view: valid until the next write). */
  view(): Uint8Array {
    return this.#buffer.subarray(0, this.length);
  }

  /** A copy of the bytes from `start` up to `end`, followed by `suffix` (ASCII). */
  copy(start: number, end: number, suffix = ''): Buffer {
    const copy = Buffer.allocUnsafe(end - start + suffix.length);
    this.#buffer.copy(copy, 0, start, end);
    copy.write(suffix, end - start, 'latin1');
    return copy;
  }

  /** Moves the bytes from `start` to the end so they follow the first `keep` bytes, dropping what was between. */
  cut(keep: number, start: number): void {
    this.#buffer.copyWithin(keep, start, this.length);
    this.length = keep + this.length - start;
  }

  #reserve(bytes: number): void {
    if (this.length + bytes <= this.#buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.#buffer.length * 2, this.length + bytes));
    this.#buffer.copy(grown, 0, 0, this.length);
    this.#buffer = grown;
  }
}
