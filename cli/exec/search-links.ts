import { linkSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_PATH, type SearchManifest } from '../../runtime/search/format.ts';
import { sameContents } from '../emit/unchanged-file.ts';

/** The index of an output folder (its search/ files), named by its manifest's build; undefined when it has none. */
export function indexIn(root: string): { root: string; build: string } | undefined {
  try {
    const { build } = JSON.parse(readFileSync(join(root, MANIFEST_PATH), 'utf8')) as Partial<SearchManifest>;
    return typeof build === 'string' && /^\w+$/.test(build) ? { root, build } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Links `existing` (a search file of the output being replaced) at `file`, in a folder that is
 * there: an index's folder is new at each build, so a link shares nothing that changes, and
 * creating a file costs more than reading one. False when it cannot be linked.
 */
export function linkFile(existing: string, file: string): boolean {
  try {
    linkSync(existing, file);
    return true;
  } catch {
    return false;
  }
}

/** Links `existing` at `file` when it holds `contents` (linkFile); false when it does not, or cannot be linked. */
export const linkSame = (existing: string, file: string, contents: Uint8Array): boolean => sameContents(existing, contents) !== undefined && linkFile(existing, file);
