import { createHash } from 'node:crypto';
import { copyFile, cp, mkdir, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { loadGraph } from '../api.ts';
import { pageModule } from '../graph/pages.ts';
import { loadConfig, type ResolvedConfig } from '../config/load.ts';
import type { Executor } from '../exec/executor.ts';
import { updateSiteFiles } from '../files/read-site-files.ts';
import { versionedFolders } from '../config/load-versions.ts';
import { pageMarkdown, type MadeMarkdown } from '../content/page-markdown.ts';
import { markdownConfigKey } from '../content/page-markdown-key.ts';
import type { SiteFiles } from '../files/site-files.ts';
import { hasErrors, InternalError, SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { bundleClient, runtimeDir, type ClientBundle } from '../bundle/bundle-client.ts';
import { componentCandidates } from '../bundle/mdx-bundle.ts';
import { siteStyles } from '../bundle/site-styles.ts';
import { isInside } from '../files/path-inside.ts';
import { mdxUsage } from '../graph/mdx-usage.ts';
import { componentsOf } from '../render/mdx-components.ts';
import { PAGE_RUNTIME, renderPage } from '../render/render-page.tsx';
import type { PageRuntime } from '../render/page-runtime.ts';
import { createSiteRenderer, htmlPath, SITE_FILE_GROUPS, type OutputFile, type PageRenderer, type RouteFile, type SiteFileGroup } from '../render/site-renderer.ts';
import { contentsText, KeptFile, TextParts } from '../render/site-file.ts';
import { dataPath } from '../../runtime/core/data-path.ts';
import type { Route } from '../graph/schema.ts';
import type { PageData } from '../graph/page-data-types.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { pageComparer } from './same-page.ts';
import { GraphParts, PartChanges } from './graph-parts.ts';
import { routeInputsChanged, SITE_FILE_INPUTS } from './output-inputs.ts';
import { ComponentInputs } from './component-inputs.ts';
import { movedChunks } from './moved-chunks.ts';
import { findThemeOverrides, NO_OVERRIDES, type ThemeOverrides } from '../bundle/theme/overrides.ts';

export interface Changes {
  /** First build, or a change whose effects can't be narrowed: redo everything. */
  all?: boolean;
  runtime?: boolean;
  staticFiles?: boolean;
  /** A file under src/theme, or one a swizzled component imports, changed, appeared or went. */
  theme?: boolean;
  /** The files the watcher saw change; without it every content file is read again. */
  files?: string[];
}

/** What a rebuild must redo: the changes asked for, and whether the MDX components must be bundled again. */
type Owed = Omit<Changes, 'files'> & { components?: boolean };

export interface RebuildResult {
  diagnostics: Diagnostic[];
  ok: boolean;
  /** Route paths whose HTML was rewritten, or '*' when every page was. */
  changed: string[] | '*';
  /** The time spent rebuilding, the time left to the open tabs (onPages) aside. */
  ms: number;
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex');

type SiteRenderer = ReturnType<typeof createSiteRenderer>;

/**
 * The development output of `sitegen watch`: rebuilt in place, page by page. The graph is built
 * again, then compared part by part with the last good one: only routes and site-wide files made
 * of a changed part are made again, pages of the saved files first. A failed rebuild writes nothing.
 */
export class DevSite {
  private bundle?: ClientBundle;
  private render: PageRenderer = renderPage;
  /** The modules React pages import, from the same renderer as `render`. */
  private pageRuntime: PageRuntime = PAGE_RUNTIME;
  /** The site's swizzled components as last found, and the site's files their renderer was bundled from. */
  private theme: { overrides: ThemeOverrides; inputs: ReadonlySet<string> } = { overrides: NO_OVERRIDES, inputs: new Set() };
  /** Whether runtime/ was edited since the start: the renderer is then bundled from its sources. */
  private runtimeEdited = false;
  private config?: Awaited<ReturnType<typeof loadConfig>>;
  /** The site's files as last read: a rebuild reads again only those the watcher saw change. */
  private files?: SiteFiles;
  /** The last good build: its site data key and its graph cut into parts. */
  private last?: { siteKey: string; parts: GraphParts; staticFiles: ReadonlySet<string> };
  /** What failed rebuilds were asked to redo: still owed by the next one. */
  private owed: Owed = {};
  /** What the site's MDX components were last bundled from (or failed to be): an edit there bundles them again. */
  private components = ComponentInputs.read([]);
  /** The site paths of the files next to the content that the output holds. */
  private contentFiles: ReadonlySet<string> = new Set();
  /** Each route's page data as last written: an edit is compared with it, not serialised again. */
  private readonly pages = new Map<string, PageData>();
  /** The site-wide files as last written, by group, so an unchanged one is not written again. */
  private readonly siteFiles = new Map<SiteFileGroup, Map<string, string>>();
  /** Pages' Markdown from earlier rebuilds, by their bytes, while the config they depend on stays the same. */
  private markdown: { key: string; made: MadeMarkdown } = { key: '', made: new WeakMap() };

  constructor(
    readonly root: string,
    readonly outDir: string,
    private readonly executor: Executor,
    /** The one locale a translated site is watched in (`watch --locale`), as `docusaurus start --locale`; the default locale when unset. */
    private readonly locale?: string,
  ) {}

  /**
   * `onPages` hears which pages changed as soon as they are on disk; the site-wide files are made
   * once what it returns settles (the open tabs showing the new page first).
   */
  async rebuild(requested: Changes, onPages?: (changed: RebuildResult['changed']) => void | Promise<void>): Promise<RebuildResult> {
    const started = performance.now();
    // The time left to the tabs (onPages) is no rebuilding: not counted.
    let tabsFirst = 0;
    const elapsed = () => Math.round(performance.now() - started - tabsFirst);
    // Owed until a rebuild succeeds: a failed one may not skip what it was asked to redo.
    const changes = (this.owed = {
      all: Boolean(requested.all || this.owed.all),
      runtime: Boolean(requested.runtime || this.owed.runtime),
      staticFiles: Boolean(requested.staticFiles || this.owed.staticFiles),
      theme: Boolean(requested.theme || this.owed.theme || requested.files?.some((file) => this.theme.inputs.has(file))),
      components: Boolean(this.owed.components || requested.files?.some((file) => this.components.affects(file))),
    });
    // site.config.ts is compiled again only when it changed (the watcher then asks for `all`).
    // src/theme/MDXComponents is read with the config.
    if (changes.all || changes.theme || !this.config?.value) this.config = await loadConfig(this.root);
    if (this.config.value) {
      const { contentDir, staticDir, versions } = this.config.value;
      const known = changes.all || !requested.files || this.files?.contentDir !== contentDir ? undefined : this.files;
      this.files = await updateSiteFiles(contentDir, staticDir, known, known && new Set(requested.files), this.executor.cache, versionedFolders(versions));
    }
    const loaded = await loadGraph({ root: this.root, mode: 'development', executor: this.executor, outDir: this.outDir, config: this.config, files: this.files, locale: this.locale });
    if (!loaded.ok || !loaded.config || !loaded.result || hasErrors(loaded.diagnostics)) {
      return { diagnostics: loaded.diagnostics, ok: false, changed: [], ms: elapsed() };
    }
    const { config } = loaded;
    const { graph } = loaded.result;
    if (changes.runtime || changes.theme || changes.all) {
      const renderer = await this.loadRenderer(Boolean(changes.runtime));
      if (renderer instanceof SitegenError) return { diagnostics: [...loaded.diagnostics, ...renderer.diagnostics], ok: false, changed: [], ms: elapsed() };
    }
    const previous = this.bundle;
    // Bundled again when the MDX components the content uses are others than the bundle's, or their files changed.
    const mdx = mdxUsage(graph);
    const newComponents = previous?.mdxComponents.join('\n') !== mdx.components.join('\n');
    const reactPages = graph.pages.filter((page) => page.type === 'react').map((page) => pageModule(page.source));
    const sitePages = graph.pages.length > 0;
    const pagesKind = Boolean(previous?.pageChunks.page) !== sitePages;
    const made = !previous || changes.runtime || changes.all || changes.components || changes.theme || newComponents || pagesKind ? await this.writeBundle(config, mdx, reactPages, sitePages) : previous;
    // A component that does not bundle: the last good output stays, as for any error.
    if (made instanceof SitegenError) return { diagnostics: [...loaded.diagnostics, ...made.diagnostics], ok: false, changed: [], ms: elapsed() };
    const bundle = (this.bundle = made);
    const staticFiles = new Set(loaded.result.staticFiles);
    if (changes.staticFiles || changes.all || !this.last) await this.copyStaticFiles(config.staticDir, staticFiles);
    await this.copyContentFiles(loaded.result.contentFiles);
    const markdownKey = markdownConfigKey(config);
    if (markdownKey !== this.markdown.key) this.markdown = { key: markdownKey, made: new WeakMap() };
    const renderer = createSiteRenderer(graph, bundle, this.render, { pageRuntime: this.pageRuntime, markdown: loaded.files && pageMarkdown(config, loaded.files.sources, this.markdown.made) });
    const siteKey = hash(JSON.stringify([renderer.site, bundle.entry, bundle.stylesheet, bundle.pageChunks]));
    const parts = new GraphParts(graph);
    const last = this.last;
    const everything = !last || siteKey !== last.siteKey || changes.runtime || changes.all || changes.theme;

    const changed: string[] = [];
    const samePage = pageComparer();
    // A page is written again when a component's chunk it names was replaced, though its data is the same.
    const moved = movedChunks(previous?.mdx, bundle.mdx);
    const namesMoved = (route: Route) => moved !== undefined && moved(componentsOf(renderer.pageData(route)));
    const update = async (route: Route) => {
      if (await this.updatePage(renderer, route, everything || namesMoved(route) ? undefined : samePage)) changed.push(route.path);
    };
    // Pages load their sidebar from its own file: it must be there before them.
    await this.writeSiteFiles('sidebars', renderer.siteFileGroups.sidebars(), { keepOld: true });
    // The pages of the saved files first: the one being edited is on disk before the rest is worked out.
    const saved = new Set(requested.files?.map((file) => relative(config.root, file)));
    const edited = new Set(graph.routes.filter((route) => saved.has(parts.sources.get(route.path) ?? '')));
    for (const route of edited) await update(route);
    const partChanges = everything ? undefined : new PartChanges(last.parts, parts);
    for (const route of graph.routes) {
      if (!edited.has(route) && (!partChanges || routeInputsChanged(route, parts, partChanges) || namesMoved(route))) await update(route);
    }
    changed.push(...(await this.removePages(new Set(graph.routes.map((r) => r.path)), graph.site.trailingSlash)));
    if (everything) for (const file of await renderer.renderNotFound()) writeRouteFile(this.outDir, file);
    const told = performance.now();
    await onPages?.(everything ? '*' : changed);
    tabsFirst = performance.now() - told;
    await renderer.prepareFeeds();
    for (const group of SITE_FILE_GROUPS) {
      // Feeds carry the posts' components as the server renders them.
      const componentsChanged = group === 'feeds' && moved !== undefined;
      if (!partChanges || partChanges.any(SITE_FILE_INPUTS[group]) || componentsChanged) await this.writeSiteFiles(group, renderer.siteFileGroups[group](), { keepOld: false });
    }
    // A replaced bundle's files go only now that no page names them.
    const assets = new Set(bundle.assets.map((asset) => asset.path));
    for (const asset of previous && previous !== bundle ? previous.assets : []) if (!assets.has(asset.path)) await this.removeFile(asset.path);
    this.last = { siteKey, parts, staticFiles };
    this.owed = {};
    return { diagnostics: loaded.diagnostics, ok: true, changed: everything ? '*' : changed, ms: elapsed() };
  }

  /** The site's files outside src/theme that its swizzled components were last bundled from: for the watcher. */
  get themeInputs(): ReadonlySet<string> {
    return this.theme.inputs;
  }

  /**
   * The page renderer for the site's swizzled components as they are now: bundled with them when
   * there are any, else bundled from runtime/'s sources once they were edited, else sitegen's own.
   */
  private async loadRenderer(runtimeChanged: boolean): Promise<void | SitegenError> {
    this.runtimeEdited ||= runtimeChanged;
    const overrides = findThemeOverrides(this.root);
    if (overrides.size === 0) {
      this.theme = { overrides, inputs: new Set() };
      if (runtimeChanged || this.render !== renderPage) {
        const fresh = this.runtimeEdited ? await (await import('./fresh-renderer.ts')).loadFreshRenderer(join(this.root, '.sitegen')) : { render: renderPage, pageRuntime: PAGE_RUNTIME };
        ({ render: this.render, pageRuntime: this.pageRuntime } = fresh);
      }
      return;
    }
    const { loadSwizzledRenderer } = await import('../bundle/theme/server-renderer.ts');
    try {
      const swizzled = await loadSwizzledRenderer({ runtime: runtimeDir(), siteRoot: this.root, overrides, cache: this.executor.cache });
      ({ render: this.render, pageRuntime: this.pageRuntime } = swizzled);
      this.theme = { overrides, inputs: new Set(swizzled.inputs.filter((file) => isInside(file, this.root) && !file.split(sep).includes('node_modules'))) };
    } catch (error) {
      if (!(error instanceof SitegenError)) throw error;
      this.theme = { overrides, inputs: new Set([...this.theme.inputs, ...overrides.values()]) };
      return error;
    }
  }

  /** The site's files the MDX components were last bundled from, and where a missing one may appear: for the watcher. */
  get componentInputs(): ComponentInputs {
    return this.components;
  }

  /**
   * Bundles the client for the config's navbar and the content's MDX components, and writes its
   * files; or returns why the site's components do not bundle. Either way, notes what the
   * components were read from, as far as it is known.
   */
  private async writeBundle(config: ResolvedConfig, { components, usedBy }: ReturnType<typeof mdxUsage>, pages: string[], sitePages: boolean): Promise<ClientBundle | SitegenError> {
    const siteRoot = config.root;
    const mdx = components.length > 0 ? { components, siteRoot, usedBy: new Map([...usedBy].map(([name, source]) => [name, join(siteRoot, source)])), ...(pages.length > 0 && { pages }) } : undefined;
    // Where each of the site's component modules may be: one that is missing may be created.
    const runtime = runtimeDir();
    // The custom stylesheets too: one that is missing is followed until it appears.
    const styles = siteStyles(config);
    const candidates = [...components.filter((name) => name.startsWith('@site/')).flatMap((name) => componentCandidates(runtime, siteRoot, name)), ...(styles?.customCss ?? [])];
    // sitegen's own files are watched as the runtime; packages are not watched.
    const own = (file: string) => !isInside(file, runtime) && !file.split(sep).includes('node_modules');
    try {
      const bundle = await bundleClient({ navbarItems: config.site.navbar.items, cache: this.executor.cache, mdx, sitePages, styles, theme: { siteRoot, overrides: this.theme.overrides }, versionedDocs: config.versions.some((file) => file.included.length > 0) });
      this.components = ComponentInputs.read([...candidates, ...bundle.componentInputs.filter(own)]);
      for (const asset of bundle.assets) writeFileAtomic(join(this.outDir, asset.path), asset.contents);
      return bundle;
    } catch (error) {
      if (!(error instanceof SitegenError)) throw error;
      // Until they bundle, the files last read and those the errors are in.
      const located = error.diagnostics.flatMap((d) => (d.file ? [d.file] : []));
      this.components = ComponentInputs.read([...this.components.files, ...candidates, ...located].filter(own));
      return error;
    }
  }

  /** Renders and writes a route, unless `samePage` finds its page data what was last written; true when written. */
  private async updatePage(renderer: SiteRenderer, route: Route, samePage?: ReturnType<typeof pageComparer>): Promise<boolean> {
    const data = renderer.pageData(route);
    if (samePage?.(this.pages.get(route.path), data)) return false;
    for (const file of await renderer.renderRoute(data)) writeRouteFile(this.outDir, file);
    this.pages.set(route.path, data);
    return true;
  }

  /** Deletes the pages of routes that are gone; returns their paths. */
  private async removePages(routes: ReadonlySet<string>, trailingSlash: boolean | undefined): Promise<string[]> {
    const gone = [...this.pages.keys()].filter((path) => !routes.has(path));
    for (const path of gone) {
      this.pages.delete(path);
      await this.removeFile(htmlPath(path, trailingSlash));
      await this.removeFile(dataPath(path));
    }
    return gone;
  }

  /** Writes a group's files that differ from what is on disk; without `keepOld`, deletes those it no longer has. */
  private async writeSiteFiles(group: SiteFileGroup, files: OutputFile[], { keepOld }: { keepOld: boolean }): Promise<void> {
    const written = this.siteFiles.get(group) ?? new Map<string, string>();
    const next = new Map(keepOld ? written : []);
    for (const file of files) {
      next.set(file.path, file.contents);
      if (written.get(file.path) !== file.contents) writeFileAtomic(join(this.outDir, file.path), file.contents);
    }
    for (const path of written.keys()) if (!next.has(path)) await this.removeFile(path);
    this.siteFiles.set(group, next);
  }

  /** Deletes an output file (a site path), then the folders it leaves empty: a fresh build would not have them. */
  private async removeFile(path: string): Promise<void> {
    const out = resolve(this.outDir);
    const file = join(out, path);
    await rm(file, { force: true });
    // rmdir fails, and so ends the climb, at the first folder that still holds something.
    for (let dir = dirname(file); dir.startsWith(out + sep); dir = dirname(dir)) {
      if (!(await rmdir(dir).then(() => true, () => false))) break;
    }
  }

  /**
   * Copies the files next to the content that pages name and the output lacks (a file's name
   * changes with its bytes, so one already there is the same), and deletes those no page names.
   */
  private async copyContentFiles(files: ReadonlyArray<{ path: string; source: string }>): Promise<void> {
    for (const file of files) {
      if (this.contentFiles.has(file.path)) continue;
      const target = join(this.outDir, file.path);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(file.source, target);
    }
    const named = new Set(files.map((file) => file.path));
    for (const path of this.contentFiles) if (!named.has(path)) await this.removeFile(path);
    this.contentFiles = named;
  }

  /** Copies the static folder over the output, and deletes the files it no longer has. */
  private async copyStaticFiles(dir: string, files: ReadonlySet<string>): Promise<void> {
    await cp(dir, this.outDir, { recursive: true, force: true }).catch(() => {});
    for (const path of this.last?.staticFiles ?? []) if (!files.has(path)) await this.removeFile(path);
  }
}

/** Writes a route's file: watch renders every page it writes (its renderer is told of no kept routes). */
function writeRouteFile(outDir: string, file: RouteFile): void {
  if (file.contents instanceof KeptFile) throw new InternalError(`sitegen: watch was handed ${file.path} as kept from a previous output`);
  writeFileAtomic(join(outDir, file.path), file.contents instanceof TextParts ? contentsText(file.contents) : file.contents);
}
