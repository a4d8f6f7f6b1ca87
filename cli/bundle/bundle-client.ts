import { withMergedImports } from './merge-runtime-imports.ts';
import { mangleNames } from './mangle-names.ts';
import { InternalError, SitegenError } from '../diagnostics/diagnostic.ts';
import { dirname, join, posix, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import type { NavbarItem } from '../config/navbar-schema.ts';
import type { PageKind } from '../graph/page-data-types.ts';
import type { Cache } from '../exec/cache.ts';
import type { ClientAssets } from '../render/client-assets.ts';
import { reactExports, reactModulesPlugin } from './react-modules.ts';
import { navbarKindsPlugin, usedNavbarKinds } from './navbar-kinds.ts';
import { versionPartsPlugin } from './version-parts.ts';
import { detailsSlidePlugin } from './details-slide.ts';
import { lazyImportsPlugin, probeAliases, readRuntimeGraph, runtimeExportsPlugin, runtimeProxiesPlugin, type RuntimeAliases, type RuntimeGraph } from './runtime-boundary.ts';
import { loadRuntimeGraph, saveRuntimeGraph } from './runtime-graph-cache.ts';
import { MARKUP_ONLY_COMPONENTS, WITH_BEHAVIOUR } from '../content/mdx/theme-components.ts';
import { bundleServerComponents, componentFiles, mdxRuntimeModules, sitegenReactPlugin, type MdxBundleOptions } from './mdx-bundle.ts';
import { inputFile, siteModulesPlugin } from './site-modules.ts';
import { componentFailure } from './component-errors.ts';
import { customCssProblems, missingCustomCss, SITE_STYLES_ENTRY, siteStylesBuild, styleInputs, stylesFailure, type SiteCss, type SiteStyles } from './site-styles.ts';
import { importedCss, siteCssFailure, siteCssInputs, siteCssProblems } from './site-css.ts';
import { themeInputFile, themePlugin } from './theme/theme-plugin.ts';
import { NO_OVERRIDES, type ThemeOverrides } from './theme/overrides.ts';
import { pageModulesPlugin } from './page-modules.ts';
import { bundleServerPages, type ServerPages } from './page-server-bundle.ts';

export interface ClientAsset {
  /** Site path, e.g. `/assets/entry-3F5XQ2AB.js`. */
  path: string;
  contents: Uint8Array;
}

/** The client's files, and their names as pages use them (ClientAssets: no page-kind chunk imports others while they are unsplit). */
export interface ClientBundle extends ClientAssets {
  assets: ClientAsset[];
  metafile: esbuild.Metafile;
  /** The MDX components it was bundled for (the markup-only ones get no chunk), sorted. */
  mdxComponents: string[];
  /** The files the MDX components' client and server builds and the site's stylesheets read, absolute: what `sitegen watch` watches for them. */
  componentInputs: string[];
}

import { runtimeDir } from './runtime-dir.ts';

export { runtimeDir };

const PAGE_FILE: Record<PageKind, string> = {
  home: 'HomePage',
  doc: 'DocPage',
  blogList: 'BlogListPage',
  blogPost: 'BlogPostPage',
  blogTags: 'BlogTagsPage',
  blogTag: 'BlogTagPage',
  blogArchive: 'BlogArchivePage',
  blogAuthors: 'BlogAuthorsPage',
  blogAuthor: 'BlogAuthorPage',
  notFound: 'NotFoundPage',
  page: 'SitePage',
};

const TARGET = ['es2022', 'chrome111', 'firefox115', 'safari16.4'];

type Built = esbuild.BuildResult<{ metafile: true; write: false }>;

export interface BundleOptions {
  minify?: boolean;
  /** The config's navbar items, undefined when it lists none: only their kinds' components are bundled (see navbar-kinds.ts). */
  navbarItems?: readonly NavbarItem[];
  /** Where the runtime graph and the chunks' runtime names are kept between builds (runtime-graph-cache.ts); without one, every build probes them. */
  cache?: Cache;
  /** The MDX components the content uses: each gets a chunk, and the site's own a server build. Without any, pages have no MDX renderer. */
  mdx?: MdxBundleOptions;
  /** The site's custom CSS and primary colour (site-styles.ts): without them, the built-in stylesheet alone. */
  styles?: SiteStyles;
  /** The site's swizzled components (theme/overrides.ts); without any, the runtime's own are bundled. */
  theme?: { siteRoot: string; overrides: ThemeOverrides };
  /** Whether the site has pages of its pages folder (src/pages): only then is their kind's chunk built. */
  sitePages?: boolean;
  /** Whether a docs section has several versions: only then are the version banner, badge and version-following links bundled (version-parts.ts). */
  versionedDocs?: boolean;
}

/** The options every esbuild pass shares. */
function commonOptions(cwd: string, options: BundleOptions) {
  return {
    absWorkingDir: cwd,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify: options.minify ?? true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    assetNames: 'assets/media/[name]-[hash]',
    outdir: 'out',
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
}

const ENTRY_POINTS = { entry: 'runtime/client/entry.tsx', styles: 'runtime/styles/index.css' };
// The probing passes read which modules and names there are, never the code: not worth minifying.
const PROBING = { minify: false } as const;

/** The runtime graph from a probe build, and the files esbuild read for it (relative to the package folder). */
async function probeRuntimeGraph(common: ReturnType<typeof commonOptions>, plugins: esbuild.Plugin[], siteRoot?: string): Promise<{ graph: RuntimeGraph; inputs: string[] }> {
  const cwd = common.absWorkingDir;
  // Nothing reads this one's code: without whitespace, less for esbuild to print and for this thread to receive.
  const probe = await esbuild.build({ ...common, ...PROBING, minifyWhitespace: true, entryPoints: ENTRY_POINTS, plugins });
  return { graph: readRuntimeGraph(cwd, probe.metafile, Object.values(ENTRY_POINTS)), inputs: filesRead(probe.metafile, cwd, siteRoot) };
}

/** The files a pass read, relative to `cwd`: the site's modules and the theme's originals by their files, facades left out. */
function filesRead(metafile: esbuild.Metafile, cwd: string, siteRoot: string | undefined): string[] {
  const runtime = relative(cwd, runtimeDir());
  return Object.keys(metafile.inputs).flatMap((input) => {
    const file = themeInputFile(input, runtime);
    return file === undefined ? [] : [siteRoot === undefined ? file : relative(cwd, inputFile(file, cwd, siteRoot))];
  });
}

/** The page kinds a site's bundle has a chunk for: the pages folder's only when it has pages, so that other sites' scripts stay as they were. */
function pageKinds(sitePages: boolean | undefined): PageKind[] {
  return (Object.keys(PAGE_FILE) as PageKind[]).filter((kind) => sitePages || kind !== 'page');
}

/** The chunks' entry points: one per page kind and one per module the runtime loads lazily. */
function chunkEntries(runtime: string, graph: RuntimeGraph, sitePages: boolean | undefined): string[] {
  return [...pageKinds(sitePages).map((kind) => join(runtime, 'pages', `${PAGE_FILE[kind]}.tsx`)), ...graph.lazy];
}

// Split: components one page uses together (<Tabs> and <TabItem>) share their modules, one copy each.
function buildComponentChunks(common: ReturnType<typeof commonOptions>, entryPoints: string[], plugins: esbuild.Plugin[]) {
  return esbuild.build({ ...common, entryPoints, splitting: true, entryNames: 'assets/chunks/[name]-[hash]', chunkNames: 'assets/chunks/[name]-[hash]', plugins });
}

// No splitting: components shared by page kinds are copied into each kind's chunk, as a
// visitor pays less for a copy fetched on navigation than for extra files on first load.
function buildChunks(common: ReturnType<typeof commonOptions>, entryPoints: string[], plugins: esbuild.Plugin[], options: Pick<esbuild.BuildOptions, 'minify' | 'external'> = {}) {
  return esbuild.build({ ...common, entryPoints, entryNames: 'assets/chunks/[name]-[hash]', plugins, ...options });
}

/** Which runtime names the chunks import (runtime-boundary.ts), and the files esbuild read to find them. */
async function probeChunkAliases(common: ReturnType<typeof commonOptions>, plugins: esbuild.Plugin[], graph: RuntimeGraph, components: string[], sitePages: boolean | undefined, siteRoot?: string): Promise<{ aliases: RuntimeAliases; inputs: string[] }> {
  const runtime = runtimeDir();
  const cwd = common.absWorkingDir;
  let inputs: string[] = [];
  const probe = async (external: string[]) => {
    const built = await buildChunks(common, [...chunkEntries(runtime, graph, sitePages), ...components], plugins, { ...PROBING, external });
    inputs = filesRead(built.metafile, cwd, siteRoot);
    return built;
  };
  const aliases = await probeAliases(probe, graph, join(cwd, common.outdir), reactExports(cwd));
  return { aliases, inputs };
}

/**
 * The runtime graph and the runtime names the chunks import: as the cache kept them, or probed.
 * `keep` saves what the probes found, once the bundle no longer waits on this thread.
 */
async function runtimeGraphAndAliases(common: ReturnType<typeof commonOptions>, plugins: esbuild.Plugin[], kinds: readonly string[], components: string[], overrides: ThemeOverrides, cache: Cache | undefined, sitePages: boolean | undefined, siteRoot?: string) {
  const cwd = common.absWorkingDir;
  // The modules probed beside the chunks are part of the key: their imports decide which names the runtime exports; so do swizzled components.
  const key = [...kinds, ...components, ...(sitePages ? [PAGE_FILE.page] : []), ...[...overrides].map(([name, file]) => `${name}=${file}`)];
  const saved = cache && loadRuntimeGraph(cache, key, cwd);
  if (saved) return { graph: saved.graph, aliases: Promise.resolve(saved.aliases), keep: async () => {} };
  const probed = await probeRuntimeGraph(common, plugins, siteRoot);
  const found = probeChunkAliases(common, plugins, probed.graph, components, sitePages, siteRoot);
  const keep = async () => {
    if (!cache) return;
    const { aliases, inputs } = await found;
    saveRuntimeGraph(cache, key, cwd, { graph: probed.graph, aliases }, [...new Set([...probed.inputs, ...inputs])]);
  };
  return { graph: probed.graph, aliases: found.then((names) => names.aliases), keep };
}

/**
 * esbuild, in four passes (see runtime-boundary.ts): which modules make the runtime and which it
 * loads lazily; which runtime names the chunks import (both probes are skipped while what the
 * cache kept holds: runtime-graph-cache.ts); the chunks (one file per page kind and per lazy
 * module, importing the runtime by the import map's name); the runtime (the entry, one file,
 * loading its lazy chunks by their hashed URLs) and the stylesheet. All files are content-hashed.
 * The last two start together: the chunks wait for the names only to write their proxies, the
 * runtime for the names to write its exports and for the chunks to name its `import()`s. Their
 * plugin callbacks run on this thread, between Markdown files: few of them, few waits.
 */
export async function bundleClient(options: BundleOptions = {}): Promise<ClientBundle> {
  const runtime = runtimeDir();
  const cwd = dirname(runtime);
  const common = commonOptions(cwd, options);
  const kinds = usedNavbarKinds(options.navbarItems);
  const navbarKinds = navbarKindsPlugin(runtime, kinds);
  // Markup-only components reach the browser as their HTML (cli/render/markup-only.tsx), never as code.
  const clientComponents = options.mdx?.components.filter((name) => !MARKUP_ONLY_COMPONENTS.has(name)) ?? [];
  const components = options.mdx && clientComponents.length > 0 ? componentFiles(runtime, { ...options.mdx, components: clientComponents }) : new Map<string, string>();
  // The MDX renderer is a chunk of its own beside the components: pages without them never load it.
  const behaviours = options.mdx?.components.some((name) => WITH_BEHAVIOUR.has(name)) ? [[BEHAVIOURS, join(runtime, 'theme', 'mdx', 'behaviours.ts')] as const] : [];
  const mdxModules = new Map<string, string>([...(components.size > 0 ? [[RENDERER, join(runtime, 'pages', 'components', 'MdxMarkdown.tsx')] as const] : []), ...behaviours, ...components]);
  const mdxEntries = [...mdxModules.values()];
  const siteComponents = new Map([...components].filter(([name]) => name.startsWith('@site/')));
  const overrides = options.theme?.overrides ?? NO_OVERRIDES;
  const siteRoot = siteComponents.size > 0 ? options.mdx?.siteRoot : overrides.size > 0 ? options.theme?.siteRoot : undefined;
  // React pages (src/pages) are components too, built for the server apart from the MDX components (page-server-bundle.ts).
  const pages = new Set(options.mdx?.pages);
  const serverComponentFiles = new Map([...siteComponents].filter(([name]) => !pages.has(name)));
  const serverPageFiles = new Map([...siteComponents].filter(([name]) => pages.has(name)));
  // Only a site with modules of its own gets the theme's plugin: the others keep today's passes, byte for byte.
  // The pages' modules come first: a page's `@theme/Layout` is Docusaurus' (runtime/docusaurus), not the frame a swizzled Layout replaces.
  const siteModules =
    siteRoot === undefined
      ? []
      : [
          ...(serverPageFiles.size > 0 ? [pageModulesPlugin(runtime, siteRoot)] : []),
          themePlugin({ runtime, overrides, client: true }),
          siteModulesPlugin({ siteRoot, runtime, entries: [...siteComponents.values(), ...overrides.values()] }),
        ];
  const slidesDetails = siteRoot !== undefined || options.mdx?.components.includes('@theme/Details') === true;
  // React is resolved to sitegen's copy only for modules outside sitegen's folder (the site's, or a package's it installed).
  // Without any, the plugin's callback for each of the runtime's imports of React only waited on this thread, which compiles
  // the Markdown meanwhile: 1,000 pages cold, the first pass took 1.6-3.5 s, and the pages waited on the bundle.
  const outside = [...components.values(), ...overrides.values()].some((file) => !file.startsWith(cwd + sep));
  const sourcePlugins = [navbarKinds, ...(options.versionedDocs ? [] : [versionPartsPlugin(runtime)]), ...(slidesDetails ? [] : [detailsSlidePlugin(runtime)]), ...(outside ? [sitegenReactPlugin(runtime)] : []), ...siteModules];
  // A failed pass over the site's own modules is the author's to fix, at the file and line esbuild names.
  const failed = (error: unknown): never => {
    throw siteRoot === undefined || error instanceof SitegenError ? error : componentFailure(error, cwd, siteRoot, runtime);
  };
  // The version parts and the slide switch what the runtime holds, as the navbar kinds do: all are part of the cache's key.
  const switches = [...kinds, ...(options.versionedDocs ? ['versionedDocs'] : []), ...(slidesDetails ? ['detailsSlide'] : [])];
  const { graph, aliases, keep } = await runtimeGraphAndAliases(common, sourcePlugins, switches, [...mdxRuntimeModules(runtime), ...siteComponents.values()], overrides, options.cache, options.sitePages, siteRoot).catch(failed);
  const chunks = buildChunks(common, chunkEntries(runtime, graph, options.sitePages), [runtimeProxiesPlugin(graph, aliases), ...sourcePlugins]);
  const componentChunks = mdxEntries.length > 0 ? buildComponentChunks(common, mdxEntries, [runtimeProxiesPlugin(graph, aliases), ...sourcePlugins]) : undefined;
  const serverComponents = siteRoot !== undefined && serverComponentFiles.size > 0 ? bundleServerComponents(runtime, serverComponentFiles, cwd, siteRoot) : undefined;
  const serverPages = siteRoot !== undefined && serverPageFiles.size > 0 ? bundleServerPages(runtime, serverPageFiles, cwd, siteRoot) : undefined;
  const styles = options.styles && bundleStyles(common, runtime, options.styles);
  const chunkOf = (built: Built, path: string) => Object.entries(built.metafile.outputs).find(([, o]) => o.entryPoint && join(cwd, o.entryPoint) === path)?.[0];
  const core = esbuild.build({
    ...common,
    // With the site's styling the stylesheet is a pass of its own, so its errors are told apart.
    entryPoints: styles ? { entry: ENTRY_POINTS.entry } : ENTRY_POINTS,
    entryNames: 'assets/[name]-[hash]',
    plugins: [
      lazyImportsPlugin(graph, async (path) => ({ path: `./${posix.relative('/assets', toSite(chunkOf(await chunks, path)!))}`, external: true }), cwd),
      runtimeExportsPlugin(join(runtime, 'client', 'entry.tsx'), aliases),
      reactModulesPlugin(cwd),
      ...sourcePlugins,
    ],
  });
  // A failed probe of the names fails both builds after it: its error is the one to report; in a site's component, the author's.
  const [, builtChunks, builtCore, builtComponents, server, serverPagesBuilt, builtStyles] = await Promise.all([aliases, chunks, core, componentChunks, serverComponents, serverPages, styles]).catch(failed);
  for (const built of [builtChunks, builtComponents]) {
    for (const input of Object.keys(built?.metafile.inputs ?? {})) {
      // A module in both bundles would run twice, with two copies of its state (React contexts).
      // The chunks' runtime modules are proxies of the runtime's.
      if (builtCore.metafile.inputs[input] && !graph.runtime.has(join(cwd, input))) throw new InternalError(`sitegen: ${input} is bundled both with the runtime and with a chunk`);
    }
  }
  await keep();
  // The CSS the site's modules import, which their passes leave out (site-css.ts): the stylesheet is bundled again with it.
  const siteCss = siteRoot === undefined ? [] : importedCss(siteRoot, [builtChunks, builtCore, builtComponents].flatMap((built) => Object.keys(built?.metafile.inputs ?? {}).map((input) => inputFile(input, cwd, siteRoot))));
  const stylesheet = siteCss.length > 0 ? await bundleStyles(common, runtime, options.styles ?? NO_STYLES, { siteRoot: siteRoot!, files: siteCss }) : builtStyles;
  const runtimePass = stylesheet && !builtStyles ? withoutStylesheet(builtCore, cwd) : builtCore;
  const collected = collect(cwd, stylesheet ? withStyles(runtimePass, stylesheet) : runtimePass, builtChunks);
  const stylesheetInputs = stylesheet ? [...new Set([...(options.styles?.customCss ?? []), ...styleInputs(stylesheet.metafile, cwd, runtime), ...(siteCss.length > 0 ? siteCssInputs(stylesheet.metafile, siteRoot!) : [])])] : [];
  const bundle = { ...collected, mdxComponents: [...(options.mdx?.components ?? [])].sort(), componentInputs: stylesheetInputs };
  const whole = builtComponents ? withComponents(bundle, cwd, builtComponents, mdxModules, server, serverPagesBuilt, siteRoot) : bundle;
  return common.minify ? withMangledNames(whole, options.cache) : whole;
}

/** The bundle with its scripts' variables renamed for gzip (mangle-names.ts); their names stay, content-hashed by esbuild's output. */
async function withMangledNames(bundle: ClientBundle, cache: Cache | undefined): Promise<ClientBundle> {
  const script = async (asset: ClientAsset) => (asset.path.endsWith('.js') ? { ...asset, contents: Buffer.from(await mangleNames(Buffer.from(asset.contents).toString('utf8'), asset.path, cache)) } : asset);
  return { ...bundle, assets: await Promise.all(bundle.assets.map(script)) };
}

/**
 * The stylesheet with the site's styling: the built-in CSS, the primary colour's custom
 * properties, the custom CSS, then the CSS the site's modules import. A missing stylesheet, or
 * CSS esbuild cannot read, fails it with the site's file and line.
 */
async function bundleStyles(common: ReturnType<typeof commonOptions>, runtime: string, styles: SiteStyles, siteCss?: SiteCss): Promise<Built> {
  const missing = await missingCustomCss(styles, dirname(styles.configFile));
  if (missing.length > 0) throw new SitegenError(missing);
  // Minified but for the CSS modules' class names, which must stay those their class maps give (site-css.ts).
  const minify = siteCss ? { minify: false, minifyWhitespace: common.minify, minifySyntax: common.minify } : {};
  const built = await esbuild.build({ ...common, ...minify, ...siteStylesBuild(runtime, styles, siteCss), entryNames: 'assets/[name]-[hash]' }).catch((error: unknown) => {
    throw (siteCss && siteCssFailure(error, siteCss.siteRoot)) ?? stylesFailure(error, common.absWorkingDir, runtime);
  });
  const unreadable = [...customCssProblems(built.warnings, common.absWorkingDir, runtime, true), ...(siteCss ? siteCssProblems(built.warnings, siteCss.siteRoot, true) : [])];
  if (unreadable.length > 0) throw new SitegenError(unreadable);
  return built;
}

/** A site without styling of its own: the stylesheet's pass with the built-in CSS alone. */
const NO_STYLES: SiteStyles = { customCss: [], configFile: '' };

/** The runtime's pass without the stylesheet it bundled: the stylesheet's pass has the one pages link. */
function withoutStylesheet(core: Built, cwd: string): Built {
  const stylesheets = new Set(Object.entries(core.metafile.outputs).flatMap(([path, output]) => (output.entryPoint === ENTRY_POINTS.styles ? [path] : [])));
  return {
    ...core,
    outputFiles: core.outputFiles.filter((file) => !stylesheets.has(relative(cwd, file.path).split('\\').join('/'))),
    metafile: { ...core.metafile, outputs: Object.fromEntries(Object.entries(core.metafile.outputs).filter(([path]) => !stylesheets.has(path))) },
  };
}

/** The runtime's pass with the stylesheet's pass's files. */
function withStyles(core: Built, styles: Built): Built {
  return {
    ...core,
    outputFiles: [...core.outputFiles, ...styles.outputFiles],
    metafile: { inputs: { ...core.metafile.inputs, ...styles.metafile.inputs }, outputs: { ...core.metafile.outputs, ...styles.metafile.outputs } },
  };
}

/** The MDX renderer's place among the components' chunks. */
const RENDERER = 'sitegen:mdx-renderer';
/** The markup-only components' behaviours' place among them. */
const BEHAVIOURS = 'sitegen:behaviours';

/** The bundle with the MDX components' chunks, by module, and the site's own components built for the server. */
function withComponents(bundle: ClientBundle, cwd: string, built: Built, components: ReadonlyMap<string, string>, server: Awaited<ReturnType<typeof bundleServerComponents>> | undefined, serverPages: ServerPages | undefined, siteRoot: string | undefined): ClientBundle {
  const outputs = Object.entries(built.metafile.outputs);
  const chunks: Record<string, string> = {};
  const imports: Record<string, string[]> = {};
  for (const [name, file] of components) {
    const out = outputs.find(([, o]) => o.entryPoint && inputFile(o.entryPoint, cwd, siteRoot) === file)?.[0];
    if (!out) throw new InternalError(`sitegen: the MDX component ${name} has no chunk`);
    chunks[name] = toSite(out);
    imports[name] = staticClosure(built.metafile, out);
  }
  const { [RENDERER]: renderer, [BEHAVIOURS]: behaviours, ...componentChunks } = chunks;
  const { [RENDERER]: rendererImports = [], [BEHAVIOURS]: behavioursImports = [], ...componentImports } = imports;
  const sitePath = (file: string) => `/${relative(join(cwd, 'out'), file).split('\\').join('/')}`;
  return {
    ...bundle,
    assets: [...bundle.assets, ...built.outputFiles.map((f) => ({ path: sitePath(f.path), contents: withMergedImports(f) }))],
    metafile: { inputs: { ...bundle.metafile.inputs, ...built.metafile.inputs }, outputs: { ...bundle.metafile.outputs, ...built.metafile.outputs } },
    componentInputs: [...new Set([...bundle.componentInputs, ...Object.keys(built.metafile.inputs).map((input) => inputFile(input, cwd, siteRoot)), ...(server?.inputs ?? []), ...(serverPages?.inputs ?? [])])].sort(),
    mdx: {
      renderer,
      rendererImports,
      behaviours,
      behavioursImports,
      chunks: componentChunks,
      imports: componentImports,
      server: server && { code: server.code, exports: server.exports },
      ...(serverPages && { pages: { code: serverPages.code, exports: serverPages.exports } }),
    },
  };
}

/** The chunks `out` imports statically, and theirs (the modules components share), as site paths. */
function staticClosure(metafile: esbuild.Metafile, out: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const i of metafile.outputs[file]?.imports ?? []) {
      if (i.kind !== 'import-statement' || i.external || seen.has(i.path)) continue;
      seen.add(i.path);
      visit(i.path);
    }
  };
  visit(out);
  return [...seen].map(toSite).sort();
}

