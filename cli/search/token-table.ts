import { tokenize } from '../../runtime/search/format.ts';

/** Whether an ASCII code separates words, as format.ts's tokenize() splits ASCII text: whitespace, punctuation, symbols. */
const SEPARATES = new Uint8Array(128);
for (const [from, to] of [
  [0x09, 0x0d],
  [0x20, 0x2f],
  [0x3a, 0x40],
  [0x5b, 0x60],
  [0x7b, 0x7e],
]) {
  SEPARATES.fill(1, from, to + 1);
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * Each word of a text, to a value made once per distinct word. Indexing splits millions of words;
 * for ASCII text cut as format.ts's tokenize() cuts it, a word already seen is found by its
 * characters in the text, without a string made for it or hashed again by a Map.
 */
export class TokenTable<V> {
  /** Open addressing: entry number + 1 per slot, 0 for an empty one. */
  #slots = new Int32Array(1024);
  #hashes: number[] = [];
  #words: string[] = [];
  #values: V[] = [];
  readonly #out: V[] = [];
  readonly #scans: boolean;

  constructor(
    private readonly split: (text: string) => string[],
    private readonly make: (word: string) => V,
  ) {
    this.#scans = split === tokenize;
  }

  /** The values of the text's words, in order, in an array the next call reuses. */
  valuesOf(text: string): V[] {
    const out = this.#out;
    out.length = 0;
    if (this.#scans && this.#scanAscii(text)) return out;
    out.length = 0;
    for (const word of this.split(text)) out.push(this.#valueOf(word, hashOf(word, 0, word.length)));
    return out;
  }

  /** Pushes the values of an ASCII text's words; false, with some pushed, at the first non-ASCII character. */
  #scanAscii(text: string): boolean {
    const out = this.#out;
    let start = -1;
    let hash = FNV_OFFSET;
    for (let i = 0; i <= text.length; i++) {
      const code = i < text.length ? text.charCodeAt(i) : 0x20;
      if (code >= 0x80) return false;
      if (SEPARATES[code] === 0) {
        if (start < 0) {
          start = i;
          hash = FNV_OFFSET;
        }
        hash = Math.imul(hash ^ code, FNV_PRIME);
      } else if (start >= 0) {
        out.push(this.#found(text, start, i, hash));
        start = -1;
      }
    }
    return true;
  }

  /** The value of the word text[start, end), whose hash is `hash`. */
  #found(text: string, start: number, end: number, hash: number): V {
    const slots = this.#slots;
    const mask = slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] - 1;
      if (entry < 0) return this.#valueOf(text.slice(start, end), hash);
      if (this.#hashes[entry] === hash && sameText(this.#words[entry], text, start, end)) return this.#values[entry];
    }
  }

  #valueOf(word: string, hash: number): V {
    const slots = this.#slots;
    const mask = slots.length - 1;
    let slot = hash & mask;
    for (; slots[slot] !== 0; slot = (slot + 1) & mask) {
      const entry = slots[slot] - 1;
      if (this.#hashes[entry] === hash && this.#words[entry] === word) return this.#values[entry];
    }
    const value = this.make(word);
    slots[slot] = this.#words.push(word);
    this.#hashes.push(hash);
    this.#values.push(value);
    // At most half full, so a probe ends soon at an empty slot.
    if (this.#words.length * 2 > slots.length) this.#grow();
    return value;
  }

  #grow(): void {
    const slots = new Int32Array(this.#slots.length * 2);
    const mask = slots.length - 1;
    this.#hashes.forEach((hash, entry) => {
      let slot = hash & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry + 1;
    });
    this.#slots = slots;
  }
}

/** FNV-1a over the UTF-16 code units of text[start, end). */
function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
}

function sameText(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}
