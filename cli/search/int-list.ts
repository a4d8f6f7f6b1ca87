/** A growable list of 32-bit integers: a quarter of the memory of a number[] of the same values. */
export class IntList {
  #data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.#data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.#data.length) {
      const grown = new Int32Array(this.#data.length * 2);
      grown.set(this.#data);
      this.#data = grown;
    }
    this.#data[this.length++] = value;
  }

  /** The values, trimmed to the length. */
  toArray(): Int32Array {
    return this.#data.slice(0, this.length);
  }
}
