import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FileSeries, Packer, type SearchFileKind } from '../../../cli/search/packed-files.ts';

/** Packs items as the files were packed when they were strings: by UTF-16 length, an item never split. */
function packedAsStrings(items: string[], target: number): string[] {
  const files: string[] = [];
  let parts: string[] = [];
  let size = 0;
  for (const item of items) {
    if (parts.length > 0 && size + item.length + 1 > target) {
      files.push(`{"terms":[${parts.join(',')}]}`);
      parts = [];
      size = 0;
    }
    parts.push(item);
    size += item.length + 1;
  }
  if (parts.length > 0) files.push(`{"terms":[${parts.join(',')}]}`);
  return files;
}

function packed(items: string[], target: number) {
  const bodies: Array<{ kind: SearchFileKind; n: number; text: string }> = [];
  const series = new FileSeries('post', (kind, n, contents) => bodies.push({ kind, n, text: Buffer.from(contents).toString() }));
  const packer = new Packer(target, series);
  const numbers = items.map((item) => {
    packer.begin().text(item);
    return packer.end();
  });
  packer.flush();
  return { bodies, numbers, digest: series.digest() };
}

describe('packing search files', () => {
  const items = ['["ab",2,[0,1,1]]', '["naïve",2,[3,1,4]]', '["𝌆𝌆",0,[1,1,1]]', `["long",2,[${Array.from({ length: 40 }, (_, i) => i).join(',')}]]`, '["x"]', '["日本語",1,[0,2,9]]'];

  it.each([1, 20, 40, 60, 200, 10_000])('puts the same items in the same files as packing strings did, at a target of %i', (target) => {
    const { bodies, numbers } = packed(items, target);
    const expected = packedAsStrings(items, target);
    expect(bodies.map((b) => b.text)).toEqual(expected);
    expect(bodies.map((b) => [b.kind, b.n])).toEqual(expected.map((_, n) => ['post', n]));
    // Each item's file is the one its text is in.
    numbers.forEach((n, i) => expect(JSON.parse(expected[n]).terms).toContainEqual(JSON.parse(items[i])));
  });

  it('hashes the bodies as the UTF-8 of their text, each followed by a NUL', () => {
    const { bodies, digest } = packed(items, 40);
    const hash = createHash('sha256');
    for (const { text } of bodies) hash.update(text).update('\0');
    expect(digest).toBe(hash.digest('hex'));
  });

  it('writes no file for no items', () => {
    expect(packed([], 100).bodies).toEqual([]);
  });
});
