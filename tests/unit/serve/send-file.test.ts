import { copyFileSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DerivedFiles } from '../../../cli/serve/derived-files.ts';
import { fileSender } from '../../../cli/serve/send-file.ts';
import { createFixtureSite, type FixtureSite } from './fixture-site.ts';
import { request } from './http-client.ts';

let site: FixtureSite;
let derived: DerivedFiles;
let server: http.Server;
let port: number;

beforeAll(async () => {
  site = await createFixtureSite();
  derived = new DerivedFiles();
  const send = fileSender(site.root, derived);
  // Each request sends a fresh copy of about.html, deleted as soon as the sender hands it to sirv:
  // after sirv's stat, before its read stream opens the file.
  let copies = 0;
  server = http.createServer((req, res) => {
    const relative = `gone-${++copies}.html`;
    const file = path.join(site.root, relative);
    copyFileSync(path.join(site.root, 'about.html'), file);
    const sent = send(req, res, { file, relative }, 200);
    unlinkSync(file);
    void sent;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await derived.remove();
  await site.remove();
});

describe('fileSender', () => {
  it('cuts the response short when the file vanishes before it is read, and goes on serving', async () => {
    await expect(request(port, '/')).rejects.toThrow(/socket hang up|ECONNRESET|aborted/);
    await expect(request(port, '/')).rejects.toThrow(/socket hang up|ECONNRESET|aborted/);
  }, 10_000);
});
