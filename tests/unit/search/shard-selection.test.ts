import { describe, expect, it } from 'vitest';
import {
  FUZZY_LIMIT,
  PREFIX_LIMIT,
  dictBlockFor,
  dictBlocksForQuery,
  editDistance,
  fuzzyDistance,
  processTerm,
  queryTerms,
  termCandidates,
  termKey,
  tokenize,
  type DictEntry,
} from '../../../runtime/search/format.ts';

describe('query terms', () => {
  it('split on spaces, punctuation and symbols; lowercase, accents off; stop words and single letters dropped', () => {
    expect(tokenize('CI/CD: hooks.py, a+b')).toEqual(['CI', 'CD', 'hooks', 'py', 'a', 'b']);
    expect(tokenize('Café — naïve')).toEqual(['Café', 'naïve']);
    expect(queryTerms('The Café and the CAFE, x')).toEqual(['cafe']);
    expect(processTerm('Ünïcödé')).toBe('unicode');
    expect(processTerm('x')).toBeNull();
    expect(processTerm('with')).toBeNull();
  });

  it('key a term by its first two characters, counting code points', () => {
    expect(termKey('kubernetes')).toBe('ku');
    expect(termKey('𝔘𝔫icode')).toBe('𝔘𝔫');
  });
});

describe('choosing dictionary blocks', () => {
  const firstKeys = ['00', 'co', 'fa', 'me', 're'];

  it('finds the block whose range holds a key', () => {
    expect(dictBlockFor('00', firstKeys)).toBe(0);
    expect(dictBlockFor('ab', firstKeys)).toBe(0);
    expect(dictBlockFor('co', firstKeys)).toBe(1);
    expect(dictBlockFor('ku', firstKeys)).toBe(2);
    expect(dictBlockFor('zz', firstKeys)).toBe(4);
    expect(dictBlockFor('!!', firstKeys)).toBe(-1);
  });

  it('loads one block per distinct word prefix, nothing for an empty query', () => {
    expect(dictBlocksForQuery('kubernetes', firstKeys)).toEqual([2]);
    expect(dictBlocksForQuery('kubernetes fargate', firstKeys)).toEqual([2]);
    expect(dictBlocksForQuery('zeppelin kubernetes code', firstKeys)).toEqual([4, 2, 1]);
    expect(dictBlocksForQuery('the a , x', firstKeys)).toEqual([]);
  });
});

describe('choosing the terms whose postings to download', () => {
  const entries: DictEntry[] = [
    ['kube', 3, 0],
    ['kubectl', 40, 1],
    ['kubelet', 2, 1],
    ['kubernetes', 90, 2],
    ['kubernetesx', 1, 2],
    ['kubeflow', 5, 2],
    ['kubeadm', 7, 2],
    ['kuma', 9, 3],
  ];

  it('takes the word itself, then its most frequent completions', () => {
    const names = termCandidates('kube', entries).map((e) => e[0]);
    expect(names[0]).toBe('kube');
    expect(names.slice(1, 1 + PREFIX_LIMIT)).toEqual(['kubernetes', 'kubectl', 'kubeadm', 'kubeflow']);
    expect(names).not.toContain('kubelet');
  });

  it('tolerates typos: one edit from 4 characters, two from 8, only within the prefix', () => {
    expect(fuzzyDistance('kub')).toBe(0);
    expect(fuzzyDistance('kube')).toBe(1);
    expect(fuzzyDistance('kubernets')).toBe(2);
    expect(termCandidates('kubernets', entries).map((e) => e[0])).toEqual(['kubernetes', 'kubernetesx'].slice(0, FUZZY_LIMIT));
    expect(termCandidates('kumo', entries).map((e) => e[0])).toEqual(['kuma']);
    expect(termCandidates('ubernetes', entries)).toEqual([]);
  });

  it('measures edit distance, stopping early past the limit', () => {
    expect(editDistance('kubernets', 'kubernetes', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
  });
});

describe('bounding the completions of a short prefix', () => {
  it('past the most frequent one, takes completions only while they cover at most a tenth of the records', () => {
    const entries: DictEntry[] = [
      ['cache', 900, 0],
      ['callback', 800, 1],
      ['capacity', 50, 2],
      ['catalog', 30, 3],
      ['cat', 5, 3],
    ];
    expect(termCandidates('ca', entries, 10_000).map((e) => e[0])).toEqual(['cache']);
    expect(termCandidates('ca', entries, 20_000).map((e) => e[0])).toEqual(['cache', 'callback', 'capacity', 'catalog']);
    expect(termCandidates('ca', entries, 100).map((e) => e[0])).toEqual(['cache']);
  });
});
