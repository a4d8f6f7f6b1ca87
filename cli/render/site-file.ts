/** A file the output being replaced already holds as this build would make it: linked from there, neither made nor read. */
export class KeptFile {
  constructor(readonly size: number) {}
}

/**
 * A part of a TextParts file known by a key, which says all its text is made of: where the file
 * being replaced holds a part of the same key, the emit stage copies its bytes from there, and
 * `text` is never called.
 */
export interface KeyedPart {
  key: string;
  text: () => string;
}

/**
 * A file's text made part by part as it is written, never whole in memory: /llms-full.txt, every
 * page's Markdown (71 MB at 10,000 pages). `parts` runs again for each reader.
 */
export class TextParts {
  constructor(readonly parts: () => Iterable<string | KeyedPart>) {}
}

/** A part's text, made. */
export const partText = (part: string | KeyedPart): string => (typeof part === 'string' ? part : part.text());

/** A file a build writes: text, bytes made as they are, or text made as it is written. */
export interface SiteFile {
  path: string;
  contents: string | Uint8Array | TextParts;
}

/** A file's contents as one string, for what keeps files in memory (watch). */
export function contentsText(contents: SiteFile['contents']): string {
  if (typeof contents === 'string') return contents;
  return contents instanceof TextParts ? Array.from(contents.parts(), partText).join('') : new TextDecoder().decode(contents);
}

/** A route's file: made, or kept from the output being replaced. */
export type RouteFile = SiteFile | { path: string; contents: KeptFile };
