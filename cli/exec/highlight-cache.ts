import type { BlockHighlighter, HighlightedBlock } from '../content/highlighter.ts';
import { blocksAhead } from './highlight-ahead.ts';
import type { Placeholders } from '../content/placeholders.ts';
import type { Cache } from './cache.ts';

const HIGHLIGHTS = 'highlighted-code';

/** A block as the cache keeps it: `null` when Shiki has no grammar for its language. */
interface Kept {
  block: HighlightedBlock | null;
}

export interface CachedHighlighter extends BlockHighlighter {
  /** The files that have a code block the cache does not hold: what is worth highlighting ahead. */
  missing(sources: Uint8Array[], placeholders: Placeholders): Uint8Array[];
}

/**
 * Highlighted code blocks kept in the cache by their themes, language and code: an edited page
 * mostly keeps its blocks, and a rebuild that highlights nothing never starts Shiki (its thread
 * and grammars cost more than the rest of a one-page compile). `highlighter` is asked only for
 * what the cache misses, on first need.
 */
export function cachedHighlighter(cache: Cache, themes: string, highlighter: () => BlockHighlighter): CachedHighlighter {
  const keyOf = (code: string, lang: string) => JSON.stringify([themes, lang, code]);
  // What missing() found of each block, for the compile's request that follows: not read twice.
  const read = new Map<string, Kept | undefined>();
  const lookup = (key: string) => {
    if (!read.has(key)) return cache.get<Kept>(HIGHLIGHTS, key);
    const kept = read.get(key);
    read.delete(key);
    return kept;
  };
  return {
    async highlight(code, lang) {
      const key = keyOf(code, lang);
      const kept = lookup(key);
      if (kept) return kept.block ?? undefined;
      const block = await highlighter().highlight(code, lang);
      cache.set(HIGHLIGHTS, key, { block: block ?? null } satisfies Kept);
      return block;
    },
    missing(sources, placeholders) {
      const blocks = [...blocksAhead(sources, placeholders)];
      return sources.filter((_, i) =>
        blocks[i].some(({ code, lang }) => {
          const key = keyOf(code, lang);
          const kept = cache.get<Kept>(HIGHLIGHTS, key);
          read.set(key, kept);
          return !kept;
        }),
      );
    },
  };
}
