// negotiator 1.x breaks ties between equally acceptable codings by the server's `preferred`
// order; @types/negotiator describes 0.6, which has no such option.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The best of `available` for the request's Accept-Encoding; undefined when none is acceptable. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
