/** A file under src/pages that is a page: its path there (posix), its route, and how it is written. */
export interface PageFile {
  /** Relative to the pages folder, posix: `about.tsx`, `foo/index.mdx`. */
  path: string;
  /** The route, as Docusaurus' pages plugin maps it: `/about`, `/foo`, `/`. */
  route: string;
  type: 'react' | 'markdown';
}

const PAGE_EXTENSION = /\.(?:[jt]sx?|mdx?)$/;
const MARKDOWN = /\.mdx?$/;
// Docusaurus' default `exclude` for the pages plugin: `_` files and folders, tests, __tests__.
const EXCLUDED_SEGMENT = /^_/;
const TEST_FILE = /\.(?:test|spec)\.[jt]sx?$/;
const TYPES_FILE = /\.d\.ts$/;

/** Which of the pages folder's files are pages, and their routes, sorted by file. */
export function pageFiles(paths: readonly string[]): PageFile[] {
  return paths
    .filter(isPageFile)
    .sort()
    .map((path) => ({ path, route: routeOf(path), type: MARKDOWN.test(path) ? 'markdown' : 'react' }));
}

export function isPageFile(path: string): boolean {
  const segments = path.split('/');
  return PAGE_EXTENSION.test(path) && !TYPES_FILE.test(path) && !TEST_FILE.test(path) && !segments.some((s) => EXCLUDED_SEGMENT.test(s));
}

/** `index.tsx` → `/`, `about.md` → `/about`, `foo/index.jsx` → `/foo`. */
export function routeOf(path: string): string {
  const withoutExtension = path.replace(PAGE_EXTENSION, '');
  const route = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return `/${route}`;
}
