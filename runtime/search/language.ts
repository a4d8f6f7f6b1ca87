import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { WORD, processTerm as englishTerm, tokenize as englishTokenize } from './format.ts';

/**
 * How search cuts and normalises the words of one language, the same at index time (cli/search)
 * and at query time (the browser), so a query finds what the index holds.
 */
export interface SearchLanguage {
  /** The words of a text, as the index stores them before processTerm(). */
  tokenize(text: string): string[];
  /** The index term of a word; null for a word not worth indexing. */
  processTerm(word: string): string | null;
  /** Each word of a text with where it starts, cut as tokenize() cuts them: for highlighting. */
  words(text: string): Iterable<{ word: string; index: number }>;
  /**
   * The stem of an index term, for languages with a stemmer. Applied at query time only, to the
   * query's words and the dictionary's terms (see termCandidates in engine.ts): the index keeps
   * the words as written, so a result still highlights them and an exact match still ranks first.
   */
  stem?: (term: string) => string;
}

/** English, as the index has always been built: stop words, and Porter stemming of the query. */
const ENGLISH: SearchLanguage = {
  tokenize: englishTokenize,
  processTerm: englishTerm,
  words: (text) => Array.from(text.matchAll(WORD), (match) => ({ word: match[0], index: match.index })),
  stem: englishStemmer,
};

/** Written without spaces between words: cut by the browser's and Node's dictionaries (Intl.Segmenter). */
const SEGMENTED = new Set(['ja', 'zh', 'th', 'lo', 'km', 'my']);
/** Accents and vowel marks a reader leaves out when typing: folded. Other scripts' marks are parts of their letters. */
const FOLDED_MARKS = /([\p{sc=Latn}\p{sc=Grek}\p{sc=Arab}\p{sc=Hebr}])\p{M}+/gu;
/** In Cyrillic only ё folds (to е): й and ї are letters of their own. */
const CYRILLIC_IO = /([еЕ])\u0308/g;
const HAN = /^\p{sc=Han}$/u;
const MAX_TERM = 40;

/** Lower case, compatibility forms unified (full-width Latin, half-width kana), accents removed where folded; no stop words. */
function foldedTerm(word: string): string | null {
  const term = word.normalize('NFKD').replace(FOLDED_MARKS, '$1').replace(CYRILLIC_IO, '$1').normalize('NFC').toLowerCase();
  // One character is a word only as a Han ideograph; elsewhere it is a particle or a stray letter.
  if (term.length > MAX_TERM || (term.length < 2 && !HAN.test(term))) return null;
  return term;
}

function spaced(): SearchLanguage {
  return { tokenize: englishTokenize, processTerm: foldedTerm, words: ENGLISH.words };
}

function segmented(tag: string): SearchLanguage {
  const segmenter = new Intl.Segmenter(tag, { granularity: 'word' });
  const words = (text: string) => {
    const found: Array<{ word: string; index: number }> = [];
    for (const { segment, index, isWordLike } of segmenter.segment(text)) if (isWordLike) found.push({ word: segment, index });
    return found;
  };
  return { tokenize: (text) => words(text).map((w) => w.word), processTerm: foldedTerm, words };
}

/**
 * The search language of a locale's BCP 47 tag (`en`, `fr`, `zh-Hans`, `pt-BR`): English as
 * before; Chinese, Japanese, Thai, Lao, Khmer and Burmese segmented with Intl.Segmenter; any
 * other language split at spaces and punctuation, without English's stop words or stemmer.
 */
export function searchLanguage(tag: string): SearchLanguage {
  const language = tag.toLowerCase().split(/[-_]/)[0];
  if (language === 'en') return ENGLISH;
  return SEGMENTED.has(language) ? segmented(tag) : spaced();
}

/** The language the index was built in when nothing says otherwise. */
export const DEFAULT_SEARCH_LANGUAGE = ENGLISH;

/** A query's index terms, in order, without duplicates. */
export function queryTermsIn(language: SearchLanguage, query: string): string[] {
  const terms: string[] = [];
  for (const token of language.tokenize(query)) {
    const term = language.processTerm(token);
    if (term && !terms.includes(term)) terms.push(term);
  }
  return terms;
}
