/**
 * Sends a resolved file through sirv: headers, ETag and 304, ranges, HEAD, and the `.br`/`.gz`
 * copies DerivedFiles made. sitegen adds only its caching rule and the not-found page's status.
 *
 * sirv runs in its dev mode, reading each file's size and time as it sends it rather than from a
 * listing made at start: a build may swap the folder and watch rewrites files, and a listing would
 * then send a stale Content-Length. Vite's preview server runs sirv the same way. (sitegen's own
 * listing, site-folder.ts, only says which file a path names.)
 */
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv, { type RequestHandler } from 'sirv';
import { cacheControlFor, REVALIDATE } from './cache-control.ts';
import type { DerivedFiles } from './derived-files.ts';
import { type Coding, codingNegotiator, isCompressible, mimeType } from './encoding.ts';
import type { FoundFile } from './resolve-file.ts';

export type SendFile = (req: IncomingMessage, res: ServerResponse, found: FoundFile, status: 200 | 404) => Promise<boolean>;

export function fileSender(root: string, derived: DerivedFiles): SendFile {
  // The request path is already resolved to one file: no extensions to try.
  const options = { dev: true, etag: true, extensions: [] };
  const files = sirv(root, options);
  const copies = sirv(derived.dir, { ...options, brotli: true, gzip: true });
  const negotiateCoding = codingNegotiator();

  /** Sends the file with the given status; false when it vanished since it was resolved. */
  return async (req, res, found, status) => {
    const compressible = isCompressible(found.relative);
    const coding = compressible ? negotiateCoding(req) : 'identity';
    // Set before sirv, which keeps headers already set and sends these on its 304s too.
    res.setHeader('Cache-Control', status === 200 ? cacheControlFor(found.relative) : REVALIDATE);
    // On every answer, identity included, so a shared cache never hands br to a client without it.
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    // sirv would otherwise send an empty Content-Type for a file mrmime cannot type.
    const type = mimeType(found.relative);
    if (!type) res.setHeader('Content-Type', 'application/octet-stream');
    // sirv names the charset of HTML only; a page's Markdown (`/docs/intro.md`) is UTF-8 too.
    else if (type === 'text/markdown') res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
    if (status !== 200) {
      // The not-found page goes out whole, and is never "not modified": it is not what was asked for.
      delete req.headers.range;
      delete req.headers['if-none-match'];
    }
    req.url = urlPath(found.relative);

    const sent = await send(req, res, found, coding, compressible, status);
    // A file gone since it was resolved: what was set for it must not go out with the 404 page.
    if (!sent) for (const name of res.getHeaderNames()) res.removeHeader(name);
    return sent;
  };

  async function send(req: IncomingMessage, res: ServerResponse, found: FoundFile, coding: Coding, compressible: boolean, status: number): Promise<boolean> {
    if (!derived.serves(found, coding, compressible)) return served(files, req, res, status);
    const stats = statSync(found.file, { throwIfNoEntry: false });
    if (!stats) return false;
    await derived.prepare(found, stats, coding);
    // sirv picks `.br` or `.gz` by a substring of this header: it gets exactly the coding negotiated.
    req.headers['accept-encoding'] = coding === 'identity' ? '' : coding;
    return served(copies, req, res, status) || served(files, req, res, status);
  }
}

/**
 * sirv answers synchronously, and calls `next` only when it has no such file. It always answers
 * 200 (206 for a range, 304 for a matching tag): for the not-found page its writeHead gets 404.
 */
function served(handler: RequestHandler, req: IncomingMessage, res: ServerResponse, status: number): boolean {
  let missing = false;
  const writeHead = res.writeHead;
  if (status !== 200) {
    res.writeHead = ((_: number, ...rest: unknown[]) => (writeHead as (...args: unknown[]) => ServerResponse).call(res, status, ...rest)) as ServerResponse['writeHead'];
  }
  res.once('pipe', endOnReadError);
  try {
    handler(req, res, () => {
      missing = true;
    });
  } finally {
    res.writeHead = writeHead;
    res.off('pipe', endOnReadError);
  }
  return !missing;
}

/**
 * sirv pipes a read stream it opens after its stat, with no error listener: a file deleted in
 * between (a build swapping the output, the server closing) would throw in the whole process.
 * The head is already sent, so the response can only be cut short.
 */
function endOnReadError(this: ServerResponse, source: NodeJS.ReadableStream): void {
  source.once('error', (error) => this.destroy(error));
}

/**
 * The path sirv is handed: the resolved file itself, encoded so that sirv's decodeURI gives it
 * back. decodeURI leaves `%3F` and `%23` encoded, so a name holding `?` or `#` is not found.
 */
function urlPath(relative: string): string {
  return `/${encodeURI(relative).replace(/[?#]/g, encodeURIComponent)}`;
}
