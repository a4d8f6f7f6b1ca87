import { describe, expect, it } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { cachingRenderer } from '../../../cli/exec/render-cache.ts';
import type { PageRenderer } from '../../../cli/render/site-renderer.ts';

type Args = Parameters<PageRenderer>;

/** A renderer that writes what it was given, counting its calls. */
function countingRenderer() {
  const calls: string[] = [];
  const render = (async (_site: unknown, data: { path: string; sidebar?: unknown }) => {
    calls.push(data.path);
    return `<html>${data.path} ${JSON.stringify(data.sidebar)}</html>`;
  }) as unknown as PageRenderer;
  return { calls, render };
}

const site = { title: 'Site' } as unknown as Args[0];
const assets = { tags: '' } as unknown as Args[2];
const boot = (() => '<script></script>') as unknown as Args[3];
const page = (path: string, sidebar: unknown) => ({ kind: 'doc', path, title: path, sidebar }) as unknown as Args[1];

describe('cachingRenderer', () => {
  it('renders a page again when its shared sidebar changes, and not when an equal one comes as another object', async () => {
    const cache = openCache(undefined);
    const { calls, render } = countingRenderer();
    const sidebar = [{ type: 'doc', id: 'a', label: 'A' }];
    const first = cachingRenderer(cache, render, 'sitegen');
    const a = await first(site, page('/a', sidebar), assets, boot);
    await first(site, page('/b', sidebar), assets, boot);
    expect(calls).toEqual(['/a', '/b']);

    // The next build: new objects with the same content.
    const next = cachingRenderer(cache, render, 'sitegen');
    expect(await next(site, page('/a', structuredClone(sidebar)), assets, boot)).toBe(a);
    expect(calls).toEqual(['/a', '/b']);

    const renamed = [{ type: 'doc', id: 'a', label: 'Renamed' }];
    const html = await cachingRenderer(cache, render, 'sitegen')(site, page('/a', renamed), assets, boot);
    expect(calls).toEqual(['/a', '/b', '/a']);
    expect(html).toContain('Renamed');
  });

  it('keys a page without a sidebar by its data alone', async () => {
    const cache = openCache(undefined);
    const { calls, render } = countingRenderer();
    const renderer = cachingRenderer(cache, render, 'sitegen');
    await renderer(site, page('/a', undefined), assets, boot);
    await renderer(site, page('/a', undefined), assets, boot);
    await renderer(site, { ...page('/a', undefined), title: 'Changed' } as Args[1], assets, boot);
    expect(calls).toEqual(['/a', '/a']);
  });
});
