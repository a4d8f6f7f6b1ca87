import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../../../cli/search/build-index.ts';
import { HttpStatusError, SearchEngine } from '../../../runtime/search/engine.ts';
import { highlight } from '../../../runtime/search/highlight.ts';
import { queryTermsIn, searchLanguage } from '../../../runtime/search/language.ts';
import { doc, graphOf, section } from './graph.ts';
import type { SearchGraph } from '../../../cli/search/extract.ts';

const terms = (tag: string, text: string) => queryTermsIn(searchLanguage(tag), text);

/** An engine over the index of one page in a language, as the browser of that locale builds it. */
function engineFor(tag: string, html: string) {
  const graph: SearchGraph = { ...graphOf([section('docs', 'Docs', [doc({ id: 'page', title: 'Page', path: '/docs/page', html })])]), site: { locale: { code: tag } } };
  const files = new Map(buildSearchFiles(graph).map((f) => [f.path, f.contents]));
  return new SearchEngine(async (path) => {
    const body = files.get(path);
    if (body === undefined) throw new HttpStatusError(404, path);
    return JSON.parse(body);
  }, searchLanguage(tag));
}

describe('search languages', () => {
  it('keeps English as before: stop words out, accents folded, no stemming in the index', () => {
    expect(terms('en', 'The Running of the Cafés')).toEqual(['running', 'cafes']);
    expect(terms('en-GB', 'with it')).toEqual([]);
  });

  it('stems English queries: another form of the word finds the page', async () => {
    expect(searchLanguage('en').stem?.('running')).toBe('run');
    const engine = engineFor('en', '<p>The service runs nightly.</p>');
    expect((await engine.search('running')).hits.map((h) => h.terms)).toEqual([['runs']]);
  });

  it('does not stem French or drop English stop words in it, but folds accents and case', async () => {
    const french = searchLanguage('fr');
    expect(french.stem).toBeUndefined();
    expect(terms('fr', 'Déploiement: Il a une Configuration, in the box')).toEqual(['deploiement', 'il', 'une', 'configuration', 'in', 'the', 'box']);
    const engine = engineFor('fr', '<p>The service runs nightly.</p>');
    expect((await engine.search('running')).hits).toEqual([]);
    expect((await engine.search('deploiement')).hits).toEqual([]);
    expect((await engineFor('fr', '<p>Le déploiement est prêt.</p>').search('DEPLOIEMENT')).hits).toHaveLength(1);
  });

  it('folds ё to е in Cyrillic but keeps й and ї', () => {
    expect(terms('ru', 'Ёлка ДЕЙСТВИЕ')).toEqual(['елка', 'действие']);
    expect(terms('uk', 'їжак')).toEqual(['їжак']);
  });

  it('segments Japanese and Chinese into words, in the index and in the query', async () => {
    // ICU's dictionaries cut the sentence; a single kana (the particle に) is not a term, a single Han ideograph is.
    expect(terms('ja', '東京都に住んでいます')).toEqual(expect.arrayContaining(['東京', '都', '住']));
    expect(terms('ja', '東京都に住んでいます')).not.toContain('に');
    expect(terms('zh-Hans', '我们使用全文搜索引擎')).toEqual(['我们', '使用', '全文', '搜索', '引擎']);
    const japanese = engineFor('ja', '<p>全文検索エンジンを使って設定ファイルを探します。</p>');
    const [hit] = (await japanese.search('設定')).hits;
    expect(hit).toMatchObject({ url: '/docs/page', terms: ['設定'] });
    expect(highlight(hit.text, new Set(hit.terms), searchLanguage('ja'))).toEqual(['全文検索エンジンを使って', '設定', 'ファイルを探します。']);
    expect((await japanese.search('検索エンジン')).hits).toHaveLength(1);
    const chinese = engineFor('zh-Hans', '<p>我们使用全文搜索引擎来查找配置文件。</p>');
    expect((await chinese.search('配置')).hits).toHaveLength(1);
    expect((await chinese.search('北京')).hits).toEqual([]);
  });

  it('keeps full-width Latin and kana marks apart from accents', () => {
    expect(terms('ja', 'ＳＩＴＥＧＥＮ ガイド')).toEqual(['sitegen', 'ガイド']);
  });
});
