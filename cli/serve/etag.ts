/** Entity tags and If-None-Match, so an unchanged file costs a 304 instead of its body. */
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import type { Encoding } from './compression.ts';

export function hashBody(body: Buffer): string {
  return createHash('sha1').update(body).digest('base64url');
}

/** A strong tag from the body's hash; each coding is a different representation, so it gets its own tag. */
export function contentEtag(hash: string, encoding: Encoding | undefined): string {
  return encoding ? `"${hash}-${encoding}"` : `"${hash}"`;
}

/** For files streamed without reading them first: size and modification time stand in for the bytes. */
export function statEtag(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** If-None-Match uses the weak comparison, so a `W/` prefix on the client's tag is ignored. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
