import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/api.ts';
import { validateConfig } from '../../cli/config/load.ts';
import { siteFilesFromMap } from '../../cli/files/site-files.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('api');

describe('build() on a site held in memory', () => {
  it('renders every route of the files it is handed, reading no content folder', async () => {
    const root = tempDir();
    const config = validateConfig({ title: 'Memory', url: 'https://memory.example.com' }, root, join(root, 'site.config.ts'));
    const files = siteFilesFromMap(config.value!.contentDir, {
      'notes/index.md': '# Notes\n\nThe [first note](/notes/first).\n',
      'notes/first.md': '---\ntitle: First note\n---\n\nWritten in memory.\n',
    });
    const outDir = join(root, 'out');
    const result = await build({ root, config, files, outDir, threads: 0 });
    expect(result.diagnostics).toEqual([]);
    expect(result.summary?.routes).toBe(3);
    expect(existsSync(join(root, 'content'))).toBe(false);
    expect(readFileSync(join(outDir, 'notes/first/index.html'), 'utf8')).toContain('Written in memory.');
    expect(readdirSync(outDir)).toEqual(expect.arrayContaining(['404.html', 'sitemap.xml', 'notes', 'assets']));
  });
});

const readStat = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return '';
  }
};

/** This process's child processes running esbuild, from /proc (`pid (comm) state ppid …`); a dead one not yet reaped (Z) aside. */
function esbuildChildren(): string[] {
  return readdirSync('/proc').filter((pid) => {
    const match = /^\d+ \((.*)\) (\S+) (\d+)/.exec(readStat(pid));
    return match?.[1] === 'esbuild' && match[2] !== 'Z' && Number(match[3]) === process.pid;
  });
}

describe('build() and esbuild', () => {
  it('stops esbuild once the bundles are made, and a later build starts it again', async () => {
    for (const run of [1, 2]) {
      const root = tempDir();
      const config = validateConfig({ title: `Run ${run}`, url: 'https://memory.example.com' }, root, join(root, 'site.config.ts'));
      const files = siteFilesFromMap(config.value!.contentDir, { 'index.md': `# Run ${run}\n` });
      const result = await build({ root, config, files, outDir: join(root, 'out'), threads: 0 });
      expect(result.summary?.routes).toBe(1);
      // Killed, it is gone once the signal is delivered.
      await expect.poll(esbuildChildren, { timeout: 2_000 }).toEqual([]);
    }
  });
});
