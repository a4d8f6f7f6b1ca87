/**
 * Picks a Content-Encoding from Accept-Encoding and compresses bodies once per version.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

// Server preference among equally acceptable codings: br is smaller for the same text.
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** The coding to use, or undefined for identity. A q of 0 refuses a coding; `*` covers unnamed ones. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(rawName === 'x-gzip' ? 'gzip' : rawName, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body);
  // Quality 11 can take seconds on a large bundle; 5 is near it in size and keeps watch fast.
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * Compressed bodies by file and coding. One entry per file and coding, replaced when the body's
 * hash changes, so memory stays bounded however many rebuilds watch serves. The hash covers the
 * bytes actually sent (after any HTML transform), so a stale entry is never served. Promises are
 * stored so concurrent first requests share one compression.
 */
export class CompressionCache {
  readonly #entries = new Map<string, { hash: string; body: Promise<Buffer> }>();

  get(file: string, hash: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    const cached = this.#entries.get(key);
    if (cached?.hash === hash) return cached.body;
    const entry = { hash, body: compress(body, encoding) };
    this.#entries.set(key, entry);
    entry.body.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry.body;
  }
}
