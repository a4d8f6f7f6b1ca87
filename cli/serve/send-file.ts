/**
 * Writes one file as the response: headers, conditional 304, compression, HEAD. The file is
 * opened once and read through that handle, so its bytes and its stats belong together even if
 * a build swaps the folder meanwhile.
 */
import { type FileHandle, open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { cacheControlFor, REVALIDATE } from './cache-control.ts';
import { type CompressionCache, negotiateEncoding } from './compression.ts';
import { type ContentType, contentTypeFor, isHtml } from './content-type.ts';
import { contentEtag, hashBody, matchesIfNoneMatch, statEtag } from './etag.ts';
import { missingAsUndefined } from './missing-file.ts';
import type { FoundFile } from './resolve-file.ts';

export interface SendFileOptions {
  readonly compression: CompressionCache;
  readonly transformHtml?: (html: string, path: string) => string;
}

/** Sends the file with the given status; false when it vanished since it was resolved. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  found: FoundFile,
  status: 200 | 404,
  options: SendFileOptions,
): Promise<boolean> {
  const handle = await open(found.file, 'r').catch(missingAsUndefined);
  if (handle === undefined) return false;
  let streaming = false;
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return false;
    const type = contentTypeFor(found.relative);
    res.statusCode = status;
    res.setHeader('Cache-Control', status === 200 ? cacheControlFor(found.relative, isHtml(type)) : REVALIDATE);
    if (type.compressible) {
      await sendBuffered(req, res, await handle.readFile(), found, type, options);
    } else if (!answeredNotModified(req, res, statEtag(stats))) {
      setBodyHeaders(res, type.mime, stats.size);
      if (req.method === 'HEAD') {
        res.end();
      } else {
        streaming = true;
        await streamFrom(handle, res);
      }
    }
    return true;
  } finally {
    // A read stream closes the handle itself when it ends or fails.
    if (!streaming) await handle.close();
  }
}

async function sendBuffered(
  req: IncomingMessage,
  res: ServerResponse,
  raw: Buffer,
  found: FoundFile,
  type: ContentType,
  options: SendFileOptions,
): Promise<void> {
  const body =
    options.transformHtml && isHtml(type) ? Buffer.from(options.transformHtml(raw.toString('utf8'), found.relative)) : raw;
  const hash = hashBody(body);
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  // Set on every answer, identity included, so a shared cache never hands gzip to a client without it.
  res.setHeader('Vary', 'Accept-Encoding');
  if (answeredNotModified(req, res, contentEtag(hash, encoding))) return;
  const sent = encoding ? await options.compression.get(found.file, hash, encoding, body) : body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  setBodyHeaders(res, type.mime, sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}

function answeredNotModified(req: IncomingMessage, res: ServerResponse, etag: string): boolean {
  res.setHeader('ETag', etag);
  // A not-found page is not the resource the client asked to revalidate.
  if (res.statusCode !== 200 || !matchesIfNoneMatch(req.headers['if-none-match'], etag)) return false;
  res.statusCode = 304;
  res.end();
  return true;
}

function setBodyHeaders(res: ServerResponse, mime: string, length: number): void {
  res.setHeader('Content-Type', mime);
  res.setHeader('Content-Length', length);
}

async function streamFrom(handle: FileHandle, res: ServerResponse): Promise<void> {
  try {
    await pipeline(handle.createReadStream(), res);
  } catch {
    // The client went away or the read failed mid-body; pipeline has already torn both ends down.
  }
}
