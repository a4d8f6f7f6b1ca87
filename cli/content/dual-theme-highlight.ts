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
  const themed = themedLines(highlighter, options);
  return (code, lang) => {
    const hastOptions: CodeToHastOptions = { lang, ...options, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT };
    const lines = themed.lines(code, lang);
    if (!lines) return highlighter.codeToHast(code, hastOptions);
    const { fg, bg, themeName, rootStyle } = themed;
    return tokensToHast(lines, { ...hastOptions, fg, bg, themeName, rootStyle }, { meta: {}, options: hastOptions, codeToHast: highlighter.codeToHast, codeToTokens: highlighter.codeToTokens, source: code });
  };
}

/**
 * The HTML of what createDualThemeHighlighter() makes, its `<pre>` labelled with `data-language`
 * (labelLanguage() in highlighter.ts), as the page's serialiser (hast-util-to-html) writes
 * it: the same bytes without a node made for each token and line, then walked to write them, which
 * took a large site's compile workers more than Shiki's tokenizing outside its regular expressions.
 * Undefined where Shiki's own codeToHast() is needed (see createDualThemeHighlighter()).
 */
export function createDualThemeHtml(highlighter: HighlighterCore, options: DualThemeOptions): (code: string, lang: string) => string | undefined {
  const themed = themedLines(highlighter, options);
  const { themeName, rootStyle, fg, bg } = themed;
  // As tokensToHast() and labelLanguage() give the <pre> its attributes.
  const style = rootStyle === false ? '' : ` style="${escapeAttribute(rootStyle ?? `background-color:${bg};color:${fg}`)}"`;
  const open = `<pre class="${escapeAttribute(`shiki ${themeName ?? ''}`)}"${style} tabindex="0" data-language="`;
  const spanOf = new Map<object, string>();
  return (code, lang) => {
    const lines = themed.lines(code, lang);
    if (!lines) return undefined;
    let html = `${open}${escapeAttribute(lang)}"><code>`;
    for (let i = 0; i < lines.length; i++) {
      html += i === 0 ? '<span class="line">' : '\n<span class="line">';
      for (const token of lines[i]) {
        const tokenStyle = token.htmlStyle as Record<string, string>;
        let span = spanOf.get(tokenStyle);
        if (span === undefined) {
          const text = Object.entries(tokenStyle).map(([key, value]) => `${key}:${value}`).join(';');
          spanOf.set(tokenStyle, (span = text ? `<span style="${escapeAttribute(text)}">` : '<span>'));
        }
        html += span + escapeText(token.content) + '</span>';
      }
      html += '</span>';
    }
    return html + '</code></pre>';
  };
}

/** Each line's tokens with both themes' styles, tokenized once; undefined when a grammar's scopes cannot be styled here. */
function themedLines(highlighter: HighlighterCore, options: DualThemeOptions) {
  const stylesFor = createScopeStyles(highlighter, options);
  // The <pre>'s colours and class, which Shiki derives from the themes alone.
  const { fg, bg, themeName, rootStyle } = highlighter.codeToTokens('', { lang: 'text', ...options });
  const lines = (code: string, lang: string): ThemedToken[][] | undefined => {
    const grammar = highlighter.getLanguage(lang);
    const styleOf = stylesFor(grammar);
    if (!styleOf) return undefined;
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
    return lines;
  };
  return { fg, bg, themeName, rootStyle, lines };
}

/** hast-util-to-html's escapes, as character references in upper-case hex: in text `<` and `&`; in a double-quoted attribute value also what its default settings keep safe. */
const TEXT_ESCAPES = /[<&]/g;
const HAS_TEXT_ESCAPE = /[<&]/;
const ATTRIBUTE_ESCAPES = /[\0"&'`]/g;
const reference = (character: string) => `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;
const escapeText = (text: string) => (HAS_TEXT_ESCAPE.test(text) ? text.replace(TEXT_ESCAPES, reference) : text);
const escapeAttribute = (value: string) => value.replace(ATTRIBUTE_ESCAPES, reference);

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
