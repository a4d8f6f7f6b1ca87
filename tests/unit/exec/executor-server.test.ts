import { afterEach, describe, expect, it, vi } from 'vitest';
import { Executor } from '../../../cli/exec/executor.ts';
import { pageKeyParts } from '../../../cli/render/page-key-parts.ts';
import type { PageRenderer } from '../../../cli/render/site-renderer.ts';

vi.mock('../../../cli/render/page-key-parts.ts', async (original) => {
  const module = await original<typeof import('../../../cli/render/page-key-parts.ts')>();
  return { ...module, pageKeyParts: vi.fn(module.pageKeyParts) };
});

afterEach(() => vi.mocked(pageKeyParts).mockClear());

type Args = Parameters<PageRenderer>;
const site = { title: 'Site' } as unknown as Args[0];
const assets = { tags: '' } as unknown as Args[2];
const boot = (() => '<script></script>') as unknown as Args[3];
const page = (path: string, html = `<p>${path}</p>`) => ({ kind: 'doc', path, title: path, doc: { html }, sidebar: null }) as unknown as Args[1];
const files = (path: string) => ({ html: `${path}/index.html`, data: `${path}/page-data.json` });

/** The render keys one build asks its executor for, as keptRoutes() notes them, and how many pages it made key parts for. */
async function keysOfBuild(server: boolean, pages: Args[1][]): Promise<{ keys: string[]; made: number }> {
  vi.mocked(pageKeyParts).mockClear();
  const executor = new Executor({ threads: 0, server });
  const kept = executor.keptRoutes(undefined);
  for (const data of pages) kept([site, data, assets, boot], files(data.path));
  await executor.close();
  await executor.finish();
  return { keys: [...executor.routeKeys.values()], made: vi.mocked(pageKeyParts).mock.calls.length };
}

describe('Executor on a build server', () => {
  it("takes the last build's render key of a page whose data is the same, and makes the others", async () => {
    const pages = ['/a', '/b', '/c'].map((path) => page(path));
    const own = await keysOfBuild(false, pages);
    expect(own.made).toBe(3);
    await keysOfBuild(true, pages);
    const edited = [pages[0], page('/b', '<p>edited</p>'), structuredClone(pages[2])];
    const next = await keysOfBuild(true, edited);
    expect(next.made).toBe(1);
    expect(next.keys).toEqual((await keysOfBuild(false, edited)).keys);
    expect(next.keys[1]).not.toBe(own.keys[1]);
  });
});
