import { join, posix, relative, sep } from 'node:path';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import type { ReportingSeverity } from '../config/schema.ts';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ContentLink } from '../content/collect-links.ts';
import { PLACEHOLDER, type FileReference } from '../content/remark-file-references.ts';
import type { PageFacts } from './docs-section.ts';
import type { BodyNode, PageBody, SiteGraph } from './schema.ts';
import { severityOf, stricter } from './reporting.ts';

/** Pages whose Markdown file links reach the same pages: those of one docs section, or the blog's posts. */
export interface LinkScope {
  /** The section's or blog's folder, relative to the content folder ('' for the content folder itself). */
  dir: string;
  /** What the pages reached are, for messages: "docs section guides", "blog". */
  label: string;
  pages: readonly PageFacts[];
  /** The pages the links may reach, when not `pages` themselves (the home page reaches every page). */
  targets?: readonly PageFacts[];
}

export interface FileLinksInput {
  contentDir: string;
  scopes: readonly LinkScope[];
  /** The content hash of each file that is not Markdown, by its content path. */
  hashes: ReadonlyMap<string, string>;
  onBrokenLinks: ReportingSeverity;
  onBrokenMarkdownLinks: ReportingSeverity;
}

export interface ResolvedFileLinks {
  /** Every page, with a link for each resolved reference, for the link check to follow. */
  pages: PageFacts[];
  /** By source file, what each placeholder of its HTML stands for, ready to put in an attribute. */
  urls: Map<string, Map<string, string>>;
  /** The files the pages name, to copy from their content path to their site path, by site path. */
  files: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** Extensions of the files copied to /assets/images/ rather than /assets/files/, as Docusaurus sorts them. */
const IMAGE = /\.(?:apng|avif|bmp|gif|ico|jpe?g|png|svg|tiff?|webp)$/i;

/**
 * Resolves the file links of every page, as Docusaurus does. A Markdown file link becomes the
 * target's route, keeping its `#hash`: `./x.md` and `../x.md` are read from the page's folder,
 * `/x.md` from the section's folder and then the content folder, and a bare `x.md` from the
 * page's folder, then the section's, then the content folder. Only pages of the same section (or
 * posts, from a post) count; a link that finds none is left as written and reported. Any other
 * file next to the page (`./img/a.png`) is copied as /assets/images/a-<hash>.png (or
 * /assets/files/), and a missing one is an error; a Markdown link to one that does not exist
 * stays a URL, checked as any link, as Docusaurus reads `[v1.2](./v1.2)`.
 */
export function resolveFileLinks(input: FileLinksInput): ResolvedFileLinks {
  const diagnostics: Diagnostic[] = [];
  const urls = new Map<string, Map<string, string>>();
  const files = new Map<string, string>();
  const severity = severityOf(stricter(input.onBrokenMarkdownLinks, input.onBrokenLinks));
  const contentPath = (file: string) => relative(input.contentDir, file).split(sep).join('/');
  const pages = input.scopes.flatMap((scope) => {
    // Made only for a scope with file links: most pages have none.
    let routes: Map<string, string> | undefined;
    const routeOf = (path: string) => (routes ??= new Map((scope.targets ?? scope.pages).map((page) => [contentPath(page.file), page.path]))).get(path);
    return scope.pages.map((page): PageFacts => {
      if (page.references.length === 0) return page;
      const folder = posix.dirname(contentPath(page.file));
      const dir = folder === '.' ? '' : folder;
      const filled = new Map<string, string>();
      const links: ContentLink[] = [];
      for (const reference of page.references) {
        const where = { file: page.file, line: reference.line, column: reference.column };
        const at = { line: reference.line, column: reference.column };
        if (reference.target === 'file') {
          const path = posix.join(dir, reference.path);
          const hash = input.hashes.get(path);
          if (hash !== undefined) {
            const copy = copiedPath(path, hash, reference.kind === 'image');
            files.set(copy, path);
            filled.set(reference.placeholder, attributeUrl(copy + reference.suffix));
            continue;
          }
          filled.set(reference.placeholder, attributeUrl(reference.url));
          if (reference.kind === 'link') links.push({ url: reference.url, ...at, kind: 'link' });
          else diagnostics.push(diagnostic('MissingFile', `The ${reference.kind === 'image' ? 'image' : 'HTML attribute'} "${reference.url}" names ${path}, which does not exist.`, where));
          continue;
        }
        const candidates = markdownCandidates(reference.path, dir, scope.dir);
        const route = candidates.map(routeOf).find((found) => found !== undefined);
        if (route !== undefined) {
          filled.set(reference.placeholder, attributeUrl(route + reference.suffix));
          links.push({ url: route + reference.suffix, written: reference.url, ...at, kind: 'link' });
          continue;
        }
        filled.set(reference.placeholder, attributeUrl(reference.url));
        const named = candidates[0] ?? 'a file outside the content folder';
        if (severity) diagnostics.push(diagnostic('BrokenLink', `The ${reference.kind} "${reference.url}" names ${named}, which is not a page of the ${scope.label}.`, where, { severity }));
      }
      urls.set(page.file, filled);
      return { ...page, links: [...page.links, ...links] };
    });
  });
  return { pages, urls, files, diagnostics };
}

/** Where a file next to a page is copied: its name with its content hash, under /assets/images/ or /assets/files/. */
function copiedPath(path: string, hash: string, image: boolean): string {
  const name = posix.basename(path);
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `/assets/${image || IMAGE.test(name) ? 'images' : 'files'}/${stem}-${hash}${extension}`;
}

/**
 * The content paths a Markdown file link may name, in the order they are tried; none outside the
 * content folder, but in the scope's own folder (a versioned docs folder beside it, `../versioned_docs/…`).
 */
function markdownCandidates(path: string, dir: string, scopeDir: string): string[] {
  const paths = path.startsWith('/')
    ? [posix.join(scopeDir, path), path.slice(1)]
    : /^\.\.?\//.test(path)
      ? [posix.join(dir, path)]
      : [posix.join(dir, path), posix.join(scopeDir, path), posix.normalize(path)];
  return paths.filter((candidate) => candidate.startsWith(`${scopeDir}/`) || (!candidate.startsWith('../') && candidate !== '..'));
}

/** A URL as the Markdown pipeline writes it into a double-quoted attribute: percent-encoded where unsafe, `&` as a reference. */
function attributeUrl(url: string): string {
  return normalizeUri(url).replace(/&/g, '&#x26;');
}

/** The body with each placeholder replaced by what it stands for: in its HTML, or in a tree's HTML parts and string props. */
function fillPlaceholders<B extends PageBody>(body: B, urls: ReadonlyMap<string, string> | undefined): B {
  if (!urls) return body;
  const fill = (html: string) => html.replace(PLACEHOLDER, (placeholder) => urls.get(placeholder) ?? placeholder);
  if (typeof body === 'string') return fill(body) as B;
  // Walked without recursion, as JSX nests as deep as the author likes; the tree is the graph's own, filled in place.
  const stack: BodyNode[] = [...body.nodes];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (typeof node === 'string') continue;
    for (const [name, value] of Object.entries(node.props)) if (typeof value === 'string') node.props[name] = fill(value);
    if (node.type === 'html') node.html = fill(node.html);
    else stack.push(...node.children);
  }
  return body;
}

