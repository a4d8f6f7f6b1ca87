import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../cli/exec/same-json.ts';

describe('sameJson', () => {
  it('says two values are the same exactly when JSON.stringify writes them alike, for values made of JSON', () => {
    const value = fc.jsonValue({ maxDepth: 3 });
    fc.assert(fc.property(value, value, (a, b) => sameJson(a, b) === (JSON.stringify(a) === JSON.stringify(b))));
    fc.assert(fc.property(value, (a) => sameJson(a, structuredClone(a))));
  });

  it('tells apart the same keys in another order, which JSON writes in another order', () => {
    expect(sameJson({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(true);
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson({ x: { a: 1, b: 2 } }, { x: { b: 2, a: 1 } })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });

  it('takes nothing but JSON on trust: another kind of object is only the same as itself, and a key left undefined differs from none', () => {
    const date = new Date(0);
    expect(sameJson({ date }, { date })).toBe(true);
    expect(sameJson({ date }, { date: new Date(0) })).toBe(false);
    expect(sameJson(new Map(), new Map())).toBe(false);
    expect(sameJson(Object.assign(Object.create(null), { a: 1 }), { a: 1 })).toBe(true);
    expect(sameJson({ n: Number.NaN }, { n: Number.NaN })).toBe(false);
    expect(sameJson({ a: undefined }, {})).toBe(false);
    expect(sameJson({ a: undefined }, { a: undefined })).toBe(true);
  });
});
