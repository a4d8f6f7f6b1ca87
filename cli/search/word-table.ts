import { tokenize as splitWords } from '../../runtime/search/format.ts';

/** ASCII characters that end a word in tokenize(): whitespace, punctuation and symbols (its SPLIT_ASCII). */
const SEPARATOR = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  SEPARATOR[c] = (c >= 0x09 && c <= 0x0d) || (c >= 0x20 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e) ? 1 : 0;
}
const NON_ASCII = /[^\x00-\x7f]/;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/**
 * Each distinct word of the texts given, numbered, with a value made once per word (`make`). The
 * words of an ASCII text that `tokenize` splits as runtime/search/format.ts does are found and
 * looked up in one pass over its characters, and a word already seen costs no string: at 10,000
 * pages, splitting every record into strings and looking each up in a Map took the search index
 * 2.3 s of its 13. Any other text is split by `tokenize` itself; the words are the same.
 */
export class WordTable<V> {
  /** The words of the last text given to words(), as ids, in order: the first as many as it returned. */
  ids = new Int32Array(1024);
  readonly values: V[] = [];
  readonly #words: string[] = [];
  #hashes = new Int32Array(1024);
  /** Open addressing: a word's id + 1 at the first free slot from its hash on; 0 is free. */
  #slots = new Int32Array(4096);

  readonly #asciiPass: boolean;

  constructor(
    private readonly tokenize: (text: string) => string[],
    private readonly make: (word: string) => V,
  ) {
    this.#asciiPass = tokenize === splitWords;
  }

  /** Puts the ids of the words of `text`, as `tokenize` cuts them, in `ids`; returns how many. */
  words(text: string): number {
    if (!this.#asciiPass || NON_ASCII.test(text)) {
      const words = this.tokenize(text);
      this.#room(words.length);
      for (let i = 0; i < words.length; i++) this.ids[i] = this.#id(words[i], 0, words[i].length, hashOf(words[i], 0, words[i].length));
      return words.length;
    }
    // At most one word per two characters.
    this.#room((text.length + 1) >> 1);
    let count = 0;
    let start = -1;
    let hash = FNV_OFFSET;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 0x20;
      if (SEPARATOR[c] === 1) {
        if (start >= 0) {
          this.ids[count++] = this.#id(text, start, i, hash);
          start = -1;
        }
      } else {
        if (start < 0) {
          start = i;
          hash = FNV_OFFSET;
        }
        hash = Math.imul(hash ^ c, FNV_PRIME);
      }
    }
    return count;
  }

  #room(words: number): void {
    if (this.ids.length < words) this.ids = new Int32Array(Math.max(words, this.ids.length * 2));
  }

  /** The id of `text.slice(start, end)`, whose hash is `hash`, numbered now if it is new. */
  #id(text: string, start: number, end: number, hash: number): number {
    const length = end - start;
    const mask = this.#slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.#slots[slot];
      if (held === 0) break;
      const id = held - 1;
      if (this.#hashes[id] === hash && this.#words[id].length === length && text.startsWith(this.#words[id], start)) return id;
    }
    const word = text.slice(start, end);
    const id = this.#words.length;
    this.#words.push(word);
    this.values.push(this.make(word));
    if (id === this.#hashes.length) {
      const grown = new Int32Array(id * 2);
      grown.set(this.#hashes);
      this.#hashes = grown;
    }
    this.#hashes[id] = hash;
    // At most half full.
    if (2 * (id + 1) > this.#slots.length) this.#rehash(this.#slots.length * 2);
    else this.#place(id, mask);
    return id;
  }

  #place(id: number, mask: number): void {
    let slot = this.#hashes[id] & mask;
    while (this.#slots[slot] !== 0) slot = (slot + 1) & mask;
    this.#slots[slot] = id + 1;
  }

  #rehash(size: number): void {
    this.#slots = new Int32Array(size);
    for (let id = 0; id < this.#words.length; id++) this.#place(id, size - 1);
  }
}

function hashOf(word: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ word.charCodeAt(i), FNV_PRIME);
  return hash;
}