const toSite = (out: string) => `/${relative('out', out).split('\\').join('/')}`;

/** One bundle out of the runtime and chunk builds, with one metafile for the size reports. */
function collect(cwd: string, core: Built, chunks: Built): ClientBundle {
  const metafile: esbuild.Metafile = {
    // The runtime's modules, not the chunks' proxies of them.
    inputs: { ...chunks.metafile.inputs, ...core.metafile.inputs },
    outputs: { ...core.metafile.outputs, ...chunks.metafile.outputs },
  };
  const sitePath = (file: string) => `/${relative(join(cwd, 'out'), file).split('\\').join('/')}`;
  const assets = [...core.outputFiles, ...chunks.outputFiles].map((f) => ({ path: sitePath(f.path), contents: withMergedImports(f) }));
  const outputs = Object.entries(metafile.outputs);
  const byEntry = (entry: string) => outputs.find(([, o]) => o.entryPoint === entry)?.[0];
  const staticImports = (out: string) => metafile.outputs[out].imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => toSite(i.path));
  const pageChunks: Partial<Record<PageKind, string>> = {};
  const pageImports: Partial<Record<PageKind, string[]>> = {};
  for (const [kind, file] of Object.entries(PAGE_FILE) as Array<[PageKind, string]>) {
    const out = byEntry(`runtime/pages/${file}.tsx`);
    if (!out) continue;
    pageChunks[kind] = toSite(out);
    pageImports[kind] = staticImports(out);
  }
  const entry = byEntry('runtime/client/entry.tsx');
  const stylesheet = outputs.find(([path, o]) => (o.entryPoint === ENTRY_POINTS.styles || o.entryPoint === SITE_STYLES_ENTRY) && path.endsWith('.css'))?.[0];
  if (!entry || !stylesheet) throw new InternalError('sitegen: the client bundle has no entry or stylesheet');
  return { assets, entry: toSite(entry), entryImports: staticImports(entry), stylesheet: toSite(stylesheet), pageChunks, pageImports, metafile, mdxComponents: [], componentInputs: [] };
}
