import { describe, expect, it } from 'vitest';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentHash, hashFiles } from '../../../cli/files/file-hashes.ts';
import { openCache } from '../../../cli/exec/cache.ts';
import { fileTempDir } from '../../support/temp-dirs.ts';

describe('the content hashes of files next to the content', () => {
  const dir = fileTempDir('hashes');
  const file = join(dir, 'a.png');
  const nothingKnown = () => undefined;

  it('hashes each file once, then trusts the cache while its size and time stay', () => {
    // Whole seconds: a time set again reads back the same.
    const time = new Date('2025-01-01T00:00:00Z');
    writeFileSync(file, 'first');
    utimesSync(file, time, time);
    const cache = openCache(undefined);
    expect(hashFiles(dir, ['a.png', 'missing.png'], nothingKnown, cache)).toEqual(new Map([['a.png', contentHash(Buffer.from('first'))]]));
    // Other bytes of the same size and time: the cache answers, the file is not read.
    writeFileSync(file, 'other');
    utimesSync(file, time, time);
    expect(hashFiles(dir, ['a.png'], nothingKnown, cache).get('a.png')).toBe(contentHash(Buffer.from('first')));
    writeFileSync(file, 'changed');
    expect(hashFiles(dir, ['a.png'], nothingKnown, cache).get('a.png')).toBe(contentHash(Buffer.from('changed')));
  });

  it('takes what it is told is known without reading', () => {
    expect(hashFiles(dir, ['a.png'], () => 'cafebabe').get('a.png')).toBe('cafebabe');
  });
});
