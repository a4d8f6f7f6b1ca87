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
