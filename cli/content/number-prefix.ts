/** A name that starts as a date (`2021-01-31-notes`, `31-01-2021`) or a version (`7.0-notes`) has no number prefix, as in Docusaurus. */
const DATE_OR_VERSION = /^(?:(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?|\d+[-_.]\d+)/;
/** Digits, then separators (`-`, `_`, `.`, spaces around them), then the name. */
const PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

/**
 * Docusaurus' number prefix of a doc's file or folder name: `01-intro` is `intro` at position 1,
 * `003 - Setup` is `Setup` at 3. Docs and folders are named and ordered by it unless front matter
 * says `parse_number_prefixes: false`.
 */
export function numberPrefix(name: string): { name: string; position?: number } {
  if (DATE_OR_VERSION.test(name)) return { name };
  const found = PREFIX.exec(name);
  return found ? { name: name.slice(found[0].length), position: Number(found[1]) } : { name };
}

/** A folder path (`01-guides/02-advanced`) with each part's number prefix taken off. */
export function withoutNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((part) => numberPrefix(part).name)
    .join('/');
}
