import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeDir } from '../../../cli/bundle/bundle-client.ts';
import { INERT_VERSION_PARTS } from '../../../cli/bundle/version-parts.ts';

describe('the inert version parts of a site without versions', () => {
  it('export what the runtime’s module exports, so pages import the same names', async () => {
    const real = (await import(join(runtimeDir(), 'theme', 'versions', 'doc-version-parts.ts'))) as Record<string, unknown>;
    const inert = [...INERT_VERSION_PARTS.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
    expect(inert.sort()).toEqual(Object.keys(real).sort());
  });

  it('render nothing and follow no version', () => {
    const exports = new Function(INERT_VERSION_PARTS.replaceAll('export const ', 'var ') + 'return { DocVersionBadge, DocVersionBanner, useFollowedVersion };')() as Record<string, () => unknown>;
    const item = { to: '/docs/', label: 'Docs' };
    expect([exports.DocVersionBadge(), exports.DocVersionBanner(), (exports.useFollowedVersion as (i: unknown) => unknown)(item)]).toEqual([null, null, item]);
  });
});
