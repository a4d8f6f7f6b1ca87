import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeInBackground } from '../../../cli/emit/remove-in-background.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('remove-in-background');
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

/** A folder of `files` files: enough for its deletion to be seen under way. */
function folderOf(dir: string, files: number): string {
  mkdirSync(dir);
  for (let i = 0; i < files; i++) writeFileSync(join(dir, `${i}.html`), 'x');
  return dir;
}

describe('removeInBackground', () => {
  it('deletes the folder in a process of its own, renamed first after that process', async () => {
    const parent = tempDir();
    const old = folderOf(join(parent, '.dist.tmp-1-a-old'), 4000);
    await removeInBackground(old, { prefix: join(parent, '.dist.tmp-'), suffix: '-b-old' });
    const seen = new Set<string>();
    for (let i = 0; i < 5000 && readdirSync(parent).length > 0; i++) {
      for (const name of readdirSync(parent)) seen.add(name);
      await pause();
    }
    expect(readdirSync(parent)).toEqual([]);
    const claimed = [...seen].filter((name) => name !== '.dist.tmp-1-a-old');
    expect(claimed).toHaveLength(1);
    const pid = Number(/^\.dist\.tmp-(\d+)-b-old$/.exec(claimed[0])?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
  });

  it('deletes the folder where it is without a claim', async () => {
    const parent = tempDir();
    const old = folderOf(join(parent, 'old'), 10);
    await removeInBackground(old);
    for (let i = 0; i < 5000 && existsSync(old); i++) await pause();
    expect(readdirSync(parent)).toEqual([]);
  });
});
