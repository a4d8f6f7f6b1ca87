import type { BodyNode, PageBody, SiteGraph } from './schema.ts';
import type { ContentLink } from '../content/collect-links.ts';

/**
 * A locale's absolute links to routes (`/docs/intro`) moved under its path (`/fr/docs/intro`), as
 * Docusaurus' base URL moves them: links to files (a dot in the last segment, such as
 * `/img/a.png`) and to the static folder stay, as the locales share them.
 */
export function localeLinker(route: (path: string) => string, staticFiles: ReadonlySet<string>, prefix: string): (url: string) => string {
  return (url) => {
    if (!/^\/(?!\/)/.test(url) || url.startsWith(prefix)) return url;
    const path = url.replace(/[?#].*$/, '');
    if (staticFiles.has(path) || /\.[^/]*$/.test(path)) return url;
    return route(path) + url.slice(path.length);
  };
}

/** The links the reference checks read, moved as the bodies' are. */
export function localizeContentLinks(links: readonly ContentLink[], link: (url: string) => string): ContentLink[] {
  return links.map((l) => (l.kind === 'link' ? { ...l, url: link(l.url) } : l));
}

const HREF = /(<a\b[^>]*?\shref=")([^"]*)(")/g;

/** Every body of the graph with its links moved (in place: the graph is this build's own). */
export function localizeBodies(graph: Pick<SiteGraph, 'docs' | 'blog' | 'home' | 'pages'>, link: (url: string) => string): void {
  const body = <B extends PageBody>(value: B): B => localizeBody(value, link);
  for (const section of graph.docs) for (const version of section.versions) for (const doc of version.docs) doc.html = body(doc.html);
  for (const post of graph.blog?.posts ?? []) {
    post.html = body(post.html);
    post.excerptHtml = body(post.excerptHtml);
  }
  graph.home.html = body(graph.home.html);
  for (const page of graph.pages) page.html = body(page.html);
}

/** The home page's hero actions and section links, moved. */
export function localizeHome(home: SiteGraph['home'], link: (url: string) => string): void {
  if (home.hero) home.hero.actions = home.hero.actions.map((action) => ({ ...action, to: link(action.to) }));
  home.sections = home.sections.map((section) => ({ ...section, items: section.items.map((item) => (item.to === undefined ? item : { ...item, to: link(item.to) })) }));
}

function localizeBody<B extends PageBody>(body: B, link: (url: string) => string): B {
  const html = (text: string) => text.replace(HREF, (_, open: string, url: string, close: string) => open + link(url) + close);
  if (typeof body === 'string') return html(body) as B;
  // Walked without recursion, as JSX nests as deep as the author likes.
  const stack: BodyNode[] = [...body.nodes];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (typeof node === 'string') continue;
    for (const name of ['href', 'to']) if (typeof node.props[name] === 'string') node.props[name] = link(node.props[name]);
    if (node.type === 'html') node.html = html(node.html);
    else stack.push(...node.children);
  }
  return body;
}
