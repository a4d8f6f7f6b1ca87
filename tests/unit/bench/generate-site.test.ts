import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { generateSite, MINIMAL_CONFIG, type GeneratedFile } from '../../../bench/generate-site.ts';
import { planSite } from '../../../bench/generator/plan.ts';
import { AUTHORS, SECTIONS, TAGS } from '../../../bench/generator/vocabulary.ts';

const files = (pages: number, seed?: number): GeneratedFile[] => [...generateSite({ pages, seed })];
const digest = (all: GeneratedFile[]) => createHash('sha256').update(all.map((f) => `${f.path}\0${f.contents}\0`).join('')).digest('hex');
const markdown = (all: GeneratedFile[]) => all.filter((f) => f.path.endsWith('.md'));

describe('bench site generator', () => {
  it('writes the same bytes for the same seed and other bytes for another seed', () => {
    expect(digest(files(120, 3))).toBe(digest(files(120, 3)));
    expect(digest(files(120, 3))).not.toBe(digest(files(120, 4)));
  });

  it.each([50, 1000])('writes %i Markdown pages: 30 percent docs in four sections, the rest blog posts', (pages) => {
    const all = markdown(files(pages));
    expect(all).toHaveLength(pages);
    const docs = all.filter((f) => !f.path.startsWith('content/blog/'));
    expect(docs).toHaveLength(Math.round(pages * 0.3));
    expect(new Set(docs.map((f) => f.path.split('/')[1]))).toEqual(new Set(SECTIONS));
    const posts = all.filter((f) => f.path.startsWith('content/blog/'));
    expect(posts).toHaveLength(pages - docs.length);
    for (const post of posts) expect(post.path).toMatch(/^content\/blog\/\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md$/);
  });

  it('nests docs two to three folders deep, each folder with an index and a _category_.yml', () => {
    const all = files(1000);
    const paths = new Set(all.map((f) => f.path));
    const docs = markdown(all).filter((f) => !f.path.startsWith('content/blog/'));
    const depths = docs.map((f) => f.path.split('/').length - 3);
    expect(Math.max(...depths)).toBe(3);
    for (const section of SECTIONS) expect(paths.has(`content/${section}/index.md`)).toBe(true);
    const folders = new Set(docs.map((f) => f.path.slice(0, f.path.lastIndexOf('/'))).filter((d) => d.split('/').length > 2));
    for (const folder of folders) {
      expect(paths.has(`${folder}/index.md`)).toBe(true);
      expect(all.find((f) => f.path === `${folder}/_category_.yml`)?.contents).toMatch(/^label: ".+"\nposition: \d+\n$/);
    }
  });

  it('writes the minimal config, five authors and twelve tags', () => {
    const all = files(50);
    expect(all.find((f) => f.path === 'site.config.ts')?.contents).toBe(MINIMAL_CONFIG);
    const authors = all.find((f) => f.path === 'content/blog/authors.yml')!.contents;
    expect(authors.match(/^\S+:$/gm)).toEqual(AUTHORS.map((a) => `${a.key}:`));
    const tags = all.find((f) => f.path === 'content/blog/tags.yml')!.contents;
    expect(tags.match(/^\S+:$/gm)).toHaveLength(12);
    expect(tags).toContain('release:\n  label: Release\n  permalink: /release\n');
    expect(TAGS).toHaveLength(12);
  });

  it('gives every page about 800 words, headings, a list, a table and a code block', () => {
    for (const page of markdown(files(50))) {
      const body = page.contents.replace(/^---\n[\s\S]*?\n---\n/, '');
      const words = body.replace(/```[\s\S]*?```/g, '').replace(/\([^)]*\)|[|#*`\-[\]]|\d+\./g, ' ').split(/\s+/).filter((w) => /[a-z]/i.test(w));
      expect(words.length).toBeGreaterThan(700);
      expect(words.length).toBeLessThan(950);
      expect(body.match(/^## /gm)).toHaveLength(4);
      expect(body.match(/^### /gm)).toHaveLength(8);
      expect(body).toMatch(/^(- |1\. )/m);
      expect(body).toContain('| Option | Default | Description |');
      expect(body).toMatch(/^```(ts|bash|yaml)$/m);
    }
  });

  it('links only to planned routes and to headings those pages have', () => {
    const plan = planSite({ pages: 300, seed: 7 });
    const anchors = new Map(plan.pages.map((p) => [p.route, new Set(p.headings.map((h) => h.slug))]));
    let checked = 0;
    for (const page of markdown(files(300))) {
      for (const [, route, anchor] of page.contents.matchAll(/\]\((\/[^)#]*)(?:#([^)]*))?\)/g)) {
        expect(anchors.has(route), `${page.path} → ${route}`).toBe(true);
        if (anchor) expect(anchors.get(route)!.has(anchor), `${page.path} → ${route}#${anchor}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(300 * 3);
  });

  it('marks the excerpt of posts and gives each post known authors and tags', () => {
    const keys = new Set<string>(AUTHORS.map((a) => a.key));
    for (const post of markdown(files(50)).filter((f) => f.path.startsWith('content/blog/'))) {
      expect(post.contents).toContain('\n<!-- truncate -->\n');
      const authors = /^authors: \[(.+)\]$/m.exec(post.contents)![1].split(', ');
      for (const author of authors) expect(keys.has(author)).toBe(true);
      const tags = /^tags: \[(.+)\]$/m.exec(post.contents)![1].split(', ');
      for (const tag of tags) expect(TAGS).toContain(tag);
    }
  });
});
