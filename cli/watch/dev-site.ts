import { createHash } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadGraph } from '../api.ts';
import type { BuildContext } from '../context.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { bundleClient, type ClientBundle } from '../bundle/bundle-client.ts';
import { renderPage } from '../render/render-page.tsx';
import { createSiteRenderer, htmlPath, type PageRenderer } from '../emit/site-renderer.ts';
import { keepMetafile } from '../emit/write-site.ts';
import { dataPath } from '../../runtime/core/data-path.ts';
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
  private readonly pages = new Map<string, string>();

  constructor(
    readonly root: string,
    readonly outDir: string,
    private readonly context: BuildContext,
  ) {}

  async rebuild(changes: Changes): Promise<RebuildResult> {
    const started = performance.now();
    this.context.changedFiles = changes.all || !changes.files ? undefined : new Set(changes.files);
    const loaded = await loadGraph({ root: this.root, context: this.context, outDir: this.outDir });
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
    for (const route of result.graph.routes) {
      const data = renderer.pageData(route);
      const key = hash(JSON.stringify(data));
      seen.add(route.path);
      if (!everything && this.pages.get(route.path) === key) continue;
      for (const file of await renderer.renderRoute(data)) await writeFileAtomic(join(this.outDir, file.path), file.contents);
      this.pages.set(route.path, key);
      changed.push(route.path);
    }
    for (const path of [...this.pages.keys()].filter((p) => !seen.has(p))) {
      this.pages.delete(path);
      await rm(join(this.outDir, htmlPath(path)), { force: true });
      await rm(join(this.outDir, dataPath(path)), { force: true });
      changed.push(path);
    }
    const extra = [...(everything ? await renderer.renderNotFound() : []), ...renderer.siteFiles()];
    for (const file of extra) await writeFileAtomic(join(this.outDir, file.path), file.contents);
    this.siteKey = siteKey;
    return { diagnostics: loaded.diagnostics, ok: true, changed: everything ? '*' : changed, ms: elapsed() };
  }
}
