import { createHash } from 'node:crypto';
import type { Html, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { MARKDOWN_FILE } from '../files/site-files.ts';
import { EXTERNAL_URL, safeDecode } from './collect-links.ts';

/**
 * A URL in the Markdown that names a file of the content folder rather than a route: another
 * Markdown file (`./install.md#steps`), or a file next to the page (`./img/a.png`). Where it
 * leads is known only once every page has its route and every file its hash (the graph stage),
 * so the HTML holds `placeholder` in its place until then.
 */
export interface FileReference {
  placeholder: string;
  /** The URL as written. */
  url: string;
  /** The file it names, decoded and without query or hash, as written (relative, or from a root when it starts with `/`). */
  path: string;
  /** The query and hash after the path (`#steps`), kept on the resolved URL. */
  suffix: string;
  target: 'markdown' | 'file';
  /** A Markdown link or definition, a Markdown image, or an attribute of raw HTML (`<img src>`). */
  kind: 'link' | 'image' | 'html';
  line?: number;
  column?: number;
}

/** A placeholder in a page's HTML, as `remarkFileReferences` makes them. */
export const PLACEHOLDER = /sitegen-ref:[0-9a-f]{8}\.\d+/g;

/** Raw HTML elements whose attribute names a file to copy: `src` of media, `href` of a link. */
const RAW_TAG = /<(img|source|video|audio|track|a)\b[^>]*>/gi;
const HAS_RAW_TAG = /<(?:img|source|video|audio|track|a)\b/i;
const RAW_ATTRIBUTE = /(\s(src|href)\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
/** A file name with an extension that is not a page's (`a.png`, `guide.pdf`), as Docusaurus tells a file from a route. */
const FILE_EXTENSION = /\.[^./]+$/;
const PAGE_EXTENSION = /\.html?$/i;

/**
 * Replaces each URL that names a content file (Markdown links, images and definitions, and
 * `src`/`href` of media and links in raw HTML) by a placeholder, recording it in
 * `file.data.references` with its line. Placeholders are unique to the file and its text, so no
 * text of any page can hold one by chance.
 */
export default function remarkFileReferences() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const references: FileReference[] = [];
    let prefix: string | undefined;
    const add = (reference: Omit<FileReference, 'placeholder'>): string => {
      prefix ??= `sitegen-ref:${createHash('sha1').update(`${file.path}\0${source}`).digest('hex').slice(0, 8)}.`;
      const placeholder = `${prefix}${references.length}`;
      references.push({ placeholder, ...reference });
      return placeholder;
    };
    // Where the last raw HTML was found in the source, for trees without its positions (markdown-it's).
    let searched = 0;
    const stack: Nodes[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const kind = node.type === 'image' ? 'image' : 'link';
        const named = namedFile(node.url, kind);
        if (named) node.url = add({ url: node.url, ...named, kind, line: node.position?.start.line, column: node.position?.start.column });
      } else if (node.type === 'html' && HAS_RAW_TAG.test(node.value)) {
        let line = node.position?.start.line;
        const found = line === undefined ? source.indexOf(node.value, searched) : -1;
        if (found >= 0) [line, searched] = [1 + countLines(source, found), found + node.value.length];
        rawReferences(node, line, add);
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && typeof node.data?.hName === 'string') {
        // An MDX element made HTML (mdx/remark-mdx-static.ts): `<img src="./a.png">` as raw HTML's.
        const tag = node.data.hName;
        const properties = node.data.hProperties ?? {};
        const attribute = tag === 'a' ? 'href' : 'src';
        const url = properties[attribute];
        const named = HAS_RAW_TAG.test(`<${tag}`) && typeof url === 'string' ? namedFile(url, 'html') : undefined;
        if (named) properties[attribute] = add({ url: url as string, ...named, kind: 'html', line: node.position?.start.line, column: node.position?.start.column });
      }
      if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
    if (references.length > 0) file.data.references = references;
  };
}

/** The file a URL names, if it names one: any Markdown file, or a relative path to a file (any path, for an image). */
function namedFile(url: string, kind: FileReference['kind']): Pick<FileReference, 'path' | 'suffix' | 'target'> | undefined {
  if (url === '' || url.startsWith('#') || url.startsWith('?') || EXTERNAL_URL.test(url)) return undefined;
  const end = url.search(/[?#]/);
  const path = safeDecode(end < 0 ? url : url.slice(0, end));
  const suffix = end < 0 ? '' : url.slice(end);
  if (MARKDOWN_FILE.test(path)) return kind === 'html' ? undefined : { path, suffix, target: 'markdown' };
  // A site path names a route or a file of the static folder: the link check's.
  if (path.startsWith('/') || path.endsWith('/')) return undefined;
  if (kind === 'image' || (FILE_EXTENSION.test(path) && !PAGE_EXTENSION.test(path))) return { path, suffix, target: 'file' };
  return undefined;
}

/** The references in the attributes of raw HTML starting at line `start`, replaced by their placeholders. */
function rawReferences(node: Html, start: number | undefined, add: (reference: Omit<FileReference, 'placeholder'>) => string): void {
  node.value = node.value.replace(RAW_TAG, (tag: string, name: string, offset: number) =>
    tag.replace(RAW_ATTRIBUTE, (whole: string, before: string, attribute: string, double?: string, single?: string, bare?: string) => {
      if ((attribute.toLowerCase() === 'href') !== (name.toLowerCase() === 'a')) return whole;
      const url = (double ?? single ?? bare ?? '').replace(/&amp;/g, '&');
      const named = namedFile(url, 'html');
      if (!named) return whole;
      const line = start === undefined ? undefined : start + countLines(node.value, offset);
      return `${before}"${add({ url, ...named, kind: 'html', line })}"`;
    }),
  );
}

function countLines(text: string, end: number): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

declare module 'vfile' {
  interface DataMap {
    references: FileReference[];
  }
}
