import { describe, expect, it } from 'vitest';
import { nuErrors } from './support/nu-checker.ts';
import { E2E_DIST } from './support/site.ts';

describe('W3C Nu HTML Checker', () => {
  it('finds zero errors in every HTML file of the built site', () => {
    expect(nuErrors(E2E_DIST)).toEqual([]);
  }, 120_000);
});
