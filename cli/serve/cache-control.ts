/**
 * Cache-Control for a served file. A content-hashed name changes whenever its bytes do, so the
 * browser may keep it forever; anything else must be revalidated, or edits would not show.
 */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// `entry-3F5XQ2AB.js`, `main.3f2a1b9c.css`, `chunk-AB12CD34.js.map`: a `-` or `.`, then 8+
// hash characters, then the extension(s). The lookahead asks the hash for a digit or a capital,
// as real hashes have, so a word like `my-favourite.js` is not cached forever.
const HASHED_NAME = /[-.](?=[\w-]*[0-9A-Z])[\w-]{8,}(\.[A-Za-z0-9]+)+$/;
// `search/3F5XQ2AB19C0/docs-4.json`: a folder named by a build hash, 12 upper-case hex digits.
const HASHED_FOLDER = /(?:^|\/)(?=[0-9A-F]*[0-9])[0-9A-F]{12}\//;

export function cacheControlFor(relative: string): string {
  // HTML is the entry point that names the hashed assets, so it is always revalidated.
  return !relative.endsWith('.html') && isContentHashed(relative) ? IMMUTABLE : REVALIDATE;
}

export function isContentHashed(relative: string): boolean {
  return HASHED_NAME.test(path.posix.basename(relative)) || HASHED_FOLDER.test(relative);
}
