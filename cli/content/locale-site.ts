import { join, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import { localeRoute } from '../config/locales.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { DropdownChild, NavbarItem } from '../config/navbar-schema.ts';
import { translateThemeConfig, type Messages } from '../config/theme-translations.ts';
import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import type { LocaleFiles } from '../files/read-translations.ts';
import { contentHash } from '../files/file-hashes.ts';
import { MARKDOWN_FILE, SOURCE_FILE, type SiteFiles } from '../files/site-files.ts';
import { contentFolders } from './load-content.ts';
import { CURRENT_VERSION } from '../config/version-plan.ts';

/** A locale's build: its config (base URL, locale, translated navbar and footer) and its files, each translated one in place of the default's. */
export interface LocaleSite {
  config: ResolvedConfig;
  files: SiteFiles;
}

/**
 * The site as the locale `code` builds it, Docusaurus' way: a file of the locale's folder
 * (`docusaurus-plugin-content-docs/current/intro.md` for the docs section `docs`) stands in for the
 * default locale's file at the same place, and a file not translated is built as it is, at the
 * locale's routes. The default locale reads its folder too, as Docusaurus does.
 */
export function localeSite(config: ResolvedConfig, code: string, files: SiteFiles, translations: LocaleFiles): StageResult<LocaleSite> {
  const locale = config.i18n.locales.find((l) => l.code === code)!;
  const diagnostics: Diagnostic[] = [...translations.diagnostics];
  const messages = (path: string): Messages => {
    const read = readMessages(translations, path);
    diagnostics.push(...read.diagnostics);
    return read.value;
  };
  let site = translateThemeConfig(config.site, messages('docusaurus-theme-classic/navbar.json'), messages('docusaurus-theme-classic/footer.json'));
  const blog = messages('docusaurus-plugin-content-blog/options.json');
  if (site.blog !== false && blog.size > 0) {
    site = { ...site, blog: { ...site.blog, title: blog.get('title') ?? site.blog.title, description: blog.get('description') ?? site.blog.description, blogSidebarTitle: blog.get('sidebar.title') ?? site.blog.blogSidebarTitle } };
  }
  const docsMessages = new Map(contentFolders(config, files).specs.map(({ spec }) => [spec.id, messages(`docusaurus-plugin-content-docs${spec.id === 'docs' ? '' : `-${spec.id}`}/current.json`)]));
  site = localizeLinks(site, (path) => localeRoute(config.i18n, locale, path), new Set(files.staticFiles.map((f) => `/${f}`)));
  return { value: { config: { ...config, site, locale, docsMessages }, files: translatedFiles(config, files, translations) }, diagnostics };
}

/**
 * The navbar's and footer's links to routes under the locale's path, as Docusaurus' base URL puts
 * them; links to static files stay (the locales share the static folder).
 */
function localizeLinks(site: SiteConfig, route: (path: string) => string, staticFiles: ReadonlySet<string>): SiteConfig {
  const to = <T extends { to?: string }>(item: T): T => (item.to !== undefined && /^\/(?!\/)/.test(item.to) && !staticFiles.has(item.to.replace(/[?#].*$/, '')) ? { ...item, to: route(item.to) } : item);
  const item = <T extends NavbarItem | DropdownChild>(entry: T): T => {
    const own = 'to' in entry ? (to(entry) as T) : entry;
    return own.type === 'dropdown' ? { ...own, items: own.items.map(item) } : own;
  };
  const footer = site.footer && {
    ...site.footer,
    links: site.footer.links.map((entry) => ('items' in entry ? { ...entry, items: entry.items.map(to) } : to(entry))) as NonNullable<SiteConfig['footer']>['links'],
  };
  return {
    ...site,
    navbar: { ...site.navbar, ...(site.navbar.logo && { logo: { ...site.navbar.logo, href: site.navbar.logo.href ?? route('/') } }), ...(site.navbar.items && { items: site.navbar.items.map(item) }) },
    ...(footer && { footer }),
  };
}

/** Where each content folder's translations are in the locale's folder: a docs version's in `current/` or `version-<name>/`. */
export function translationFolders(config: ResolvedConfig, files: SiteFiles): Array<{ from: string; to: string }> {
  const { specs, blogDir } = contentFolders(config, files);
  return [
    ...specs.flatMap(({ spec, versions }) =>
      versions.map(({ plan, dir }) => ({
        from: `docusaurus-plugin-content-docs${spec.id === 'docs' ? '' : `-${spec.id}`}/${plan.name === CURRENT_VERSION ? 'current' : `version-${plan.name}`}/`,
        to: dir === '' ? '' : `${dir}/`,
      })),
    ),
    ...(blogDir === undefined ? [] : [{ from: 'docusaurus-plugin-content-blog/', to: blogDir === '' ? '' : `${blogDir}/` }]),
  ];
}

function translatedFiles(config: ResolvedConfig, files: SiteFiles, translations: LocaleFiles): SiteFiles {
  if (translations.files.size === 0) return files;
  const sources = new Map(files.sources);
  const hashes = new Map(files.hashes);
  const origins = new Map(files.origins);
  const known = new Set(files.paths);
  for (const { from, to } of translationFolders(config, files)) {
    for (const [path, bytes] of translations.files) {
      if (!path.startsWith(from)) continue;
      const target = to + path.slice(from.length);
      if (!SOURCE_FILE.test(path)) {
        // An image or file beside a translated doc: `./img.png` finds it first, as Docusaurus reads it
        // from the translated file's folder; one the locale lacks is the default locale's.
        if (!(bytes instanceof Uint8Array)) continue;
        hashes.set(target, contentHash(bytes));
        origins.set(target, relative(config.contentDir, join(translations.dir, path)).split(sep).join('/'));
        continue;
      }
      // A file the default locale lacks has no route to stand in for: Docusaurus ignores it too.
      if (!known.has(target) || !sources.has(target)) continue;
      sources.set(target, bytes);
      if (!MARKDOWN_FILE.test(target) && bytes instanceof Uint8Array) hashes.set(target, contentHash(bytes));
    }
  }
  return { ...files, sources, hashes, origins };
}

/** A Docusaurus translation file: `{ "<key>": { "message": "…", "description": "…" } }`; absent, no messages. */
function readMessages(translations: LocaleFiles, path: string): StageResult<Messages> {
  const bytes = translations.files.get(path);
  const file = join(translations.dir, path);
  if (bytes === undefined) return { value: new Map(), diagnostics: [] };
  if (!(bytes instanceof Uint8Array)) return { value: new Map(), diagnostics: [diagnostic('UnreadableFile', `Cannot read the file (${bytes.error}).`, { file })] };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    return { value: new Map(), diagnostics: [diagnostic('InvalidDataFile', `Invalid JSON: ${(error as Error).message}`, { file })] };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { value: new Map(), diagnostics: [diagnostic('InvalidDataFile', 'Expected an object of keys to `{ "message": "…" }`.', { file, line: 1 })] };
  }
  const value = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const [key, entry] of Object.entries(json)) {
    const message = typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined;
    if (typeof message === 'string') value.set(key, message);
    else diagnostics.push(diagnostic('InvalidDataFile', `\`${key}\`: expected \`{ "message": "…" }\`.`, { file }));
  }
  return { value, diagnostics };
}
