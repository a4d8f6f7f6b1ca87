import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import fc from 'fast-check';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { createHighlighterCore, hastToHtml, type ThemeRegistration } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';
import { parsedTree } from '../../support/markdown.ts';
import { createHighlighter, ensureLanguage, highlightOptions, type Highlighter } from '../../../cli/content/highlighter.ts';
import { DEFAULT_CODE_THEMES } from '../../../cli/config/code-themes.ts';

const HIGHLIGHT_OPTIONS = highlightOptions(DEFAULT_CODE_THEMES);
import type { DualThemeOptions } from '../../../cli/content/scope-styles.ts';
import { createDualThemeHighlighter, createDualThemeHtml } from '../../../cli/content/dual-theme-highlight.ts';
import { generateSite } from '../../../bench/generate-site.ts';

/** One fenced code block as the highlight plugin sees it: the first word of the info string, lowercased. */
interface Block {
  where: string;
  lang: string;
  text: string;
}

const highlighter = createHighlighter();

function blocksOf(markdown: string, where: string): Block[] {
  const blocks: Block[] = [];
  visit(parsedTree(markdown), 'code', (node: Code) => {
    if (node.lang) blocks.push({ where, lang: node.lang.split(/\s+/)[0].toLowerCase(), text: node.value });
  });
  return blocks;
}

function blocksUnder(dir: string): Block[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => blocksOf(readFileSync(join(dir, file), 'utf8'), join(dir, file)));
}

/**
 * Highlights every block both ways; the blocks compared and a description of each that differs.
 * Shiki stops tokenizing a line after 500 ms and colours the rest of it as the last token, so on a
 * busy machine one of its two passes can stop short: a difference counts only if Shiki, asked again
 * once the grammar is warm, still disagrees.
 */
async function compare(blocks: Block[], h: Pick<Highlighter, 'shiki' | 'codeToHast'>, options: DualThemeOptions = HIGHLIGHT_OPTIONS): Promise<{ compared: number; differences: string[] }> {
  const differences: string[] = [];
  const codeToHtml = createDualThemeHtml(h.shiki, options);
  let compared = 0;
  const differ = (where: string, lang: string, expected: string, actual: string) => {
    let at = 0;
    while (actual[at] === expected[at]) at++;
    differences.push(`${where} (${lang}) at ${at}: Shiki …${expected.slice(at - 60, at + 60)}… ours …${actual.slice(at - 60, at + 60)}…`);
  };
  for (const { where, lang, text } of blocks) {
    if (!(await ensureLanguage(h.shiki, lang))) continue;
    compared++;
    const shiki = () => h.shiki.codeToHast(text, { lang, ...options });
    let expected = shiki();
    const actual = hastToHtml(h.codeToHast(text, lang));
    if (actual !== hastToHtml(expected)) expected = shiki();
    if (actual !== hastToHtml(expected)) differ(where, lang, hastToHtml(expected), actual);
    // The HTML written without a tree: what the page's serialiser makes of Shiki's <pre>, labelled.
    const html = codeToHtml(text, lang);
    if (html !== undefined && html !== pageHtml(expected, lang)) differ(`${where}, as HTML`, lang, pageHtml(expected, lang), html);
  }
  return { compared, differences };
}

/** Shiki's `<pre>` labelled with its language and serialised, as the Markdown pipeline writes it. */
function pageHtml(tree: Root, lang: string): string {
  const pre = tree.children[0] as Element;
  return toHtml({ ...pre, properties: { ...pre.properties, dataLanguage: lang } }, { allowDangerousHtml: true });
}

