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

  it('keeps values of every varint length, up to the largest a record id can be', () => {
    const values = [0, 1, 127, 128, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, 2 ** 31 - 1];
    const list = new PostingList();
    const expected: number[] = [];
    for (const value of values) {
      list.push(value, 1, value);
      expected.push(value, 1, value);
    }
    expect(list.toArray()).toEqual(expected);
    const out = new JsonBytes(16);
    list.writeJson(out);
    expect(JSON.parse(out.copy(0, out.length).toString())).toEqual(expected);
  });
});
