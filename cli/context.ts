import type { MarkdownCacheEntry } from './content/load-markdown.ts';
import type { MarkdownCompiler } from './content/markdown.ts';
import type { Highlighter } from './content/rehype-highlight.ts';

export type Mode = 'production' | 'development';

/**
 * State of one build, or of many rebuilds in `watch`: caches live here, never in module
 * variables, so two contexts in one process never see each other's results.
 */
export interface BuildContext {
  mode: Mode;
  markdownCache: Map<string, MarkdownCacheEntry>;
  highlighter?: Promise<Highlighter>;
  compiler?: { key: string; compile: MarkdownCompiler };
  /**
   * Set by `watch` for a rebuild whose changed files the watcher reported: cached files outside
   * the set are trusted without being read again. Undefined means read everything.
   */
  changedFiles?: ReadonlySet<string>;
}

export function createBuildContext(mode: Mode = 'production'): BuildContext {
  return { mode, markdownCache: new Map() };
}
