import { createHash } from 'node:crypto';
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
}

/** Reads and compiles one Markdown file, reusing the last result when its text has not changed. */
export async function loadMarkdown(file: string, env: MarkdownEnv): Promise<{ value?: CompiledMarkdown; diagnostics: Diagnostic[] }> {
  const source = await readSource(file);
  if (source.text === undefined) return { diagnostics: source.diagnostics };
  const text = expandPlaceholders(source.text, env.placeholders);
  const hash = createHash('sha1').update(text).digest('hex');
  const cached = env.cache.get(file);
  if (cached?.hash === hash) return cached;
  const result = await env.compile(text, file);
  env.cache.set(file, { hash, ...result });
  return result;
}
