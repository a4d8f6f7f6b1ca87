import { afterEach, describe, expect, it, vi } from 'vitest';
import { Executor } from '../../../cli/exec/executor.ts';
import { optimiseForContent } from '../../../cli/exec/v8-flags.ts';
import { fileTempDir } from '../../support/temp-dirs.ts';

vi.mock('../../../cli/exec/v8-flags.ts', async (original) => ({ ...(await original<object>()), optimiseForContent: vi.fn() }));

const bytes = (text: string) => new TextEncoder().encode(text);
const sources = ['# A\n', '# B\n', '# C\n'].map((text, n) => ({ file: `/site/content/${n}.md`, bytes: bytes(text) }));
const OPTIONS = { minHeadingLevel: 2, maxHeadingLevel: 3, placeholders: {} };

afterEach(() => vi.mocked(optimiseForContent).mockClear());

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
});
