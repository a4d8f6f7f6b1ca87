import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { fixtureCopy, REPO, sitegen } from '../support/fixture.ts';

function get(url: string, path: string, headers: Record<string, string> = {}): Promise<{ status?: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sitegen serve on a built site', () => {
  const root = fixtureCopy();
  let child: ChildProcess;
  let url = '';
  beforeAll(async () => {
    expect(sitegen(['build', '--root', root], { cwd: root }).status).toBe(0);
    child = spawn(process.execPath, [join(REPO, 'bin/sitegen.js'), 'serve', '--dir', join(root, 'dist'), '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    url = await new Promise<string>((resolve) => {
      let out = '';
      child.stdout!.on('data', (d) => {
        out += d;
        const m = /at (http:\/\/\S+?)\/\s/.exec(out);
        if (m) resolve(m[1]);
      });
    });
  });
  afterAll(() => child?.kill('SIGINT'));

  it('serves clean URLs, redirects .html forms and answers unknown paths with the 404 page', async () => {
    const page = await get(url, '/guides/install');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    for (const from of ['/guides/install.html', '/guides/install/index.html']) {
      const redirect = await get(url, from);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe('/guides/install');
    }
    const missing = await get(url, '/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page Not Found');
  });

  it('caches hashed assets forever, compresses, and answers conditional requests', async () => {
    const html = (await get(url, '/')).body;
    const asset = /src="(\/assets\/entry-[A-Z0-9]+\.js)"/.exec(html)![1];
    const first = await get(url, asset, { 'accept-encoding': 'br, gzip' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get(url, asset, { 'accept-encoding': 'br, gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('refuses paths outside the served folder', async () => {
    for (const path of ['/../site.config.ts', '/%2e%2e/site.config.ts', '/guides/%00']) {
      const res = await get(url, path);
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain('defineConfig');
    }
  });

  it('rejects a base URL that does not start and end with a slash', () => {
    const run = sitegen(['serve', '--dir', join(root, 'dist'), '--base-url', 'docs'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('✘ --base-url must start and end with "/", e.g. "/" or "/docs/", not "docs".\n');
  });

  it('rejects a port that is not a port, in serve and watch alike', () => {
    for (const command of ['serve', 'watch']) {
      const run = sitegen([command, '--port', 'abc', ...(command === 'serve' ? ['--dir', join(root, 'dist')] : ['--root', root])], { cwd: root });
      expect(run.status).toBe(1);
      expect(run.stderr).toBe('✘ --port must be a number from 0 to 65535, not "abc".\n');
    }
  });
});
