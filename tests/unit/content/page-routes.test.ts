import { describe, expect, it } from 'vitest';
import { pageFiles, routeOf } from '../../../cli/content/pages/page-routes.ts';

describe("the pages folder's routes, as Docusaurus' pages plugin maps them (issue 19)", () => {
  it('maps index files to their folder and other files to their name', () => {
    expect(routeOf('index.tsx')).toBe('/');
    expect(routeOf('about.tsx')).toBe('/about');
    expect(routeOf('foo/index.jsx')).toBe('/foo');
    expect(routeOf('foo/bar.mdx')).toBe('/foo/bar');
    expect(routeOf('notes.md')).toBe('/notes');
    expect(routeOf('api.ts')).toBe('/api');
    expect(routeOf('indexing.js')).toBe('/indexing');
  });

  it('leaves out _ files and folders, tests, __tests__, type declarations and other files', () => {
    const paths = ['_hidden.tsx', '_parts/Hero.tsx', 'a/_b/c.tsx', 'about.test.tsx', 'about.spec.ts', '__tests__/x.tsx', 'types.d.ts', 'styles.module.css', 'img.png', 'about.tsx', 'notes.md'];
    expect(pageFiles(paths)).toEqual([
      { path: 'about.tsx', route: '/about', type: 'react' },
      { path: 'notes.md', route: '/notes', type: 'markdown' },
    ]);
  });
});
