import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSites } from '../../../cli/emit/write-site.ts';
import type { RouteFile } from '../../../cli/render/site-file.ts';
import { WriterThread } from '../../../cli/exec/writer-thread.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('write-site');

describe('writeSites', () => {
  it.each([
    ['here', false],
    ['on a writer thread', true],
  ])('counts every byte it writes %s: assets written together, text of any script', async (_, threaded) => {
    const dir = tempDir();
    const staticDir = join(dir, 'static');
    mkdirSync(staticDir);
    // More files than the queue writes here before it turns to its thread.
    const pages: RouteFile[] = Array.from({ length: 100 }, (_, i) => ({ path: `/p${i}/index.html`, contents: `<p>${'é€😀'.repeat(i)}</p>` }));
    const assets = Array.from({ length: 20 }, (_, i) => ({ path: `/assets/a${i}.js`, contents: new Uint8Array(i * 100 + 1).fill(65) }));
    const summary = await writeSites(
      [{ outDir: join(dir, 'dist'), staticDir, assets, files: (async function* () { yield* pages; })() }],
      threaded ? { thread: (writeHere, replace) => new WriterThread(writeHere, { replace }) } : {},
    );
    const files = [...pages, ...assets];
    expect(summary.files).toBe(files.length);
    expect(summary.bytes).toBe(files.reduce((sum, { contents }) => sum + Buffer.byteLength(contents as string | Uint8Array), 0));
    for (const { path, contents } of files) expect(readFileSync(join(dir, 'dist', path)).equals(Buffer.from(contents as string | Uint8Array))).toBe(true);
  });
});
