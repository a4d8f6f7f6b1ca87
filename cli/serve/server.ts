/**
 * The static file server behind `sitegen serve` and `sitegen watch`: clean URLs over a built
 * site folder, with the hooks watch needs to add live reload.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { CompressionCache } from './compression.ts';
import { listenOnFreePort } from './listen.ts';
import { findNotFoundPage, resolveRequest } from './resolve-file.ts';
import { sendRedirect, sendText } from './respond.ts';
import { parseRequestPath } from './safe-path.ts';
import { sendFile, type SendFileOptions } from './send-file.ts';

export interface ServerOptions {
  /** The built site folder. A build may rename a new folder into its place while serving. */
  root: string;
  /** @default '127.0.0.1' */
  host?: string;
  /** The first port to try; the next ones up are tried while it is taken. 0 lets the OS choose. @default 3000 */
  port?: number;
  /** Rewrites every HTML response, 404 page included; `path` is the file relative to root, e.g. `blog/index.html`. */
  transformHtml?: (html: string, path: string) => string;
  /** Called before anything else; returns true when it has answered the request itself. */
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Receives one line per request; nothing is logged without it. */
  log?: (line: string) => void;
}

export interface RunningServer {
  /** E.g. `http://127.0.0.1:3000`, without a trailing slash. */
  url: string;
  port: number;
  /** Stops listening and drops open connections, event streams included. */
  close(): Promise<void>;
}

const ALLOWED_METHODS = 'GET, HEAD';

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const context: RequestContext = {
    root: path.resolve(options.root),
    handle: options.handle,
    send: { compression: new CompressionCache(), transformHtml: options.transformHtml },
  };
  const server = createServer((req, res) => {
    const started = performance.now();
    let failure = '';
    if (options.log) {
      const log = options.log;
      res.once('close', () => {
        const elapsed = Math.round(performance.now() - started);
        log(`${req.method} ${req.url} ${res.statusCode} ${elapsed}ms${failure}`);
      });
    }
    answer(req, res, context).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      failure = ` (${message})`;
      if (res.headersSent) return res.destroy();
      // Drop what the failed attempt set, such as an ETag for a body that was never sent.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      sendText(req, res, 500, `Internal Server Error: ${message}`);
    });
  });
  const port = await listenOnFreePort(server, host, options.port ?? 3000);
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // close() alone waits for keep-alive sockets and watch's event streams to end by themselves.
        server.closeAllConnections();
      }),
  };
}

interface RequestContext {
  readonly root: string;
  readonly handle: ServerOptions['handle'];
  readonly send: SendFileOptions;
}

async function answer(req: IncomingMessage, res: ServerResponse, context: RequestContext): Promise<void> {
  if (context.handle?.(req, res)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendText(req, res, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS });
  }
  const parsed = parseRequestPath(req.url ?? '');
  if (!parsed.ok) return sendText(req, res, 400, `Bad Request: ${parsed.reason}`);

  const resolution = await resolveRequest(context.root, parsed.path);
  if (resolution.kind === 'redirect') return sendRedirect(req, res, resolution.location);
  if (resolution.kind === 'file' && (await sendFile(req, res, resolution, 200, context.send))) return;

  const notFoundPage = await findNotFoundPage(context.root);
  if (notFoundPage && (await sendFile(req, res, notFoundPage, 404, context.send))) return;
  sendText(req, res, 404, 'Not Found');
}
