import type { MarkdownCacheEntry } from './content/load-markdown.ts';
import type { MarkdownCompiler } from './content/markdown.ts';
import type { Highlighter } from './content/rehype-highlight.ts';
import type { HighlightThread } from './content/highlight-thread.ts';

export type Mode = 'production' | 'development';

/**
 * State of one build, or of many rebuilds in `watch`: caches live here, never in module
 * variables, so two contexts in one process never see each other's results.
 */
export interface BuildContext {
  mode: Mode;
  markdownCache: Map<string, MarkdownCacheEntry>;
  highlighter?: Promise<Highlighter>;
  compiler?: { key: string; compile: MarkdownCompiler; close?: () => Promise<void> };
  /** Shiki on its own thread, for content compiled on the main thread; started with the build, before the config says how much content there is. */
  highlightThread?: HighlightThread;
  /** Worker threads for Markdown: undefined picks by core count and content size, 0 keeps it on the main thread. */
  threads?: number;
  /**
   * Set by `watch` for a rebuild whose changed files the watcher reported: cached files outside
   * the set are trusted without being read again. Undefined means read everything.
   */
  changedFiles?: ReadonlySet<string>;
}

export function createBuildContext(mode: Mode = 'production', threads?: number): BuildContext {
  return { mode, markdownCache: new Map(), threads };
}

/** Stops the context's Markdown and highlight threads, if any; the next build starts new ones. */
export async function closeBuildContext(ctx: BuildContext): Promise<void> {
  const { compiler, highlightThread } = ctx;
  ctx.compiler = undefined;
  ctx.highlightThread = undefined;
  await Promise.all([compiler?.close?.(), highlightThread?.close()]);
}
