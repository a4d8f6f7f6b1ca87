import { describe, expect, it } from 'vitest';
import { bootScript } from '../../../cli/render/boot-script.ts';
import { scriptJson } from '../../../cli/render/head.ts';
import type { BootData } from '../../../cli/graph/page-data-types.ts';
import { clientSiteData } from '../runtime/fixtures.ts';

const ENGLISH = { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en' } as const;
const TWO_LOCALES = { defaultLocale: 'en', locales: [ENGLISH, { code: 'fr', label: 'Français', direction: 'ltr', htmlLang: 'fr', path: 'fr' }] };

describe('the boot script', () => {
  it('sends a site in one language its locale’s code, label and direction only, as before there were locales', () => {
    const sent = JSON.parse(bootScript(clientSiteData(), {})({ kind: 'home', path: '/' })) as BootData;
    expect(sent.site.site.locale).toEqual({ code: 'en', label: 'English', direction: 'ltr' });
    expect('i18n' in sent.site.site).toBe(false);
  });

  it('is the script-safe JSON of the whole boot data, with the site serialised once for every route', () => {
    // Text that scriptJson escapes: a closing tag and the two line separators JavaScript forbids in strings.
    const site = clientSiteData({ site: { title: 'Acme </script> \u2028\u2029 “quoted”', i18n: TWO_LOCALES } });
    const chunks: BootData['chunks'] = { doc: ['/assets/chunks/DocPage-ABCDEFGH.js'], home: [] };
    const boot = bootScript(site, chunks);
    for (const route of [{ kind: 'doc', path: '/services/</script>' }, { kind: 'notFound', path: '/404.html' }] as const) {
      const text = boot(route);
      expect(text).toBe(scriptJson({ site, route, chunks } satisfies BootData));
      expect(text).not.toMatch(/<\/script|\u2028|\u2029/);
      expect(JSON.parse(text)).toEqual({ site, route, chunks });
    }
  });

  it("leaves out the config the build alone reads: the head tags are in every page's head already", () => {
    const head = { headTags: [{ tagName: 'meta', attributes: { name: 'a', content: 'b' } }], scripts: ['/a.js'], stylesheets: ['/a.css'], metadata: [], noIndex: true, llmsTxt: false };
    const site = clientSiteData({ site: { ...head, i18n: TWO_LOCALES } });
    const sent = JSON.parse(bootScript(site, {})({ kind: 'home', path: '/' })) as BootData;
    expect(sent.site).toEqual(clientSiteData({ site: { i18n: TWO_LOCALES } }));
    expect(site.site).toMatchObject(head);
  });
});
