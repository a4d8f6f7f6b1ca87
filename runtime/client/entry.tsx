import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BootData } from '../../cli/graph/page-data-types.ts';
import type { PageComponent } from '../page-kinds.ts';
import type { PageKind } from '../../cli/graph/page-data-types.ts';
import { dataPath } from '../core/data-path.ts';
import { cleanPath } from './paths.ts';
import { NOT_FOUND_DATA, RouteLoader } from './load-route.ts';
import { createClientRouter, type RouteState } from './client-router.ts';
import type { Enhancements } from './enhancements.ts';
import { ClientRoot } from './ClientRoot.tsx';
import { DEV_REFRESH } from './dev-refresh.ts';

/** The browser entry: reads the boot data, loads the page's data and chunk, hydrates. */
const boot = JSON.parse(document.getElementById('__sitegen_data')!.textContent!) as BootData;

// SPEC section 2: `/a.html` and `/a/index.html` are shown as `/a`.
const clean = cleanPath(location.pathname);
const cleaned = clean !== location.pathname;
if (cleaned) history.replaceState(history.state, '', clean + location.search + location.hash);

/**
 * The page chunks are bundled apart from this entry (cli/bundle/runtime-boundary.ts), so their
 * URLs come with the boot data rather than from `import()`s esbuild would follow.
 */
/** Failed loads of each chunk: Chromium keeps a module that failed to load failed, so a retry asks again under a new URL. */
const failures: Record<string, number> = {};

async function loadPage(kind: PageKind): Promise<PageComponent> {
  // Every page kind has its chunk in the boot data (cli/render/site-renderer.ts).
  const url = boot.chunks[kind]![0];
  const failed = failures[url];
  const module = await import(failed ? `${url}?retry=${failed}` : url).catch((error: unknown) => {
    failures[url] = (failed ?? 0) + 1;
    throw error;
  });
  return (module as { default: PageComponent }).default;
}

const loader = new RouteLoader({
  fetch: (url, init) => fetch(url, init),
  loadPage,
  loadBody: (renderer, chunks) => import(renderer).then((module: typeof import('../pages/components/MdxMarkdown.tsx')) => module.default(chunks)),
  loadBehaviours: (url) => import(url).then((module: typeof import('../theme/mdx/behaviours.ts')) => module.default(document)),
});

let enhancements: Promise<Enhancements> | undefined;
/** The post-hydration chunk, loaded once, however often the router attaches; a failed load is tried again next time. */
function loadEnhancements(): Promise<Enhancements> {
  if (enhancements) return enhancements;
  const loading = (enhancements = import('./enhancements.ts').then((module) => module.createEnhancements()));
  loading.catch(() => (enhancements = undefined));
  return loading;
}

async function start(): Promise<void> {
  const { kind, path: served } = boot.route;
  const notFound = kind === 'notFound';
  // A plain static host answers `/a.html` with its 404.html, yet the page may exist at `/a`.
  let [page, Page] = await Promise.all([loader.fetchData(notFound ? (cleaned ? dataPath(clean) : NOT_FOUND_DATA) : dataPath(served), notFound), loader.loadPage(kind)]);
  const own = page.kind === kind;
  if (!own) Page = await loader.loadPage(page.kind);
  const body = await loader.loadBody(page);
  const path = own ? served : clean;
  loader.prime(location.pathname, { page, Page, body });
  const router = createClientRouter(
    {
      loader,
      enhancements: loadEnhancements,
      navigation: () => import('./navigation.ts'),
      trackingID: boot.site.site.analytics.trackingID,
      chunks: boot.chunks,
    },
    { page, Page, body },
  );
  // The first render repeats the server's exactly: its path, no query or hash (see the router's attach()).
  const initial: RouteState = { page, Page, body, location: { pathname: path, search: '', hash: '' }, scroll: { to: 'none' }, previous: null };
  const root = <ClientRoot site={boot.site} router={router} initial={initial} />;
  const container = document.getElementById('__sitegen')!;
  if (own) hydrateRoot(container, root);
  else createRoot(container).render(root);
  // Offered on every page, whichever build: only `sitegen watch`'s live reload calls it.
  (window as unknown as Record<string, unknown>)[DEV_REFRESH] = router.refresh;
}

start().catch(async (error: unknown) => {
  // The server-rendered page stays usable as plain HTML; the notice offers to load again. Its code
  // loads only now: no visitor whose page starts normally pays for it.
  console.error('sitegen: the page could not load its scripts.', error);
  const { BootFailure } = await import('./BootFailure.tsx');
  const host = document.body.appendChild(document.createElement('div'));
  const notice = createRoot(host);
  notice.render(
    <BootFailure
      error={error}
      retry={() =>
        start().then(() => {
          notice.unmount();
          host.remove();
        })
      }
    />,
  );
});
