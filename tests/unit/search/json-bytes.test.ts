import { describe, expect, it } from 'vitest';
import { JsonBytes } from '../../../cli/search/json-bytes.ts';

const written = (write: (out: JsonBytes) => void, capacity?: number) => {
  const out = new JsonBytes(capacity);
  write(out);
  return out;
};

describe('JSON written as bytes', () => {
  it('writes integers as JSON.stringify does, from 0 to the Int32 extremes', () => {
    const values = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 65_535, 99_999, 1_000_000, 123_456_789, 999_999_999, 1_000_000_000, 2_147_483_647, -1, -10, -2_147_483_648];
    const out = written((o) => o.ints(Int32Array.from(values), 0, values.length));
    expect(out.copy(0, out.length).toString()).toBe(JSON.stringify(values).slice(1, -1));
    expect(out.units).toBe(out.length);
  });

  it('writes only the range asked for, and nothing for an empty one', () => {
    const values = Int32Array.from([7, 42, 300, 5]);
    const range = written((o) => o.ints(values, 1, 3));
    expect(range.copy(0, range.length).toString()).toBe('42,300');
    expect(written((o) => o.ints(values, 2, 2)).length).toBe(0);
  });

  it('encodes text as UTF-8 while counting its UTF-16 length, growing past its first capacity', () => {
    const term = JSON.stringify('naïve 𝌆 "quoted"');
    const out = written((o) => {
      o.ascii('[');
      o.text(term);
      o.ascii(',');
      o.ints(Int32Array.from({ length: 1000 }, (_, i) => i * 1_000_003), 0, 1000);
      o.ascii(']');
    }, 4);
    const expected = `[${term},${Array.from({ length: 1000 }, (_, i) => i * 1_000_003).join(',')}]`;
    expect(out.copy(0, out.length).toString()).toBe(expected);
    expect(out.length).toBe(Buffer.byteLength(expected));
    expect(out.units).toBe(expected.length);
  });

  it('copies a range with a suffix, and cuts out the bytes between a kept head and a tail', () => {
    const out = written((o) => o.ascii('{"terms":[1,2,3'));
    expect(out.copy(0, 11, ']}').toString()).toBe('{"terms":[1]}');
    out.cut(10, 12);
    expect(out.copy(0, out.length).toString()).toBe('{"terms":[2,3');
  });
});
