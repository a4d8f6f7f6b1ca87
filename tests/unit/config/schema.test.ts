import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validateConfig } from '../../../cli/config/load.ts';
import { siteConfigSchema } from '../../../cli/config/schema.ts';

/** Every object schema inside `schema`, each with the key path that reaches it (`[]` for an array's items). */
function objectsIn(schema: z.core.$ZodType, path = 'config', found = new Map<z.core.$ZodType, string>()): Map<z.core.$ZodType, string> {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (found.has(schema)) return found;
  if (def.type === 'object') {
    found.set(schema, path);
    for (const [key, field] of Object.entries(def.shape)) objectsIn(field, `${path}.${key}`, found);
  } else if (def.type === 'array') objectsIn(def.element, `${path}[]`, found);
  else if (def.type === 'union') def.options.forEach((option) => objectsIn(option, path, found));
  else if (def.type === 'pipe') [def.in, def.out].forEach((inner) => objectsIn(inner, path, found));
  else if ('innerType' in def) objectsIn(def.innerType, path, found);
  return found;
}

describe('the config schema', () => {
  it('fills every default from a title and a url', () => {
    const { value, diagnostics } = validateConfig({ title: 'Bench', url: 'https://example.com' }, '/site', '/site/site.config.ts');
    expect(diagnostics).toEqual([]);
    const site = value!.site;
    expect(site.baseUrl).toBe('/');
    expect(site.i18n).toBeUndefined();
    expect(site.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(site.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(site.prism.magicComments).toEqual([{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]);
    expect(site.customFields).toEqual({});
    expect(site.analytics).toEqual({ anonymizeIP: true });
    expect(site.announcementBar).toBeUndefined();
    expect(site.blog).toMatchObject({ postsPerPage: 10, blogSidebarCount: 5, showReadingTime: true, routeBasePath: '/blog' });
    expect(value!.contentDir).toBe('/site/content');
    expect(value!.outDir).toBe('/site/dist');
  });

  it("takes the blog's title and description under Docusaurus' names too, and not both names at once", () => {
    const blog = (input: Record<string, unknown>) => validateConfig({ title: 'Bench', url: 'https://example.com', blog: input }, '/site', '/site/site.config.ts');
    expect(blog({}).value!.site.blog).toMatchObject({ title: 'Blog', description: 'Blog' });
    expect(blog({ blogTitle: 'Prettier blog', blogDescription: 'Posts from the team' }).value!.site.blog).toMatchObject({ title: 'Prettier blog', description: 'Posts from the team' });
    expect(blog({ title: 'Notes', description: 'Ours' }).value!.site.blog).toMatchObject({ title: 'Notes', description: 'Ours' });
    expect(Object.keys(blog({ blogTitle: 'X' }).value!.site.blog as object).slice(0, 4)).toEqual(['path', 'routeBasePath', 'title', 'description']);
    expect(blog({ title: 'A', blogTitle: 'B' }).diagnostics.map((d) => d.message)).toEqual(["blog.blogTitle: give the blog's title once: `title` or `blogTitle` (Docusaurus' name), not both."]);
    expect(blog({ blogTitel: 'B' }).diagnostics.map((d) => d.message)).toEqual(['blog.blogTitel: unknown key; did you mean `blogTitle`?']);
    // The blog is `false` or an object: an object's mistake is named, not "Invalid input".
    expect(blog({ postsPerPage: -1 }).diagnostics.map((d) => d.message)).toEqual(['blog.postsPerPage: Too small: expected number to be >0.']);
  });

  it('holds no one site\'s values: no name, address or link comes from a default', () => {
    const { value } = validateConfig({ title: 'Bench', url: 'https://example.com' }, '/site', '/site/site.config.ts');
    const defaults = JSON.stringify(value!.site);
    expect(defaults).not.toMatch(/Acme|@|555|github|gitlab/i);
    expect(Object.keys(value!.site)).not.toContain('brand');
  });

  it('takes any values in customFields, as Docusaurus does, and keeps them as written', () => {
    const customFields = { company: 'Acme', founded: 1998, social: { mastodon: '@acme' }, regions: ['eu', 'us'], beta: true };
    const { value, diagnostics } = validateConfig({ title: 'T', url: 'https://example.com', customFields }, '/site', '/site/site.config.ts');
    expect(diagnostics).toEqual([]);
    expect(value!.site.customFields).toEqual(customFields);
  });

  it('defaults navbar item types and positions', () => {
    const { value } = validateConfig(
      { title: 'T', url: 'https://example.com', navbar: { items: [{ to: '/a', label: 'A' }, { label: 'More', items: [{ to: '/b', label: 'B' }] }] } },
      '/site',
      '/site/site.config.ts',
    );
    expect(value!.site.navbar.items).toEqual([
      { type: 'default', to: '/a', label: 'A', position: 'right' },
      { type: 'dropdown', label: 'More', position: 'right', items: [{ type: 'default', to: '/b', label: 'B' }] },
    ]);
  });

  it('names the key path of a nested mistake', () => {
    const { diagnostics } = validateConfig(
      { title: 'T', url: 'https://example.com', navbar: { items: [{ type: 'doc', label: 'x' }] }, announcementBar: { content: 'Hi', isCloseable: 'yes' } },
      '/site',
      '/site/site.config.ts',
    );
    expect(diagnostics.map((d) => d.message).sort()).toEqual([
      'announcementBar.isCloseable: Invalid input: expected boolean, received string.',
      'navbar.items[0].docId: required, expected string.',
    ]);
  });

  it('rejects unknown keys in every object it holds, so that no typo passes in silence', () => {
    const objects = objectsIn(siteConfigSchema);
    expect(objects.size).toBeGreaterThan(25);
    const open = [...objects].filter(([object]) => (object as z.core.$ZodObject)._zod.def.catchall?._zod.def.type !== 'never').map(([, path]) => path);
    expect(open).toEqual([]);
  });

  it('rejects a TOC range that is upside down', () => {
    const { diagnostics } = validateConfig({ title: 'T', url: 'https://example.com', tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 2 } }, '/s', '/s/site.config.ts');
    expect(diagnostics[0].message).toBe('tableOfContents: minHeadingLevel must not exceed maxHeadingLevel.');
  });

  it("takes Docusaurus' prism.magicComments: each needs a className, and a block both ends", () => {
    const check = (magicComments: unknown) => validateConfig({ title: 'T', url: 'https://example.com', prism: { magicComments } }, '/s', '/s/site.config.ts').diagnostics.map((d) => d.message);
    expect(check([{ className: 'error-line', line: 'error-next-line' }])).toEqual([]);
    expect(check([{ line: 'error-next-line' }])).toEqual([expect.stringMatching(/^prism\.magicComments\[0\]\.className: /)]);
    expect(check([{ className: 'x', block: { start: 'x-start' } }])).toEqual([expect.stringMatching(/^prism\.magicComments\[0\]\.block\.end: /)]);
  });
});
