import { describe, expect, it } from 'vitest';
import { DeferredSources, isDeferred, sourceEntries } from '../../../cli/files/deferred-sources.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (source: unknown) => (source instanceof Uint8Array ? new TextDecoder().decode(source) : source);

describe('DeferredSources', () => {
  /** Sources holding `a.md` and `data.json`, with `b.md` deferred; `reads` counts its reads. */
  function sources() {
    const reads: string[] = [];
    const map = new DeferredSources();
    map.set('a.md', bytes('A'));
    map.set('data.json', bytes('{}'));
    map.defer('b.md', { digest: 'db', imports: [], read: () => (reads.push('b.md'), bytes('B')) });
    return { map, reads };
  }

  it('reads a deferred file afresh on each get, and not for has, size, keys or its digest', () => {
    const { map, reads } = sources();
    expect([map.has('b.md'), map.has('c.md'), map.size, [...map.keys()]]).toEqual([true, false, 3, ['a.md', 'data.json', 'b.md']]);
    expect(map.deferredAt('b.md')?.digest).toBe('db');
    expect(reads).toEqual([]);
    expect(text(map.get('b.md'))).toBe('B');
    expect(map.get('b.md')).not.toBe(map.get('b.md'));
    expect(reads).toEqual(['b.md', 'b.md', 'b.md']);
  });

  it('reads every deferred file when iterated as a Map, none when asked for what it holds', () => {
    const { map, reads } = sources();
    expect([...sourceEntries(map).held].map(([path]) => path)).toEqual(['a.md', 'data.json']);
    expect([...sourceEntries(map).deferred].map(([path]) => path)).toEqual(['b.md']);
    expect(reads).toEqual([]);
    expect(new Map([...map].map(([path, source]) => [path, text(source)]))).toEqual(new Map([['a.md', 'A'], ['data.json', '{}'], ['b.md', 'B']]));
    expect(reads).toEqual(['b.md']);
  });

  it('gives a file set or deleted up, deferred or not', () => {
    const { map } = sources();
    map.set('b.md', bytes('B, translated'));
    expect(map.deferredAt('b.md')).toBeUndefined();
    expect(text(map.get('b.md'))).toBe('B, translated');
    map.defer('a.md', { read: () => bytes('A, later') });
    expect(text(map.get('a.md'))).toBe('A, later');
    expect(map.delete('a.md')).toBe(true);
    expect([map.has('a.md'), map.size]).toEqual([false, 2]);
  });

  it('tells a plain Map as held whole, and a reader’s deferred answer from bytes', () => {
    const plain = new Map([['a.md', bytes('A')]]);
    expect([...sourceEntries(plain).held]).toEqual([...plain]);
    expect([...sourceEntries(plain).deferred]).toEqual([]);
    expect([isDeferred(bytes('A')), isDeferred({ error: 'ENOENT' }), isDeferred({ read: () => bytes('A') })]).toEqual([false, false, true]);
  });
});
