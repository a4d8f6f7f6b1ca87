import type * as esbuild from 'esbuild';
import { diagnostic, SitegenError } from '../diagnostics/diagnostic.ts';
import { isInside } from '../files/path-inside.ts';
import { inputFile } from './site-modules.ts';

/**
 * A pass over the site's components failed: where esbuild's errors lie in the site's own files
 * (a syntax error, an import that resolves to nothing), they are the author's to fix, each with
 * its file and line; any other failure is returned as it came, a bug in sitegen.
 */
export function componentFailure(error: unknown, cwd: string, siteRoot: string, runtime: string): unknown {
  const messages = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(messages)) return error;
  const seen = new Set<string>();
  const diagnostics = (messages as esbuild.Message[]).flatMap((message) => {
    const location = message.location;
    const file = location && inputFile(location.file, cwd, siteRoot);
    const key = `${file}:${location?.line}:${location?.column}:${message.text}`;
    if (!file || !isInside(file, siteRoot) || isInside(file, runtime) || seen.has(key)) return [];
    seen.add(key);
    return [diagnostic('ComponentBundleError', message.text, { file, line: location.line, column: location.column + 1 })];
  });
  return diagnostics.length > 0 ? new SitegenError(diagnostics) : error;
}