/** Cases the sites may not have: shapes of text, and grammars that embed others or style with font styles. */
const EDGE_CASES: Array<[lang: string, text: string]> = [
  ['ts', ''],
  ['ts', 'x'],
  ['ts', 'const a = 1;\n'],
  ['ts', 'const a = 1;\n\n'],
  ['ts', '\n\nlet a;\n\n\n/* a\n\n comment */ let b;\n\n'],
  ['ts', '\tif (a) {\n\t\treturn `${a}\t`;\n\t}\n  \t  \n   '],
  ['ts', 'let a = 1;   \n   let b\u00a0= 2;\u3000'],
  // Long lines, each tokenized well within Shiki's 500 ms a line (a string literal of thousands of
  // characters takes TypeScript's grammar seconds), past which either pass could stop short.
  ['ts', `const long = "${'x y '.repeat(150)}";`],
  ['ts', Array.from({ length: 400 }, (_, i) => `a${i} + b`).join(' * ')],
  ['markdown', Array.from({ length: 800 }, (_, i) => (i % 7 ? `word${i}` : `*w${i}*`)).join(' ')],
  ['json', JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ k: i, v: `x${i}` })))],
  ['ts', 'const 名前 = "😀👍🏽 café"; // ✓ emoji 🎉\nconst 𝒳 = /[😀-🙏]+/u;'],
  ['ts', 'a\r\nb\r\n\r\nc'],
  ['typescript', 'export type A<T> = T extends string ? `x${T}` : never; // @ts-expect-error'],
  ['js', 'const re = /a\\d+(?<n>b)\\//g; /** @param {string} x */ function f(x) {}'],
  ['sh', 'cat <<EOF > out.txt\nhello $NAME ${X:-y}\n  indented\nEOF\necho "done: $?" # comment'],
  ['bash', 'cat <<-\'END\'\n\tno $expansion here\n\tEND\nfor f in *.md; do wc -l "$f"; done'],
  ['markdown', '# Title\n\nSome *italic*, **bold**, ***both***, ~~struck  text~~ and `code`.\n\nSee  [the docs](https://example.com "title")  here.\n\n> quote\n\n- item\n  1. nested\n\n```js\nconst a = 1;\n\nconsole.log(a);\n```\n\n```yaml\nkey: value\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n'],
  ['md', '---\ntitle: front matter\n---\n\n## Heading with `code`\n\n<div align="center">html</div>'],
  ['html', '<!doctype html>\n<html>\n<head>\n<style>\n  a { color: red; }\n</style>\n<script>\n  const a = `${1}</b>`;\n\n  document.title = "x";\n</script>\n</head>\n<body onload="init()"><p class="a">Text &amp; more</p></body>\n</html>'],
  ['vue', '<template>\n  <div :class="{ a: b }" @click="go(1)">{{ msg }}</div>\n</template>\n\n<script setup lang="ts">\nconst msg: string = "hi";\n</script>\n\n<style scoped>\n.a { color: v-bind(color); }\n</style>'],
  ['tsx', 'export function App({ a }: { a: string }) {\n  return <div className="x">{a} text</div>;\n}'],
  ['diff', 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old line\n+new line\n context'],
  ['python', 'def f(a: int) -> str:\n    """Docstring\n\n    spans lines."""\n    return f"{a!r:>10}"  # comment\n'],
  ['yml', 'a: &anchor\n  b: [1, "two", three]\n  c: |\n    block\n\n    text\n---\nd: *anchor'],
  ['json', '{\n  "a": [1, 2.5e3, true, null],\n  "b": { "c": "\\u00e9\\n" }\n}'],
  ['css', '@media (min-width: 40em) {\n  .a::before { content: "\\201C"; color: #fff !important; }\n}'],
  ['regexp', '^(?:[a-z]+|\\d{2,})$'],
];

