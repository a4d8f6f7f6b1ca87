/**
 * The static file server behind `sitegen serve` and `sitegen watch`: sirv sends the files;
 * sitegen's own rules come first (safe paths, clean URLs and their redirects, the 404 page), with
 * the hooks watch needs to add live reload.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { type BaseUrl, parseBaseUrl, withinBase } from './base-url.ts';
import { DerivedFiles, type TransformHtml } from './derived-files.ts';
import { listenOnFreePort } from './listen.ts';
import { type FoundFile, type Resolution, resolveRequest } from './resolve-file.ts';
import { sendRedirect, sendText } from './respond.ts';
import { parseRequestPath, type SafePath } from './safe-path.ts';
import { fileSender, type SendFile } from './send-file.ts';
import { indexedFolder, liveFolder, type SiteFolder } from './site-folder.ts';

export interface ServerOptions {
  /** The built site folder. A build may rename a new folder into its place while serving. */
  root: string;
  /** Files change in place while serving (watch): look each request up on disk rather than in a listing. */
  live?: boolean;
  /** The path the site is served under, its config's `baseUrl`, e.g. `/docs/`. @default '/' */
  baseUrl?: string;
  /** The site's `trailingSlash`: `true` redirects `/a` to `/a/`, `false` `/a/` to `/a` (resolve-file.ts); unset, neither. */
  trailingSlash?: boolean;
  /** @default '127.0.0.1' */
  host?: string;
  /** The first port to try; the next ones up are tried while it is taken. 0 lets the OS choose. @default 3000 */
  port?: number;
  /** Rewrites every HTML response, 404 page included; `path` is the file relative to root, e.g. `blog/index.html`. */
  transformHtml?: TransformHtml;
  /** Called before anything else; returns true when it has answered the request itself. */
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Receives one line per request; nothing is logged without it. */
  log?: (line: string) => void;
}

export interface RunningServer {
  /** E.g. `http://127.0.0.1:3000`, without a trailing slash, and without the base URL. */
  url: string;
  port: number;
  /** Stops listening and drops open connections, event streams included. */
  close(): Promise<void>;
}

const ALLOWED_METHODS = 'GET, HEAD';

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const root = path.resolve(options.root);
  const derived = new DerivedFiles(options.transformHtml);
  // The listing answers what it holds; anything else is looked up on disk before it is a 404.
  const folders = options.live ? [liveFolder(root)] : [indexedFolder(root), liveFolder(root)];
  const context: RequestContext = { folders, base: parseBaseUrl(options.baseUrl ?? '/'), trailingSlash: options.trailingSlash, handle: options.handle, send: fileSender(root, derived) };
  const server = createServer((req, res) => {
    const started = performance.now();
    let failure = '';
    if (options.log) {
      const log = options.log;
      // Read now: sirv is handed the resolved file's path in req.url.
      const target = req.url;
      res.once('close', () => {
        const elapsed = Math.round(performance.now() - started);
        log(`${req.method} ${target} ${res.statusCode} ${elapsed}ms${failure}`);
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
  const port = await listenOnFreePort(server, host, options.port ?? 3000).catch(async (error: unknown) => {
    await derived.remove();
    throw error;
  });
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: async () => {
      const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      // close() alone waits for keep-alive sockets and watch's event streams to end by themselves.
      server.closeAllConnections();
      try {
        await closed;
      } finally {
        await derived.remove();
      }
    },
  };
}

interface RequestContext {
  readonly folders: readonly SiteFolder[];
  readonly base: BaseUrl;
  readonly trailingSlash: boolean | undefined;
  readonly handle: ServerOptions['handle'];
  readonly send: SendFile;
}

async function answer(req: IncomingMessage, res: ServerResponse, context: RequestContext): Promise<void> {
  if (context.handle?.(req, res)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendText(req, res, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS });
  }
  const parsed = parseRequestPath(req.url ?? '');
  if (!parsed.ok) return sendText(req, res, 400, `Bad Request: ${parsed.reason}`);

  const inside = withinBase(parsed.path, context.base);
  const resolution: Resolution = inside ? resolve(context.folders, inside, context.trailingSlash) : { kind: 'not-found' };
  if (resolution.kind === 'redirect') return sendRedirect(req, res, context.base.prefix + resolution.location);
  if (resolution.kind === 'file' && (await context.send(req, res, resolution, 200))) return;

  const notFoundPage = findNotFoundPage(context.folders);
  if (notFoundPage && (await context.send(req, res, notFoundPage, 404))) return;
  sendText(req, res, 404, 'Not Found');
}

function resolve(folders: readonly SiteFolder[], request: SafePath, trailingSlash: boolean | undefined): Resolution {
  for (const folder of folders) {
    const findFile = folder.open();
    const resolution: Resolution = findFile ? resolveRequest(findFile, request, trailingSlash) : { kind: 'not-found' };
    if (resolution.kind !== 'not-found') return resolution;
  }
  return { kind: 'not-found' };
}

/** The site's custom not-found page, if it has one. */
function findNotFoundPage(folders: readonly SiteFolder[]): FoundFile | undefined {
  for (const folder of folders) {
    const found = folder.open()?.(['404.html']);
    if (found) return found;
  }
  return undefined;
}
