import { describe, expect, it } from 'vitest';
import { numberPrefix, withoutNumberPrefixes } from '../../../cli/content/number-prefix.ts';

describe('numberPrefix', () => {
  it('takes a number and its separators off a name, as Docusaurus does', () => {
    expect(numberPrefix('1-My Doc')).toEqual({ name: 'My Doc', position: 1 });
    expect(numberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(numberPrefix('003 - Setup')).toEqual({ name: 'Setup', position: 3 });
    expect(numberPrefix('10_later')).toEqual({ name: 'later', position: 10 });
    expect(numberPrefix('2.first')).toEqual({ name: 'first', position: 2 });
  });

  it('leaves names without one, and dates and versions, as they are', () => {
    for (const name of ['intro', 'a1-My Doc', 'My Doc-000', '00abc01-My Doc', '2021-01-31-notes', '31-01-2021 - Doc', '2021_01 notes', '7.0-release', '8-1-upgrade', '12', '5--']) {
      expect(numberPrefix(name), name).toEqual({ name });
    }
  });

  it('takes each folder of a path off its prefix', () => {
    expect(withoutNumberPrefixes('01-guides/02-advanced')).toEqual('guides/advanced');
    expect(withoutNumberPrefixes('')).toEqual('');
  });
});
