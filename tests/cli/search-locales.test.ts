import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen } from '../support/fixture.ts';
import type { SearchDictBlock, SearchManifest } from '../../runtime/search/format.ts';

/** Every term of a locale's built index. */
function termsOf(dist: string, locale: string): string[] {
  const folder = join(dist, locale, 'search');
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as SearchManifest;
  return manifest.dict.flatMap((_, n) => (JSON.parse(readFileSync(join(folder, manifest.build, `dict-${n}.json`), 'utf8')) as SearchDictBlock).terms.map(([term]) => term));
}

describe('the search index of a site in several languages', { timeout: 60_000 }, () => {
  it('indexes each locale apart under its path, its words cut by Intl.Segmenter', () => {
    const root = fixtureSite('cjk-search');
    expect(sitegen(['build', '--root', root], { cwd: root }).status).toBe(0);
    const japanese = termsOf(join(root, 'dist'), '');
    const chinese = termsOf(join(root, 'dist'), 'zh-Hans');
    expect(japanese).toEqual(expect.arrayContaining(['全文', '検索', '設定', '東京']));
    expect(japanese).not.toContain('配置');
    expect(chinese).toEqual(expect.arrayContaining(['全文', '搜索', '引擎', '配置', '北京']));
    expect(chinese).not.toContain('設定');
    // Whole sentences are never terms: the text was cut into words.
    expect([...japanese, ...chinese].every((term) => term.length <= 6)).toBe(true);
  });
});
