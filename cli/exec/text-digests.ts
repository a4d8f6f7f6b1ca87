import { createHash } from 'node:crypto';

/** Characters of a text's start and end that, with its length, find the texts it may equal. */
const ENDS = 24;

const signature = (text: string) => `${text.length}\0${text.slice(0, ENDS)}\0${text.slice(-ENDS)}`;

/**
 * SHA-256 digests of page bodies, each hashed once: render keys and the search index's key read
 * the same bodies (at 10,000 pages, 290 MB hashed by a one-edit rebuild), and the compiled packs
 * bring the digests of their bodies with them (compiled-packs.ts), so a rebuild hashes only the
 * bodies it compiled. A text is known by its length and ends, then compared whole: the same
 * string, as the graph hands a compiled body on, compares at once, and a text merely alike is
 * compared, never trusted. (A Map keyed by the text itself would hash all of it in V8, as
 * costly as SHA-256.)
 */
export class TextDigests {
  #known = new Map<string, Array<[text: string, digest: string]>>();

  /** The hex SHA-256 of `text`'s UTF-8. */
  digest(text: string): string {
    const sign = signature(text);
    const alike = this.#known.get(sign);
    const known = alike?.find(([seen]) => seen === text);
    if (known) return known[1];
    const digest = createHash('sha256').update(text).digest('hex');
    if (alike) alike.push([text, digest]);
    else this.#known.set(sign, [[text, digest]]);
    return digest;
  }

  /** Takes `digest` as `text`'s, made by digest() in an earlier build and kept with the text. */
  remember(text: string, digest: string): void {
    const sign = signature(text);
    const alike = this.#known.get(sign);
    if (!alike) this.#known.set(sign, [[text, digest]]);
    else if (!alike.some(([seen]) => seen === text)) alike.push([text, digest]);
  }

  /** Forgets every text: a long-lived process's next build holds other ones. */
  clear(): void {
    this.#known.clear();
  }
}
