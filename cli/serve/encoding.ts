/** Which coding a response gets: what the client accepts, for a file worth compressing. */
import type { IncomingMessage } from 'node:http';
import { lookup } from 'mrmime';
import Negotiator from 'negotiator';

export type Coding = 'br' | 'gzip' | 'identity';

// Among codings the client weighs alike, br: it is smaller for the same text.
const PREFERRED: readonly Coding[] = ['br', 'gzip'];
const AVAILABLE: readonly Coding[] = [...PREFERRED, 'identity'];

// Text shrinks; images, fonts and archives are compressed already.
const COMPRESSIBLE = /^text\/|^application\/(?:json|manifest\+json|xml|javascript)$|\+xml$/;

/** The MIME type sirv will send for a file (it types files with mrmime too), or undefined. */
export function mimeType(file: string): string | undefined {
  return lookup(file);
}

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(mimeType(file) ?? '');
}

/** Honours q-values, `*` and `identity`, which sirv's own check (a substring match) does not. */
export function negotiateCoding(req: IncomingMessage): Coding {
  return (new Negotiator(req).encoding(AVAILABLE, { preferred: PREFERRED }) as Coding | undefined) ?? 'identity';
}

// A browser sends the same Accept-Encoding on every request, and parsing it costs more than the
// rest of sitegen's own work on a request; a handful of distinct values are seen in a session.
const REMEMBERED_HEADERS = 64;

/** negotiateCoding, remembering the answer for each header value it has seen lately. */
export function codingNegotiator(): (req: IncomingMessage) => Coding {
  const answers = new Map<string, Coding>();
  return (req) => {
    const header = req.headers['accept-encoding'];
    if (header === undefined) return 'identity';
    let coding = answers.get(header);
    if (coding === undefined) {
      if (answers.size >= REMEMBERED_HEADERS) answers.clear();
      answers.set(header, (coding = negotiateCoding(req)));
    }
    return coding;
  };
}
