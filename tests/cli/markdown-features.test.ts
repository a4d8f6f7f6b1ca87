import { describe, expect, it } from 'vitest';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, sitegen } from '../support/fixture.ts';
import { fileTempDir } from '../support/temp-dirs.ts';

/** Builds tests/fixtures/<name> from a copy with the real binary; its status, stderr and a reader of its pages. */
function build(name: string) {
  const root = fileTempDir(name);
  cpSync(join(FIXTURES, name), root, { recursive: true });
  const result = sitegen(['build', '--root', root], { cwd: root });
  const page = (route: string) => readFileSync(join(root, 'dist', route, 'index.html'), 'utf8');
  return { ...result, page };
}

/** The rendered body of a doc page. */
const body = (html: string) => html.slice(html.indexOf('<div class="markdown'), html.indexOf('</article>'));

describe('Docusaurus Markdown features in a built site', () => {
  it('renders admonitions, and warns at file and line about the ones it cannot', () => {
    const site = build('admonitions');
    expect(site.status).toBe(0);
    const docs = body(site.page('docs'));
    for (const [type, heading] of [['note', 'Note'], ['tip', 'Tip'], ['info', 'Info'], ['warning', 'Warning'], ['danger', 'Danger'], ['caution', 'Caution']]) {
      expect(docs).toMatch(new RegExp(`<div class="admonition admonition-${type} [^"]*" role="note"><div class="admonition__heading"><span class="admonition__icon"><svg [^>]*aria-hidden="true"[^>]*>.*?</svg></span>${heading}</div>`));
    }
    expect(docs).toContain('</svg></span>Your Title <strong>with</strong> some <em>Markdown</em> <code>syntax</code>!</div>');
    expect(docs).toContain('</svg></span>Older title form</div>');
    expect(docs).toMatch(/admonition-info [^>]*>.*Parent<\/div>.*admonition-danger [^>]*>.*Child<\/div>.*<li>two<\/li>.*admonition-tip [^>]*>.*Deep child<\/div>.*<div class="code-block__title">deep\.js<\/div>/s);
    expect(docs).not.toContain(':::');

    const mistakes = body(site.page('docs/mistakes'));
    expect(mistakes).toContain('<p>Content of an unknown type.</p>');
    expect(mistakes).toMatch(/admonition-warning [^>]*>.*This admonition is never closed\./s);
    expect(mistakes).not.toContain(':::');
    expect(site.stderr).toMatch(/content\/docs\/mistakes\.md:7 +warning +`:::foo` is not an admonition type .*\[UnknownAdmonitionType\]/);
    expect(site.stderr).toMatch(/content\/docs\/mistakes\.md:15 +warning +`:::` opens or closes no admonition.*\[StrayAdmonitionFence\]/);
    expect(site.stderr).toMatch(/content\/docs\/mistakes\.md:17 +warning +`:::warning` is not closed.*\[UnclosedAdmonition\]/);
    expect(site.stderr).not.toMatch(/content\/docs\/index\.md/);
  });

  it('renders code block titles, highlighted lines, line numbers and copy buttons, without magic comments', () => {
    const site = build('code-blocks');
    expect(site.status).toBe(0);
    const docs = body(site.page('docs'));
    const blocks = docs.split('<div class="code-block ').slice(1);
    expect(blocks).toHaveLength(8);
    expect(blocks.every((block) => block.includes('<button type="button" class="code-block__copy clean-btn" aria-label="Copy code to clipboard" title="Copy">'))).toBe(true);
    expect(blocks[0]).toMatch(/^theme-code-block language-jsx"><div class="code-block__title">\/src\/components\/HelloCodeTitle\.js<\/div>/);
    const marked = (block: string) => block.split('<span class="line').slice(1).flatMap((line, i) => (line.startsWith(' theme-code-block-highlighted-line"') ? [i + 1] : []));
    expect(marked(blocks[1])).toEqual([1, 4, 5, 6, 11]);
    expect(marked(blocks[2])).toEqual([3, 10, 11, 12]);
    expect(marked(blocks[3])).toEqual([2]);
    expect(marked(blocks[4])).toEqual([2]);
    expect(docs).not.toContain('highlight-');
    expect(blocks[5]).toMatch(/^theme-code-block language-jsx code-block--line-numbers"><div class="code-block__content">/);
    expect(blocks[6]).toMatch(/^theme-code-block language-jsx code-block--line-numbers" style="counter-reset:line-number 4">/);
    expect(marked(blocks[6])).toEqual([2]);
    expect(site.stderr).not.toMatch(/warning/);
  });

  it('reads the magic comments config prism.magicComments declares, each marking its lines with its class', () => {
    const site = build('magic-comments');
    expect(site.status).toBe(0);
    const [js, py] = body(site.page('docs')).split('<div class="code-block ').slice(1);
    const classes = (block: string) => [...block.matchAll(/<span class="line([^"]*)">/g)].map(([, extra]) => extra.trim());
    expect(classes(js)).toEqual(['', 'code-block-error-line', 'theme-code-block-highlighted-line']);
    expect(js).not.toMatch(/This will error|highlight-next-line/);
    expect(classes(py)).toEqual(['theme-code-block-highlighted-line']);
  });

  it('gives headings their explicit ids, in the table of contents and for links', () => {
    const site = build('heading-ids');
    expect(site.status).toBe(0);
    const html = site.page('docs');
    expect(html).toContain('<h2 id="my-explicit-id">Hello World</h2>');
    expect(html).toContain('<h3 id="sub">A sub heading</h3>');
    expect(html).toContain('<h2 id="hello-world">Hello World</h2>');
    expect(html).toContain('<h2 id="second">Several ids {#first}</h2>');
    expect(html).toContain('<h2 id="not-at-the-end-ignored-of-the-text">Not at the end {#ignored} of the text</h2>');
    expect(html).toMatch(/<a href="#my-explicit-id"[^>]*>Hello World<\/a>/);
    expect(site.stderr).not.toMatch(/BrokenLink/);
  });
});
