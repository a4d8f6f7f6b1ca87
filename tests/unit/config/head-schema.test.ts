import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../cli/config/load.ts';

const check = (keys: Record<string, unknown>) => validateConfig({ title: 'T', url: 'https://example.com', ...keys }, '/site', '/site/site.config.ts');
const messages = (keys: Record<string, unknown>) => check(keys).diagnostics.map((d) => `${d.code} ${d.message}`);

describe("the config's head keys, as Docusaurus takes them", () => {
  it("accepts the examples of Docusaurus' reference and SEO guide as written", () => {
    const keys = {
      headTags: [
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://example.com' } },
        { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: JSON.stringify({ '@type': 'Organization' }) },
      ],
      scripts: ['https://docusaurus.io/script.js', { src: 'https://cdnjs.cloudflare.com/clipboard.min.js', async: true }],
      stylesheets: ['https://docusaurus.io/style.css', { href: 'http://mydomain.com/style.css' }],
      metadata: [
        { name: 'keywords', content: 'cooking, blog' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ],
      noIndex: true,
    };
    const { value, diagnostics } = check(keys);
    expect(diagnostics).toEqual([]);
    expect(value!.site).toMatchObject(keys);
  });

  it('leaves every head key out when it is not given, so that no page changes', () => {
    const site = check({}).value!.site;
    for (const key of ['headTags', 'scripts', 'stylesheets', 'metadata', 'noIndex', 'llmsTxt']) expect(key in site, key).toBe(false);
  });

  it('names each malformed entry at its key path', () => {
    expect(
      messages({
        headTags: [{ tagName: 'div', attributes: {} }, { tagName: 'meta', attributes: { name: 'x' }, innerHTML: 'x' }, { tagName: 'link' }, { tagName: 'link', attributes: { 'a b': 'x', rel: 1 } }],
      }),
    ).toEqual([
      'InvalidConfig headTags[0].tagName: Invalid option: expected one of "base"|"link"|"meta"|"noscript"|"script"|"style"|"template".',
      'InvalidConfig headTags[1].innerHTML: a void element takes no innerHTML.',
      'InvalidConfig headTags[2].attributes: required, expected record.',
      'InvalidConfig headTags[3].attributes.a b: not an attribute name.',
      'InvalidConfig headTags[3].attributes.rel: expected a string or a boolean.',
    ]);
    expect(messages({ scripts: [{ scr: '/a.js' }, 42, ''], stylesheets: [{ href: '/a.css', media: 1 }] })).toEqual([
      'InvalidConfig scripts[0].src: required, a URL.',
      'InvalidConfig scripts[1]: expected a URL, or the script\'s attributes with at least "src".',
      'InvalidConfig scripts[2]: Too small: expected string to have >=1 characters.',
      'InvalidConfig stylesheets[0].media: expected a string or a boolean.',
    ]);
    expect(messages({ metadata: [{ name: 'a', property: 'b', content: 'c' }, { name: 'x', contents: 'y' }], noIndex: 'yes', llmsTxt: 'no' })).toEqual([
      'InvalidConfig metadata[0]: a metadata entry names exactly one of name, property or itemprop.',
      'InvalidConfig metadata[1].content: required, expected string.',
      'UnknownConfigKey metadata[1].contents: unknown key; did you mean `content`?',
      'InvalidConfig noIndex: Invalid input: expected boolean, received string.',
      'InvalidConfig llmsTxt: expected true, false or { full?: boolean, markdownRoutes?: boolean }.',
    ]);
  });
});
