import { DEFAULT_SEARCH_LANGUAGE, type SearchLanguage } from './language.ts';

/** Text cut into plain and matched parts: odd indexes are matches. */
export type Parts = string[];

/** Splits text around the words whose normalised form is one of the matched index terms. */
export function highlight(text: string, terms: ReadonlySet<string>, language: SearchLanguage = DEFAULT_SEARCH_LANGUAGE): Parts {
  const parts: Parts = [];
  let last = 0;
  for (const { word, index } of language.words(text)) {
    const term = language.processTerm(word);
    if (!term || !terms.has(term)) continue;
    parts.push(text.slice(last, index), word);
    last = index + word.length;
  }
  parts.push(text.slice(last));
  return parts;
}

/**
 * A window of about `length` characters of text around its first match, cut at spaces, with
 * ellipses where it was cut, split like highlight().
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = 160, language: SearchLanguage = DEFAULT_SEARCH_LANGUAGE): Parts {
  let first = -1;
  for (const { word, index } of language.words(text)) {
    const term = language.processTerm(word);
    if (term && terms.has(term)) {
      first = index;
      break;
    }
  }
  if (text.length <= length) return highlight(text, terms, language);
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < (first < 0 ? start + 20 : first) ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return highlight(window, terms, language);
}
