import { relative, sep } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';

const posix = (path: string) => path.split(sep).join('/');

/**
 * A page's "Edit this page" link from a docs section's or the blog's `editUrl`, as Docusaurus
 * makes it: the file's path from the site folder after a base URL, or what a function makes of
 * `params`. A function that throws or returns something else than a string or undefined is
 * reported at the file (`file`), as `what`'s.
 */
export function editUrlOf<P>(editUrl: string | ((params: P) => string | undefined) | undefined, params: () => P, root: string, file: string, what: string, diagnostics: Diagnostic[]): string | undefined {
  if (typeof editUrl !== 'function') return editUrl && `${editUrl.replace(/\/+$/, '')}/${posix(relative(root, file))}`;
  let made: unknown;
  try {
    made = editUrl(params());
  } catch (error) {
    made = error;
  }
  if (made === undefined || typeof made === 'string') return made || undefined;
  const how = made instanceof Error ? `threw "${made.message}"` : `returned ${made === null ? 'null' : typeof made}`;
  diagnostics.push(diagnostic('InvalidConfig', `The ${what}'s \`editUrl\` function ${how} for this page.`, { file }, { hint: 'Fix `editUrl` in site.config.ts: given the page, it returns its edit URL, or undefined for none.' }));
  return undefined;
}

/** A folder or file from another, the posix way Docusaurus hands them to an `editUrl` function. */
export const pathFrom = (from: string, to: string) => posix(relative(from, to));
