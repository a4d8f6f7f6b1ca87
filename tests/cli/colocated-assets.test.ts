import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen, type JsonDiagnostic } from '../support/fixture.ts';

const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);

describe('files next to the docs and posts, copied under content-hashed names', () => {
  const root = fixtureSite('colocated-assets');
  const run = sitegen(['build', '--root', root], { cwd: root });
  const dist = join(root, 'dist');
  const read = (path: string) => readFileSync(join(dist, path), 'utf8');
  const docs = join(root, 'content/docs');
  const diagram = `/assets/images/diagram-${hash(join(docs, 'assets/diagram.png'))}.png`;
  const image = `/assets/images/a-${hash(join(docs, 'img/a.png'))}.png`;
  const guide = `/assets/files/guide-${hash(join(docs, 'files/guide.pdf'))}.pdf`;
  const banner = `/assets/images/banner-${hash(join(root, 'content/blog/2024-02-10-folder-post/banner.svg'))}.svg`;

  it('builds without diagnostics', () => {
    expect(run.stderr).not.toMatch(/error|warning/);
    expect(run.status).toBe(0);
  });

  it('copies each file a page names once, with its bytes, and no other', () => {
    for (const [copy, source] of [
      [diagram, 'content/docs/assets/diagram.png'],
      [image, 'content/docs/img/a.png'],
      [guide, 'content/docs/files/guide.pdf'],
      [banner, 'content/blog/2024-02-10-folder-post/banner.svg'],
    ]) {
      expect(readFileSync(join(dist, copy)).equals(readFileSync(join(root, source))), copy).toBe(true);
    }
    expect(readdirSync(join(dist, 'assets/images')).sort()).toEqual([image, banner, diagram].map((p) => p.slice('/assets/images/'.length)).sort());
    expect(readdirSync(join(dist, 'assets/files'))).toEqual([guide.slice('/assets/files/'.length)]);
  });

  it('rewrites Markdown images, links with their hash, and src in raw HTML', () => {
    const html = read('docs/index.html');
    expect(html).toContain(`<img src="${diagram}" alt="A diagram">`);
    expect(html).toContain(`<img src="${image}" alt="An image from a folder">`);
    expect(html).toContain(`<a href="${guide}">Download the guide</a>`);
    expect(html).toContain(`<a href="${guide}#page=2">its second page</a>`);
    expect(html).toContain(`<img src="${diagram}" alt="The diagram again, in raw HTML">`);
    expect(read('docs/nested/page/index.html')).toContain(`<img src="${diagram}" alt="The same diagram">`);
  });

  it("rewrites a post's file in the post, its excerpt in the list and the feed", () => {
    expect(read('blog/2024/02/10/folder-post/index.html')).toContain(`<img src="${banner}" alt="Banner">`);
    expect(read('blog/index.html')).toContain(`<img src="${banner}" alt="Banner">`);
    expect(read('blog/rss.xml')).toContain(banner);
  });

  it('reports a missing image or raw HTML file as an error at its line, and a missing linked file as a broken link', () => {
    writeFileSync(join(docs, 'missing.md'), '# Missing\n\n![A missing image](./nope.png)\n\nText.\n\n<p>\n  <img src="./gone.png" alt="">\n</p>\n\n[A missing download](./nope.pdf)\n');
    const failed = sitegen(['validate', '--root', root, '--json'], { cwd: root });
    expect(failed.status).toBe(1);
    const diagnostics = JSON.parse(failed.stdout) as JsonDiagnostic[];
    expect(diagnostics.map((d) => [d.severity, d.code, `${d.file}:${d.line}`, d.message])).toEqual([
      ['error', 'MissingFile', 'content/docs/missing.md:3', 'The image "./nope.png" names docs/nope.png, which does not exist.'],
      ['error', 'MissingFile', 'content/docs/missing.md:8', 'The HTML attribute "./gone.png" names docs/gone.png, which does not exist.'],
      ['error', 'BrokenLink', 'content/docs/missing.md:11', 'The link "./nope.pdf" links to /docs/nope.pdf, which is not a route or a static file.'],
    ]);
    expect(diagnostics[0].hint).toContain('next to the Markdown file');
    expect(existsSync(join(dist, diagram))).toBe(true);
  });
});
