import type { Root } from 'hast';
import type { CodeToHastOptions, HighlighterCore, ThemedToken } from 'shiki/core';
import { splitLines, tokensToHast } from 'shiki/core';
import type { StateStack } from 'shiki/textmate';
import { createScopeStyles, type DualThemeOptions } from './scope-styles.ts';

/**
 * No time limit per line (Shiki's default is 500 ms): past it the rest of the line comes out as one
 * plain token, so a busy machine (or a grammar compiled on its first line) would change the output.
 * Shiki's default `tokenizeMaxLineLength`, 0, sets no length limit either.
 */
const TOKENIZE_TIME_LIMIT = 0;
const WHITESPACE_ONLY = /^\s+$/;

/**
 * Shiki's `codeToHast(code, { lang, themes, defaultColor })`, node for node, with each line tokenized
 * once instead of once per theme: the grammar's regular expressions do not depend on the theme,
 * only the colour looked up for each token's scopes does (see scope-styles.ts). `lang` must be a
 * loaded grammar (or its alias).
 */
export function createDualThemeHighlighter(highlighter: HighlighterCore, options: DualThemeOptions): (code: string, lang: string) => Root {
  const stylesFor = createScopeStyles(highlighter, options);
  // The <pre>'s colours and class, which Shiki derives from the themes alone.
  const { fg, bg, themeName, rootStyle } = highlighter.codeToTokens('', { lang: 'text', ...options });
  return (code, lang) => {
    const hastOptions: CodeToHastOptions = { lang, ...options, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT };
    const grammar = highlighter.getLanguage(lang);
    const styleOf = stylesFor(grammar);
    if (!styleOf) return highlighter.codeToHast(code, hastOptions);
    const lines: ThemedToken[][] = [];
    let stack: StateStack | null = null;
    for (const [line, offset] of splitLines(code)) {
      // Shiki does not tokenize an empty line, and the state carries over it unchanged.
      if (line === '') {
        lines.push([]);
        continue;
      }
      const result = grammar.tokenizeLine(line, stack, TOKENIZE_TIME_LIMIT);
      // tokenizeLine2 joins adjacent tokens with the same attributes, then Shiki splits each theme's
      // tokens wherever another theme's split: a span ends where either theme's attributes change.
      const spans: Array<{ start: number; style: Record<string, string> }> = [];
      for (const token of result.tokens) {
        const style = styleOf(token.scopes);
        if (spans.at(-1)?.style !== style) spans.push({ start: token.startIndex, style });
      }
      lines.push(mergeWhitespace(spans.map(({ start, style }, i) => ({ content: line.slice(start, spans[i + 1]?.start ?? line.length), offset: offset + start, htmlStyle: style }))));
      stack = result.ruleStack;
    }
    return tokensToHast(lines, { ...hastOptions, fg, bg, themeName, rootStyle }, { meta: {}, options: hastOptions, codeToHast: highlighter.codeToHast, codeToTokens: highlighter.codeToTokens, source: code });
  };
}

/**
 * Shiki's `mergeWhitespaces: true`: a whitespace-only token joins the token after it, so spaces take
 * the next token's colour. (Shiki keeps one apart when either is underlined or struck through, judged
 * by `fontStyle`, which tokens with both themes' styles do not carry.)
 */
function mergeWhitespace(line: ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = [];
  let carried: ThemedToken | undefined;
  line.forEach((token, i) => {
    if (WHITESPACE_ONLY.test(token.content) && i + 1 < line.length) {
      carried = carried ? { ...carried, content: carried.content + token.content } : token;
    } else if (carried) {
      merged.push({ ...token, offset: carried.offset, content: carried.content + token.content });
      carried = undefined;
    } else merged.push(token);
  });
  return merged;
}
