import { hash as digest } from 'node:crypto';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readSource } from './read-source.ts';
import { expandPlaceholders, type Placeholders } from './placeholders.ts';
import type { CompiledMarkdown, MarkdownCompiler } from './markdown.ts';

export interface MarkdownCacheEntry {
  hash: string;
  value: CompiledMarkdown;
  diagnostics: Diagnostic[];
}

/** Everything the content stage needs to compile files; the cache lives as long as the build context. */
export interface MarkdownEnv {
  placeholders: Placeholders;
  compile: MarkdownCompiler;
  cache: Map<string, MarkdownCacheEntry>;
  /** Files known to have changed; when given, other cached files are not read again. */
  changedFiles?: ReadonlySet<string>;
}

/** Reads and compiles one Markdown file, reusing the last result when its text has not changed. */
export async function loadMarkdown(file: string, env: MarkdownEnv): Promise<{ value?: CompiledMarkdown; diagnostics: Diagnostic[] }> {
  const known = env.cache.get(file);
  if (known && env.changedFiles && !env.changedFiles.has(file)) return known;
  const source = readSource(file);
  if (source.text === undefined) return { diagnostics: source.diagnostics };
  const text = expandPlaceholders(source.text, env.placeholders);
  const hash = digest('sha1', text);
  if (known?.hash === hash) return known;
  const result = await env.compile(text, file);
  env.cache.set(file, { hash, ...result });
  return result;
}