/**
 * A Markdown page of src/pages with its file references filled in: each file next to it that
 * `hashes` knows (by its path in the pages folder) copied as docs' are, any other reference as
 * written. Returns the body and the copies, site path → path in the pages folder.
 */
export function pageFileLinks<B extends PageBody>(body: B, pagePath: string, references: readonly FileReference[], hashes: ReadonlyMap<string, string>): { body: B; files: Map<string, string> } {
  const files = new Map<string, string>();
  if (references.length === 0) return { body, files };
  const dir = posix.dirname(pagePath);
  const urls = new Map<string, string>();
  for (const reference of references) {
    const path = posix.join(dir === '.' ? '' : dir, reference.path);
    const hash = reference.target === 'file' ? hashes.get(path) : undefined;
    if (hash === undefined) {
      urls.set(reference.placeholder, attributeUrl(reference.url));
      continue;
    }
    const copy = copiedPath(path, hash, reference.kind === 'image');
    files.set(copy, path);
    urls.set(reference.placeholder, attributeUrl(copy + reference.suffix));
  }
  return { body: fillPlaceholders(body, urls), files };
}

/** Puts what the placeholders stand for into the HTML of the docs, the posts (body and excerpt) and the home page. */
export function fillFileLinks(urls: ReadonlyMap<string, ReadonlyMap<string, string>>, root: string, graph: Pick<SiteGraph, 'docs' | 'blog' | 'home'>): void {
  if (urls.size === 0) return;
  const of = (source: string | undefined) => (source === undefined ? undefined : urls.get(join(root, source)));
  for (const section of graph.docs) {
    for (const version of section.versions) for (const doc of version.docs) doc.html = fillPlaceholders(doc.html, of(doc.source));
  }
  for (const post of graph.blog?.posts ?? []) {
    post.html = fillPlaceholders(post.html, of(post.source));
    post.excerptHtml = fillPlaceholders(post.excerptHtml, of(post.source));
  }
  graph.home.html = fillPlaceholders(graph.home.html, of(graph.home.source));
}
