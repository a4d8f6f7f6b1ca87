import { join, relative, sep } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageSource } from '../content/pages/load-pages.ts';
import type { MdxTree } from '../content/mdx/page-body.ts';
import { normalizePath } from '../../runtime/core/active.ts';
import type { PageFacts } from './docs-section.ts';
import type { Route, SitePage } from './schema.ts';
import { pageFileLinks } from './file-links.ts';

export interface BuiltPages {
  pages: SitePage[];
  routes: Route[];
  /** The Markdown pages' anchors and links, for the reference checks. */
  facts: PageFacts[];
  /** The files next to Markdown pages that they name, to copy: site path → absolute source. */
  files: Map<string, string>;
}

/** The module a React page is bundled as, the name its body's one component has: `@site/src/pages/about.tsx`. */
export function pageModule(source: string): string {
  return `@site/${source}`;
}

/**
 * The pages folder's pages as graph pages and routes. A React page's body is a tree of one
 * component, the page's own module: the bundle builds it for the server and as a chunk of its
 * own as it does the site's MDX components, and the browser hydrates it the same way.
 */
export function buildPages(sources: readonly PageSource[], options: { root: string; production: boolean; dir: string; hashes: ReadonlyMap<string, string> }): BuiltPages {
  const built: BuiltPages = { pages: [], routes: [], facts: [], files: new Map() };
  for (const page of sources) {
    const source = relative(options.root, page.file).split(sep).join('/');
    if (page.type === 'react') {
      const name = pageModule(source);
      const html: MdxTree = { type: 'mdx', nodes: [{ type: 'component', name, props: {}, children: [], at: { file: source, line: 1, column: 1 } }], components: [name] };
      built.pages.push({ path: page.route, source, type: 'react', title: '', description: '', html, toc: [], hideTableOfContents: true, unlisted: false });
    } else {
      const { md, frontMatter: fm } = page;
      if (options.production && fm.draft) continue;
      // Files next to the page are copied as docs' are; a link to a Markdown file stays as written.
      const linked = pageFileLinks(md.html, page.path, md.references, options.hashes);
      for (const [copy, path] of linked.files) built.files.set(copy, join(options.dir, path));
      built.pages.push({
        path: page.route,
        source,
        type: 'markdown',
        title: fm.title ?? md.contentTitle ?? '',
        description: fm.description ?? '',
        html: linked.body,
        toc: md.toc,
        hideTableOfContents: fm.hide_table_of_contents,
        ...(fm.wrapperClassName ? { wrapperClassName: fm.wrapperClassName } : {}),
        ...(md.contentTitle ? { heading: md.contentTitle } : {}),
        ...(fm.keywords ? { keywords: fm.keywords } : {}),
        ...(fm.image ? { image: fm.image } : {}),
        unlisted: fm.unlisted,
      });
      built.facts.push({ path: page.route, file: page.file, anchors: md.anchors, links: md.links, references: [] });
    }
  }
  built.routes = built.pages.map((page) => ({ kind: 'page', path: page.path, title: page.title, description: page.description, noindex: page.unlisted }));
  return built;
}

/**
 * A page whose route another page or route has: a `DuplicateRoute` error naming both files (or
 * the generated page it meets). `owner` names the file or page behind any other route.
 */
export function pageRouteConflicts(pages: readonly SitePage[], routes: readonly Route[], owner: (route: Route) => string, root: string): Diagnostic[] {
  // The owner is named only for a conflict: finding a route's file is a search of its section.
  const taken = new Map<string, Route | string>();
  for (const route of routes) if (route.kind !== 'page') taken.set(normalizePath(route.path), route);
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    const key = normalizePath(page.path);
    const other = taken.get(key);
    if (other) diagnostics.push(diagnostic('DuplicateRoute', `The route ${page.path} is claimed by two files: ${typeof other === 'string' ? other : owner(other)} and ${page.source}.`, { file: join(root, page.source) }));
    else taken.set(key, page.source);
  }
  return diagnostics;
}
