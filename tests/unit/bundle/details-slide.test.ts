import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClient, runtimeDir } from '../../../cli/bundle/bundle-client.ts';
import { INERT_DETAILS_SLIDE } from '../../../cli/bundle/details-slide.ts';

/** The enhancements chunk of a bundle made for these MDX components. */
async function enhancements(components: string[]): Promise<string> {
  const bundle = await bundleClient({ mdx: { components, siteRoot: runtimeDir() } });
  const chunk = bundle.assets.find((asset) => /\/enhancements-\w+\.js$/.test(asset.path))!;
  return Buffer.from(chunk.contents).toString('utf8');
}

describe('the slide of Details', () => {
  it('is left inert with the names the runtime’s module exports', async () => {
    const real = (await import(join(runtimeDir(), 'theme', 'mdx', 'details-slide.ts'))) as Record<string, unknown>;
    expect([...INERT_DETAILS_SLIDE.matchAll(/^export const (\w+)/gm)].map((m) => m[1])).toEqual(Object.keys(real));
  });

  it('comes with the enhancements chunk only to a site whose MDX uses Details', async () => {
    const [without, withDetails] = await Promise.all([enhancements(['@theme/Tabs']), enhancements(['@theme/Details', '@theme/Tabs'])]);
    expect(without).not.toContain('.details__body');
    expect(withDetails).toContain('.details__body');
  });
});
