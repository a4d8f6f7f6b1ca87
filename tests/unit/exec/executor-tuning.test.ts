import { afterEach, describe, expect, it, vi } from 'vitest';
import { Executor } from '../../../cli/exec/executor.ts';
import { optimiseForContent } from '../../../cli/exec/v8-flags.ts';
import { collectGarbage } from '../../../cli/exec/collect-garbage.ts';
import { fileTempDir } from '../../support/temp-dirs.ts';

vi.mock('../../../cli/exec/v8-flags.ts', async (original) => ({ ...(await original<object>()), optimiseForContent: vi.fn() }));
vi.mock('../../../cli/exec/collect-garbage.ts', () => ({ collectGarbage: vi.fn() }));

const bytes = (text: string) => new TextEncoder().encode(text);
const sources = ['# A\n', '# B\n', '# C\n'].map((text, n) => ({ file: `/site/content/${n}.md`, bytes: bytes(text) }));
const OPTIONS = { minHeadingLevel: 2, maxHeadingLevel: 3, placeholders: {} };

afterEach(() => {
  vi.mocked(optimiseForContent).mockClear();
  vi.mocked(collectGarbage).mockClear();
});

describe('Executor: tuning the process for the content', () => {
  it('tunes a rebuild from the cache for every file, not only those it compiles: it still renders and writes every page', async () => {
    const cacheDir = fileTempDir('executor-tuning');
    const first = new Executor({ threads: 0, cacheDir });
    first.prepareMarkdown(sources.map((s) => s.bytes), {});
    await first.compileMarkdown(sources, OPTIONS);
    await first.close();
    await first.finish();
    expect(optimiseForContent).toHaveBeenLastCalledWith(3);

    const rebuild = new Executor({ threads: 0, cacheDir });
    rebuild.prepareMarkdown([...sources.map((s) => s.bytes), bytes('# New\n')], {});
    await rebuild.close();
    expect(optimiseForContent).toHaveBeenLastCalledWith(4);
  });

  it("collects the compile's garbage once the graph is built from 2,000 files; on a build server, which collects after each build, from 2,000 compiled", async () => {
    const collects = async (server: boolean, compiled: number, unchanged: number) => {
      vi.mocked(collectGarbage).mockClear();
      const executor = new Executor({ threads: 0, server });
      executor.prepareMarkdown(Array.from({ length: compiled }, (_, n) => bytes(`# ${n}\n`)), {}, undefined, unchanged);
      executor.setAsideSources([]);
      await executor.close();
      await executor.finish();
      return vi.mocked(collectGarbage).mock.calls.length > 0;
    };
    expect(await collects(false, 1, 1999)).toBe(true);
    expect(await collects(false, 1, 1998)).toBe(false);
    expect(await collects(true, 1, 1999)).toBe(false);
    expect(await collects(true, 2000, 0)).toBe(true);
  });
});
