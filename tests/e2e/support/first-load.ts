import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * What a first visit of a built page downloads in scripts: every script the page preloads or
 * runs, each gzipped at level 9, as DESIGN.md states the budget. Returns the files and the sum.
 */
export function firstLoadScripts(dist: string, page: string): { files: string[]; bytes: number } {
  const html = readFileSync(join(dist, page), 'utf8');
  const files = [...new Set([...html.matchAll(/<(?:link rel="modulepreload" href|script type="module" src)="([^"]+\.js)"/g)].map((m) => m[1]))];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength, 0);
  return { files, bytes };
}

/** DESIGN.md's budget for the first-load JavaScript of any page. */
export const FIRST_LOAD_BUDGET = 80 * 1024;

/** A page of a served site, opened in Chromium; `before` runs before it navigates. */
type Open = (path: string, options: { before: (page: Page) => void }) => Promise<{ page: Page }>;

/**
 * What a first visit of `path` loads in scripts before the network is idle, as issue 20 counts
 * it, in Chromium: every script the page runs (the HTML's, the chunks they import, the chunk
 * loaded once the browser is idle), not those it prefetches for the next page (`<link
 * rel="prefetch">`, which Chromium fetches at the lowest priority), each gzipped at level 9.
 */
export async function scriptsBeforeIdle(open: Open, dist: string, path: string): Promise<{ files: string[]; bytes: number }> {
  const seen = new Set<string>();
  const { page } = await open(path, { before: (page) => page.on('request', (request) => request.resourceType() === 'script' && seen.add(new URL(request.url()).pathname)) });
  // Hydrated: the enhancements chunk waits for an idle callback; let it come, then until no script has come for a while.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  let count: number;
  do {
    count = seen.size;
    await page.waitForTimeout(500);
  } while (seen.size !== count);
  const files = [...seen].sort();
  return { files, bytes: files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength, 0) };
}
