import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MINIMAL_CONFIG, writeGeneratedSite } from '../../../bench/generate-site.ts';

describe('writeGeneratedSite', () => {
  it('writes the config and content, then leaves matching files alone and removes strays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-bench-write-'));
    const first = await writeGeneratedSite(dir, { pages: 20 });
    expect(first).toMatchObject({ docs: 6, posts: 14 });
    expect(readFileSync(join(dir, 'site.config.ts'), 'utf8')).toBe(MINIMAL_CONFIG);
    const index = join(dir, 'content/guides/index.md');
    const before = statSync(index).mtimeMs;
    mkdirSync(join(dir, 'content/stray/deep'), { recursive: true });
    writeFileSync(join(dir, 'content/stray/deep/old.md'), '# old\n');

    const second = await writeGeneratedSite(dir, { pages: 20 });
    expect(second).toEqual(first);
    expect(statSync(index).mtimeMs).toBe(before);
    expect(existsSync(join(dir, 'content/stray'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
