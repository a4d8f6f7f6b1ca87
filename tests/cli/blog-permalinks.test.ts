import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen } from '../support/fixture.ts';

interface GraphPost {
  permalink: string;
  title: string;
  date: string;
}

describe('blog permalinks, as Docusaurus makes them', () => {
  const root = fixtureSite('blog-permalinks');
  const run = sitegen(['graph', '--root', root], { cwd: root });
  const posts = new Map((JSON.parse(run.stdout) as { blog: { posts: GraphPost[] } }).blog.posts.map((p) => [p.title, p]));
  const permalink = (title: string) => posts.get(title)?.permalink;

  it('builds the graph without diagnostics', () => {
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('puts the date of a YYYY-MM-DD-name file or folder into the route', () => {
    expect(permalink('A dated file')).toBe('/blog/2024/01/05/dated-file');
    expect(permalink('A dated folder')).toBe('/blog/2024/02/10/folder-post');
    expect(posts.get('A dated folder')!.date).toBe('2024-02-10T00:00:00.000Z');
  });

  it('reads a date from YYYY/MM/DD folders', () => {
    expect(permalink('Dated by folders')).toBe('/blog/2024/03/15/nested-date');
    expect(posts.get('Dated by folders')!.date).toBe('2024-03-15T00:00:00.000Z');
  });

  it('takes a relative or absolute slug under the blog path', () => {
    expect(permalink('A relative slug')).toBe('/blog/custom/path');
    expect(permalink('An absolute slug')).toBe('/blog/absolute');
  });

  it('lets the front matter date win over the file name, keeping the route the file name gives', () => {
    expect(posts.get('A date in front matter')).toMatchObject({ permalink: '/blog/2024/06/01/front-date', date: '2024-07-04T00:00:00.000Z' });
  });

  it('names an undated post by its path in the blog folder', () => {
    expect(permalink('Undated')).toBe('/blog/notes/undated');
  });

  it('writes each post at its route', () => {
    const out = join(root, 'dist');
    const build = sitegen(['build', '--root', root], { cwd: root });
    expect(build.status).toBe(0);
    for (const route of ['2024/01/05/dated-file', '2024/02/10/folder-post', '2024/03/15/nested-date', 'custom/path', 'absolute', 'notes/undated']) {
      expect(readFileSync(join(out, 'blog', route, 'index.html'), 'utf8')).toContain('<article');
    }
  });
});
