import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../cli/config/load.ts';
import { markdownPluginsOf } from '../../../cli/config/markdown-schema.ts';
import { codeThemesOf } from '../../../cli/config/code-themes.ts';

const site = (markdown: unknown) => validateConfig({ title: 'T', url: 'https://example.com', markdown }, '/site', '/site/site.config.ts');

describe('config markdown: plugins and code themes', () => {
  it('keeps the plugins as given, functions and [plugin, options] alike, and reads them back from the module', () => {
    const remarkA = () => undefined;
    const rehypeB = () => undefined;
    const markdown = { remarkPlugins: [remarkA], rehypePlugins: [[rehypeB, { x: 1 }]] };
    const { value, diagnostics } = site(markdown);
    expect(diagnostics).toEqual([]);
    expect(value!.site.markdown.remarkPlugins[0]).toBe(remarkA);
    expect(value!.site.markdown.rehypePlugins[0]).toEqual([rehypeB, { x: 1 }]);
    expect(value!.site.markdown.beforeDefaultRemarkPlugins).toEqual([]);
    expect(markdownPluginsOf({ markdown })).toMatchObject({ remarkPlugins: [remarkA], beforeDefaultRehypePlugins: [] });
    expect(markdownPluginsOf({})).toEqual({ beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] });
  });

  it('rejects a plugin named by a string, as Docusaurus 3 does', () => {
    const { diagnostics } = site({ remarkPlugins: ['remark-math'] });
    expect(diagnostics.map((d) => d.message)).toEqual(["markdown.remarkPlugins[0]: expected a remark plugin: its function (`import plugin from 'remark-…'`), or [plugin, options]."]);
  });

  it('takes bundled theme names and named theme objects, the default for a mode left out', () => {
    const { value, diagnostics } = site({ code: { themes: { dark: { name: 'mine', tokenColors: [] } } } });
    expect(diagnostics).toEqual([]);
    expect(codeThemesOf(value!.site.markdown)).toEqual({ light: 'github-light', dark: { name: 'mine', tokenColors: [] } });
    expect(site({ code: { themes: { light: { tokenColors: [] } } } }).diagnostics.map((d) => d.message)).toEqual([
      'markdown.code.themes.light.name: a theme object needs its name, the class its code blocks get.',
    ]);
  });
});
