import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
