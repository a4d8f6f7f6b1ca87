/** Small fixed responses: errors and redirects, never cached by the browser. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REVALIDATE } from './cache-control.ts';

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    // Even a 301 is revalidated: browsers otherwise keep it forever, and the site is still changing.
    'Cache-Control': REVALIDATE,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendRedirect(req: IncomingMessage, res: ServerResponse, location: string): void {
  sendText(req, res, 301, `Moved Permanently: ${location}`, { Location: location });
}
