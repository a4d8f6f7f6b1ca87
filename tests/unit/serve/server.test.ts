import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from '../../../cli/serve/server.ts';
import { createFixtureSite, type FixtureSite, HASHED_JS, html, PNG_BYTES, SECRET, writeFiles } from './fixture-site.ts';
import { rawRequest, request } from './http-client.ts';

let site: FixtureSite;
let server: RunningServer;
const logLines: string[] = [];

beforeAll(async () => {
  site = await createFixtureSite();
  server = await startServer({ root: site.root, port: 0, log: (line) => logLines.push(line) });
});
afterAll(async () => {
  await server.close();
  await site.remove();
});

const get = (target: string, headers: Record<string, string> = {}) => request(server.port, target, { headers });
const text = (reply: { body: Buffer }) => reply.body.toString('utf8');

describe('startServer', () => {
  it('listens on 127.0.0.1 and reports its URL', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('logs one line per request', async () => {
    logLines.length = 0;
    await get('/blog/archive?x=1');
    await get('/nope');
    // A line is written when the server closes the response, which may trail the client's read.
    await vi.waitFor(() => expect(logLines).toHaveLength(2));
    expect(logLines[0]).toMatch(/^GET \/blog\/archive\?x=1 200 \d+ms$/);
    expect(logLines[1]).toMatch(/^GET \/nope 404 \d+ms$/);
  });

  it('moves to the next port when the requested one is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    const next = await startServer({ root: site.root, port: taken });
    try {
      expect(next.port).toBeGreaterThan(taken);
      expect(next.port).toBeLessThan(taken + 20);
      expect(text(await request(next.port, '/'))).toContain('home');
    } finally {
      await next.close();
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('clean URLs', () => {
  it.each([
    ['/', 'home'],
    ['/blog/archive', 'archive'],
    ['/blog/archive/', 'archive'],
    ['/company/', 'company'],
    ['/company', 'company'],
    ['/about', 'about'],
    ['/about?ref=nav', 'about'],
  ])('%s serves the %s page', async (target, title) => {
    const reply = await get(target);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(text(reply)).toBe(html(title));
  });

  it.each([
    ['/index.html', '/'],
    ['/index.html?a=1&b=2', '/?a=1&b=2'],
    ['/blog/archive.html', '/blog/archive'],
    ['/blog/archive/index.html', '/blog/archive'],
    ['/blog/archive.html?page=2', '/blog/archive?page=2'],
    ['/blog/archive/index.html?page=2', '/blog/archive?page=2'],
    ['/about.html', '/about'],
    ['/company/index.html', '/company'],
  ])('%s redirects to %s', async (target, location) => {
    const reply = await get(target);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(location);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('serves real files as they are', async () => {
    const js = await get('/assets/entry-3F5XQ2AB.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript');
    expect(text(js)).toBe(HASHED_JS);

    const rss = await get('/blog/rss.xml');
    expect(rss.headers['content-type']).toBe('text/xml');
    expect(text(rss)).toContain('<rss>');

    const svg = await get('/img/x.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');

    const png = await get('/img/photo.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-length']).toBe(String(PNG_BYTES.length));
    expect(png.body).toEqual(PNG_BYTES);
  });

  it.each(['/nope', '/blog/nope/', '/nope.html', '/assets/', '/blog/rss.xml/'])('%s answers 404 with 404.html', async (target) => {
    const reply = await get(target);
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(text(reply)).toBe(html('missing'));
  });

  it('serves a page added or rewritten in place after the folder was listed', async () => {
    for (const live of [false, true]) {
      const root = path.join(site.base, `edited-in-place-${live}`);
      await writeFiles(root, { 'index.html': html('home'), 'blog/index.html': html('blog') });
      const other = await startServer({ root, port: 0, live });
      try {
        expect(text(await request(other.port, '/blog'))).toBe(html('blog'));
        await writeFiles(root, { 'blog/index.html': html('blog, rewritten'), 'blog/late/index.html': html('late') });
        expect(text(await request(other.port, '/blog'))).toBe(html('blog, rewritten'));
        expect(text(await request(other.port, '/blog/late'))).toBe(html('late'));
      } finally {
        await other.close();
      }
    }
  });

  it('answers 404 in plain text when the site has no 404.html', async () => {
    const bare = path.join(site.base, 'bare');
    await writeFiles(bare, { 'index.html': html('bare') });
    const other = await startServer({ root: bare, port: 0 });
    try {
      const reply = await request(other.port, '/nope');
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(text(reply)).toBe('Not Found\n');
    } finally {
      await other.close();
    }
  });
});

describe('base URL', () => {
  let based: RunningServer;
  beforeAll(async () => {
    based = await startServer({ root: site.root, port: 0, baseUrl: '/docs/' });
  });
  afterAll(() => based.close());

  it.each([
    ['/docs/', 'home'],
    ['/docs', 'home'],
    ['/docs/about', 'about'],
    ['/docs/blog/archive/', 'archive'],
  ])('%s serves the %s page', async (target, title) => {
    const reply = await request(based.port, target);
    expect(reply.status).toBe(200);
    expect(text(reply)).toBe(html(title));
  });

  it.each([
    ['/docs/index.html', '/docs/'],
    ['/docs/about.html?x=1', '/docs/about?x=1'],
    ['/docs/blog/archive/index.html', '/docs/blog/archive'],
  ])('%s redirects to %s, keeping the base URL', async (target, location) => {
    const reply = await request(based.port, target);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(location);
  });

  it.each(['/', '/about', '/index.html', '/doc/about', '/docsabout'])('%s, outside the base URL, answers 404 with 404.html', async (target) => {
    const reply = await request(based.port, target);
    expect(reply.status).toBe(404);
    expect(text(reply)).toBe(html('missing'));
  });
});

describe('caching headers', () => {
  it('marks content-hashed assets immutable and everything else no-cache', async () => {
    expect((await get('/assets/entry-3F5XQ2AB.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/style.css')).headers['cache-control']).toBe('no-cache');
    expect((await get('/img/photo.png')).headers['cache-control']).toBe('no-cache');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/blog/archive');
    const etag = first.headers.etag;
    // sirv's tag: size and modification time. Its 304 carries no ETag; the client keeps the one it sent.
    expect(etag).toMatch(/^W\/"\d+-\d+"$/);
    const again = await get('/blog/archive', { 'If-None-Match': etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('answers 200 when the tag does not match', async () => {
    const reply = await get('/blog/archive', { 'If-None-Match': '"stale"' });
    expect(reply.status).toBe(200);
    expect(text(reply)).toBe(html('archive'));
  });

  it('tags each coding differently, so a cached identity body is not reused for br', async () => {
    const plain = await get('/assets/style.css');
    const br = await get('/assets/style.css', { 'Accept-Encoding': 'br' });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await get('/assets/style.css', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string });
    expect(revalidated.status).toBe(304);
    const mismatched = await get('/assets/style.css', { 'Accept-Encoding': 'br', 'If-None-Match': plain.headers.etag as string });
    expect(mismatched.status).toBe(200);
  });

  it('revalidates streamed binary files too', async () => {
    const first = await get('/img/photo.png');
    expect(first.headers.etag).toMatch(/^W\/"\d+-\d+"$/);
    const again = await get('/img/photo.png', { 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('never answers 304 for the not-found page', async () => {
    const first = await get('/nope');
    const again = await get('/nope', { 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(404);
  });
});

describe('compression', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ])('Accept-Encoding %j gets %s that decompresses to the file', async (accept, encoding, decompress) => {
    const reply = await get('/assets/entry-3F5XQ2AB.js', { 'Accept-Encoding': accept });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers['content-length']).toBe(String(reply.body.length));
    expect(reply.body.length).toBeLessThan(HASHED_JS.length);
    expect(decompress(reply.body).toString('utf8')).toBe(HASHED_JS);
  });

  it('sends identity without Accept-Encoding, still varying on it', async () => {
    const reply = await get('/assets/entry-3F5XQ2AB.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(text(reply)).toBe(HASHED_JS);
  });

  it('compresses HTML pages and the 404 page', async () => {
    const page = await get('/blog/archive', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(page.body).toString('utf8')).toBe(html('archive'));
    const missing = await get('/nope', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString('utf8')).toBe(html('missing'));
  });

  it('compresses a file once per version, into a folder of its own, never into the served one', async () => {
    const first = await get('/assets/entry-3F5XQ2AB.js', { 'Accept-Encoding': 'br' });
    const again = await get('/assets/entry-3F5XQ2AB.js', { 'Accept-Encoding': 'br' });
    // The tag is the compressed copy's size and time: the same tag, the same copy, not made again.
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toEqual(first.body);
    const served = await readdir(site.root, { recursive: true });
    expect(served.filter((file) => /\.(br|gz)$|\.tmp-/.test(file))).toEqual([]);
  });

  it('leaves already-compressed formats alone', async () => {
    const reply = await get('/img/photo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(reply.body).toEqual(PNG_BYTES);
  });
});

describe('ranges', () => {
  it('answers a byte range with 206 and that part of the file', async () => {
    const reply = await get('/img/photo.png', { Range: 'bytes=0-3' });
    expect(reply.status).toBe(206);
    expect(reply.headers['content-range']).toBe(`bytes 0-3/${PNG_BYTES.length}`);
    expect(reply.body).toEqual(PNG_BYTES.subarray(0, 4));
  });

  it('answers a range past the end with 416', async () => {
    const reply = await get('/img/photo.png', { Range: `bytes=${PNG_BYTES.length}-` });
    expect(reply.status).toBe(416);
    expect(reply.headers['content-range']).toBe(`bytes */${PNG_BYTES.length}`);
  });

  it('sends the not-found page whole, whatever the range', async () => {
    const reply = await get('/nope', { Range: 'bytes=0-3' });
    expect(reply.status).toBe(404);
    expect(text(reply)).toBe(html('missing'));
  });
});

describe('methods', () => {
  it('answers HEAD with the GET headers and no body', async () => {
    for (const [target, headers] of [
      ['/blog/archive', {}],
      ['/assets/entry-3F5XQ2AB.js', { 'Accept-Encoding': 'br' }],
      ['/img/photo.png', {}],
      ['/nope', {}],
    ] as const) {
      const got = await request(server.port, target, { headers });
      const head = await request(server.port, target, { method: 'HEAD', headers });
      expect(head.status).toBe(got.status);
      expect(head.body.length).toBe(0);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary']) {
        expect(head.headers[name], `${target} ${name}`).toBe(got.headers[name]);
      }
    }
  });

  it('answers HEAD on a redirect with its Location', async () => {
    const reply = await request(server.port, '/about.html', { method: 'HEAD' });
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/about');
    expect(reply.body.length).toBe(0);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405', async (method) => {
    const reply = await request(server.port, '/', { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });
});

describe('path safety', () => {
  it.each([
    '/../outside/secret.txt',
    '/blog/../../outside/secret.txt',
    '/%2e%2e/outside/secret.txt',
    '/%2E%2E/%2E%2E/outside/secret.txt',
    '/.%2e/outside/secret.txt',
    '/..%2foutside%2fsecret.txt',
    '/%2e%2e%2foutside%2fsecret.txt',
    '/blog%2f..%2f..%2foutside/secret.txt',
    '/..\\outside\\secret.txt',
    '/%5c..%5coutside%5csecret.txt',
    '/index.html%00.txt',
    '/%00',
    '/%zz',
    '/%e0%a4%a',
    '/%c0%ae%c0%ae/outside/secret.txt',
    '//outside/secret.txt',
    '/./index.html',
  ])('%s is refused with 400', async (target) => {
    const reply = await get(target);
    expect(reply.status).toBe(400);
    expect(text(reply)).not.toContain(SECRET);
  });

  it.each([
    '/leak.txt',
    '/leak',
    '/leak.html',
    '/leakdir/secret.txt',
    '/leakdir/secret',
    '/leakdir/',
    '/leakdir',
    '/%252e%252e/outside/secret.txt',
  ])('%s, through a symlink or a literal name, is not found', async (target) => {
    const reply = await get(target);
    expect(reply.status).toBe(404);
    expect(text(reply)).not.toContain(SECRET);
  });

  it('refuses a raw NUL byte', async () => {
    const response = await rawRequest(server.port, 'GET /index.html\0.txt HTTP/1.1');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).not.toContain(SECRET);
  });

  it('refuses an absolute-form target', async () => {
    const response = await rawRequest(server.port, `GET http://127.0.0.1:${server.port}/../outside/secret.txt HTTP/1.1`);
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).not.toContain(SECRET);
  });

  it('serves a symlink that stays inside the root', async () => {
    expect(text(await get('/alias'))).toBe(html('about'));
  });
});

describe('watch hooks', () => {
  it('runs transformHtml on every HTML response, 404 page included, compressed or not', async () => {
    const seen: string[] = [];
    const inject = {
      apply: (page: string, file: string) => {
        seen.push(file);
        return page.replace('</body>', '<script src="/__sitegen/reload.js"></script></body>');
      },
      version: () => '1',
    };
    const watching = await startServer({ root: site.root, port: 0, transformHtml: inject });
    try {
      const page = await request(watching.port, '/blog/archive');
      expect(text(page)).toContain('<script src="/__sitegen/reload.js"></script></body>');
      expect(page.headers['content-length']).toBe(String(page.body.length));
      const br = await request(watching.port, '/', { headers: { 'Accept-Encoding': 'br' } });
      expect(brotliDecompressSync(br.body).toString('utf8')).toContain('reload.js');
      const missing = await request(watching.port, '/nope');
      expect(missing.status).toBe(404);
      expect(text(missing)).toContain('reload.js');
      expect(text(await request(watching.port, '/assets/entry-3F5XQ2AB.js'))).toBe(HASHED_JS);
      // Once per page version and coding: asked again, the rewritten page is served as it was made.
      expect(text(await request(watching.port, '/blog/archive'))).toContain('reload.js');
      expect(seen).toEqual(['blog/archive/index.html', 'index.html', '404.html']);
    } finally {
      await watching.close();
    }
  });

  it('lets handle answer first, and closes even with an event stream open', async () => {
    const offered: string[] = [];
    const watching = await startServer({
      root: site.root,
      port: 0,
      handle: (req, res) => {
        offered.push(`${req.method} ${req.url}`);
        if (req.url !== '/__sitegen/events') return false;
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: hello\n\n');
        return true;
      },
    });
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: watching.port, path: '/__sitegen/events', agent: false }, resolve).on('error', reject);
    });
    const firstEvent = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    const streamClosed = new Promise((resolve) => stream.once('close', resolve));
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(firstEvent.toString('utf8')).toBe('data: hello\n\n');
    expect(text(await request(watching.port, '/about'))).toBe(html('about'));
    // Even POST goes to handle first; it declines, so the server's own rules apply.
    expect((await request(watching.port, '/__sitegen/other', { method: 'POST' })).status).toBe(405);
    expect(offered).toEqual(['GET /__sitegen/events', 'GET /about', 'POST /__sitegen/other']);
    await watching.close();
    await streamClosed;
  });

  it('serves the new folder after a build renames it into place', async () => {
    const root = path.join(site.base, 'swapped');
    await writeFiles(root, { 'index.html': html('first build'), 'app.css': 'a { color: red; }' });
    const watching = await startServer({ root, port: 0 });
    try {
      const before = await request(watching.port, '/app.css', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gunzipSync(before.body).toString('utf8')).toBe('a { color: red; }');
      expect(text(await request(watching.port, '/'))).toBe(html('first build'));

      const next = path.join(site.base, 'swapped.next');
      await writeFiles(next, { 'index.html': html('second build'), 'app.css': 'a { color: blue; }' });
      await rename(root, path.join(site.base, 'swapped.old'));
      await rename(next, root);

      const after = await request(watching.port, '/app.css', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gunzipSync(after.body).toString('utf8')).toBe('a { color: blue; }');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(text(await request(watching.port, '/'))).toBe(html('second build'));
    } finally {
      await watching.close();
    }
  });

  it('answers 500 when a hook throws, and keeps serving', async () => {
    const lines: string[] = [];
    const broken = await startServer({
      root: site.root,
      port: 0,
      log: (line) => lines.push(line),
      transformHtml: {
        apply: () => {
          throw new Error('reload script missing');
        },
        version: () => '1',
      },
    });
    try {
      const reply = await request(broken.port, '/');
      expect(reply.status).toBe(500);
      expect(text(reply)).toBe('Internal Server Error: reload script missing\n');
      expect(reply.headers.etag).toBeUndefined();
      expect(reply.headers.vary).toBeUndefined();
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      expect(lines[0]).toMatch(/^GET \/ 500 \d+ms \(reload script missing\)$/);
      // Failing on the not-found page too is a 500, not the 404 that page would have had.
      expect((await request(broken.port, '/nope')).status).toBe(500);
      expect((await request(broken.port, '/assets/style.css')).status).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('answers 404 while the folder is missing mid-swap', async () => {
    const root = path.join(site.base, 'not-built-yet');
    const watching = await startServer({ root, port: 0 });
    try {
      expect((await request(watching.port, '/')).status).toBe(404);
      await mkdir(root);
      await writeFiles(root, { 'index.html': html('built') });
      expect(text(await request(watching.port, '/'))).toBe(html('built'));
    } finally {
      await watching.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
