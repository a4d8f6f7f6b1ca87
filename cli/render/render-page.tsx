import { renderToString } from './react-dom-server.ts';
import { App } from '../../runtime/App.tsx';
import { loadPageComponent } from '../../runtime/page-kinds.ts';
import { staticRouter } from '../../runtime/core/router-context.tsx';
import { colorModeScript } from '../../runtime/theme/color-mode/inline-script.ts';
import type { ClientSiteData, PageData } from '../graph/page-data-types.ts';
import { headTags, withBase, type HeadAssets } from './head.ts';
import { analyticsTags } from './analytics.ts';
import type { BootScript } from './boot-script.ts';
import { SERVER_PARTS, ServerShortcuts } from './server-shortcuts.tsx';
import { mdxBody } from '../../runtime/pages/components/MdxMarkdown.tsx';
import type { MdxComponent } from '../../runtime/core/mdx-body-context.tsx';
import { PageMetaContext, type PageMeta } from '../../runtime/docusaurus/page-meta.ts';

const NO_COMPONENTS: ReadonlyMap<string, MdxComponent> = new Map();

/** One complete HTML document: server-rendered app, head tags, boot data, scripts; `components` are the MDX components its bodies use, loaded. */
/** This renderer's instances of the modules React pages import, which read its contexts. */
export { PAGE_RUNTIME } from './page-runtime.ts';

export async function renderPage(site: ClientSiteData, page: PageData, assets: HeadAssets, boot: BootScript, components = NO_COMPONENTS, onPageMeta?: (meta: PageMeta) => void): Promise<string> {
  const Page = await loadPageComponent(page.kind);
  const app = renderToString(
    <ServerShortcuts>
      <PageMetaContext.Provider value={onPageMeta ?? null}>
        <App site={site} page={page} Page={Page} router={staticRouter(page.path)} parts={SERVER_PARTS} body={components.size > 0 ? mdxBody(components) : undefined} />
      </PageMetaContext.Provider>
    </ServerShortcuts>,
  );
  const { locale } = site.site;
  return `<!DOCTYPE html>
<html lang="${locale.htmlLang}" dir="${locale.direction}" data-theme="${site.site.colorMode.defaultMode}">
<head>
${headTags(site, page, assets)}
<script>${colorModeScript(site.site.colorMode, site.site.announcementBar?.id)}</script>
${analyticsTags(site.site.analytics)}
</head>
<body>
<div id="__sitegen">${app}</div>
<script id="__sitegen_data" type="application/json">${boot({ kind: page.kind, path: page.path })}</script>
<script type="module" src="${withBase(site.site.baseUrl, assets.entry)}"></script>
</body>
</html>
`;
}
