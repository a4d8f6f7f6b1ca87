import { createHash } from 'node:crypto';
import { pageComparer } from './same-page.ts';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadGraph } from '../api.ts';
import { loadConfig } from '../config/load.ts';
import type { BuildContext } from '../context.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { bundleClient, type ClientBundle } from '../bundle/bundle-client.ts';
import { renderPage } from '../render/render-page.tsx';
import { createSiteRenderer, htmlPath, type PageRenderer } from '../emit/site-renderer.ts';
import { keepMetafile } from '../emit/write-site.ts';
import { dataPath } from '../../runtime/core/data-path.ts';
import type { PageData } from '../render/page-data-types.ts';
import { writeFileAtomic } from './atomic-write.ts';

export interface Changes {
  /** First build, or a change whose effects can't be narrowed: redo everything. */
  all?: boolean;
  runtime?: boolean;
  staticFiles?: boolean;
  /** The files the watcher saw change; without it every content file is read again. */
  files?: string[];
}

export interface RebuildResult {
  diagnostics: Diagnostic[];
  ok: boolean;
  /** Route paths whose HTML was rewritten, or '*' when every page was. */
  changed: string[] | '*';
  ms: number;
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * The development output of `sitegen watch`: rebuilt in place, page by page. A route is rendered
 * again only when its page data or the site-wide data changed; a failed rebuild writes nothing.
 */
export class DevSite {
  private bundle?: ClientBundle;
  private render: PageRenderer = renderPage;
  private siteKey = '';
  private config?: Awaited<ReturnType<typeof loadConfig>>;
  /** Each route's page data as last written: an edit is compared with it, not serialised again. */
  private readonly pages = new Map<string, PageData>();
  /** The contents of the site-wide files as last written, so an unchanged one is not written again. */
  private readonly siteFiles = new Map<string, string>();

  constructor(
    readonly root: string,
    readonly outDir: string,
    private readonly context: BuildContext,
  ) {}

  async rebuild(changes: Changes): Promise<RebuildResult> {
    const started = performance.now();
    this.context.changedFiles = changes.all || !changes.files ? undefined : new Set(changes.files);
    // site.config.ts is compiled again only when it changed (the watcher then asks for `all`).
    if (changes.all || !this.config?.value) this.config = await loadConfig(this.root);
    const loaded = await loadGraph({ root: this.root, context: this.context, outDir: this.outDir, config: this.config });
    this.context.changedFiles = undefined;
    const elapsed = () => Math.round(performance.now() - started);
    if (!loaded.ok || !loaded.config || !loaded.result || hasErrors(loaded.diagnostics)) {
      return { diagnostics: loaded.diagnostics, ok: false, changed: [], ms: elapsed() };
    }
    const { config, result } = loaded;
    if (changes.runtime) this.render = await (await import('./fresh-renderer.ts')).loadFreshRenderer(join(this.root, '.sitegen'));
    if (!this.bundle || changes.runtime || changes.all) {
      this.bundle = await bundleClient({ navbarItems: config.site.navbar.items });
      for (const asset of this.bundle.assets) await writeFileAtomic(join(this.outDir, asset.path), asset.contents);
      await keepMetafile(config, this.bundle);
    }
    if (changes.staticFiles || changes.all) await cp(config.staticDir, this.outDir, { recursive: true, force: true }).catch(() => {});
    const renderer = createSiteRenderer(result.graph, this.bundle, this.render);
    const siteKey = hash(JSON.stringify([renderer.site, this.bundle.entry, this.bundle.stylesheet, this.bundle.pageChunks]));
    const everything = siteKey !== this.siteKey || Boolean(changes.runtime || changes.all);
    const changed: string[] = [];
    const seen = new Set<string>();
    const samePage = pageComparer();
    for (const route of result.graph.routes) {
      const data = renderer.pageData(route);
      seen.add(route.path);
      // Unchanged files keep their compiled HTML strings, so comparing them is a pointer check.
      if (!everything && samePage(this.pages.get(route.path), data)) continue;
      for (const file of await renderer.renderRoute(data)) await writeFileAtomic(join(this.outDir, file.path), file.contents);
      this.pages.set(route.path, data);
      changed.push(route.path);
    }
    for (const path of [...this.pages.keys()].filter((p) => !seen.has(p))) {
      this.pages.delete(path);
      await rm(join(this.outDir, htmlPath(path)), { force: true });
      await rm(join(this.outDir, dataPath(path)), { force: true });
      changed.push(path);
    }
    const extra = [...(everything ? await renderer.renderNotFound() : []), ...renderer.siteFiles()];
    for (const file of extra) {
      if (!everything && this.siteFiles.get(file.path) === file.contents) continue;
      await writeFileAtomic(join(this.outDir, file.path), file.contents);
      this.siteFiles.set(file.path, file.contents);
    }
    this.siteKey = siteKey;
    return { diagnostics: loaded.diagnostics, ok: true, changed: everything ? '*' : changed, ms: elapsed() };
  }
}
