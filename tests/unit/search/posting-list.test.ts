import { describe, expect, it } from 'vitest';
import { PostingList } from '../../../cli/search/build-index.ts';
import { JsonBytes } from '../../../cli/search/json-bytes.ts';

describe('a posting list', () => {
  it.each([0, 1, 2, 5, 10_000])('keeps %i triples in order and writes them as JSON.stringify does', (triples) => {
    const list = new PostingList();
    const expected: number[] = [];
    for (let i = 0; i < triples; i++) {
      const triple = [i % 7, 1 + (i % 3), 100_000 + i];
      list.push(triple[0], triple[1], triple[2]);
      expected.push(...triple);
    }
    expect(list.toArray()).toEqual(expected);
    const out = new JsonBytes(16);
    list.writeJson(out);
    expect(out.copy(0, out.length).toString()).toBe(JSON.stringify(expected));
  });
});