describe('dual-theme highlighting', () => {
  it('matches Shiki for every code block of the site', async () => {
    const { compared, differences } = await compare(blocksUnder('content'), await highlighter);
    expect(compared).toBeGreaterThan(10);
    expect(differences).toEqual([]);
  });

  it('matches Shiki for every code block of the test fixtures', async () => {
    const { compared, differences } = await compare(blocksUnder('tests/fixtures'), await highlighter);
    expect(compared).toBeGreaterThan(0);
    expect(differences).toEqual([]);
  });

  it("matches Shiki for the bench generator's code blocks", async () => {
    const blocks = [...generateSite({ pages: 150 })].filter((file) => file.path.endsWith('.md')).flatMap((file) => blocksOf(file.contents, file.path));
    expect(new Set(blocks.map((b) => b.lang))).toEqual(new Set(['ts', 'bash', 'yaml']));
    const { compared, differences } = await compare(blocks, await highlighter);
    expect(compared).toBe(blocks.length);
    expect(differences).toEqual([]);
  });

  it('matches Shiki on edge cases', async () => {
    const { compared, differences } = await compare(EDGE_CASES.map(([lang, text], i) => ({ where: `case ${i}`, lang, text })), await highlighter);
    expect(compared).toBe(EDGE_CASES.length);
    expect(differences).toEqual([]);
  });

  it('matches Shiki where only a background, a token type or the bracket flag tells tokens apart', async () => {
    // Themes and a grammar made for it: next to the default colour, `bg` differs only in background,
    // `str` only in token type, `()` only in the bracket flag; `u` is underlined, `i` italic in one
    // theme, and `var` has a colour that is not hex, which Shiki maps through colour replacements.
    const theme = (name: string, type: 'light' | 'dark', fg: string, settings: ThemeRegistration['tokenColors']): ThemeRegistration => ({
      name,
      type,
      colors: { 'editor.foreground': fg, 'editor.background': type === 'light' ? '#ffffff' : '#000000' },
      tokenColors: settings,
    });
    const shiki = await createHighlighterCore({
      themes: [
        theme('one', 'light', '#111111', [
          { scope: 'markup.inserted', settings: { background: '#eeeeee' } },
          { scope: 'markup.underline', settings: { fontStyle: 'underline' } },
          { scope: 'variable.css', settings: { foreground: 'var(--probe)' } },
        ]),
        theme('two', 'dark', '#dddddd', [
          { scope: 'comment', settings: { fontStyle: 'italic bold' } },
          { scope: 'markup.underline', settings: { fontStyle: 'strikethrough', foreground: '#abcdef' } },
        ]),
      ],
      langs: [
        {
          name: 'probe',
          scopeName: 'source.probe',
          unbalancedBracketSelectors: ['meta.unbalanced'],
          repository: {},
          patterns: [
            { match: 'bg', name: 'markup.inserted.probe' },
            { match: 'str', name: 'string.quoted.probe' },
            { match: '[()]', name: 'meta.unbalanced.probe' },
            { match: 'u+', name: 'markup.underline.probe' },
            { match: 'i', name: 'comment.probe' },
            { match: 'var', name: 'variable.css' },
            { begin: '<', end: '>', name: 'meta.tag.probe', patterns: [{ match: 'bg|str', name: 'string.unquoted.probe' }] },
          ],
        },
      ],
      engine: createOnigurumaEngine(import('shiki/wasm')),
    });
    const options = { themes: { light: 'one', dark: 'two' }, defaultColor: 'light' };
    const h: Pick<Highlighter, 'shiki' | 'codeToHast'> = { shiki, codeToHast: createDualThemeHighlighter(shiki, options) };
    const texts = ['xbgx', 'x str x', 'x(y)z', 'a  uu  b uu', ' i  i ', 'var x', '<a bg str\n\nb>c', 'bg(str)u i var <bg> '];
    const { compared, differences } = await compare(texts.map((text, i) => ({ where: `text ${i}`, lang: 'probe', text })), h, options);
    expect(compared).toBe(texts.length);
    expect(differences).toEqual([]);
  });

  it('writes the HTML the page would serialise from its tree, for any text', async () => {
    const h = await highlighter;
    const langs = ['ts', 'bash', 'html', 'markdown', 'yaml'];
    for (const lang of langs) await ensureLanguage(h.shiki, lang);
    const codeToHtml = createDualThemeHtml(h.shiki, HIGHLIGHT_OPTIONS);
    const text = fc.string({ unit: fc.constantFrom(...'<>&"\'`\0\t\n\r =/#*-:$abc{}()[]é😀'.split('')), maxLength: 40 });
    fc.assert(
      fc.property(fc.constantFrom(...langs), text, (lang, code) => {
        expect(codeToHtml(code, lang)).toBe(pageHtml(h.codeToHast(code, lang), lang));
      }),
      { numRuns: 300 },
    );
  });

  it('tokenizes each non-empty line once, with no pass per theme', async () => {
    const h = await highlighter;
    await ensureLanguage(h.shiki, 'ts');
    const grammar = h.shiki.getLanguage('ts');
    const spies = [vi.spyOn(grammar, 'tokenizeLine'), vi.spyOn(grammar, 'tokenizeLine2'), vi.spyOn(h.shiki, 'codeToHast')];
    try {
      h.codeToHast('let a = 1;\n\nlet b = a;', 'ts');
      expect(spies.map((spy) => spy.mock.calls.length)).toEqual([2, 0, 0]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('is what the Markdown pipeline puts in the page, and unknown languages stay plain', async () => {
    const h = await highlighter;
    const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, highlighter: h });
    const { value } = await compile('```ts\nconst a = 1;\n```\n\n```nosuchlang\nx < y\n```\n', 'f.md');
    const pre = h.shiki.codeToHast('const a = 1;', { lang: 'ts', ...HIGHLIGHT_OPTIONS }).children[0] as Element;
    expect(value.html).toContain(hastToHtml({ ...pre, properties: { ...pre.properties, dataLanguage: 'ts' } }));
    expect(value.html).toContain('<pre tabindex="0" data-language="nosuchlang"><code class="language-nosuchlang">x &#x3C; y\n</code></pre>');
  });
});
