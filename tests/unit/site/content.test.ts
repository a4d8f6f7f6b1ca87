import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import { validate } from '../../../cli/api.ts';
import { parseDataFile } from '../../../cli/content/data-file.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter((w) => /\w/.test(w)).length;

/** The consultancy site's content meets the bar of its issue: real, specific, complete. */
describe('the consultancy site content', async () => {
  const loaded = await validate({ root: ROOT });
  const graph = loaded.result!.graph;
  const docs = graph.docs.flatMap((s) => s.versions[0].docs);
  const posts = graph.blog!.posts;

  it('validates with no diagnostics at all', () => {
    expect(loaded.diagnostics).toEqual([]);
  });

  it('has at least 250 words on every page and 600 in every post', () => {
    expect(docs.filter((d) => d.words < 250).map((d) => `${d.path}: ${d.words}`)).toEqual([]);
    expect(posts.filter((p) => words(String(p.html)) < 600).map((p) => p.permalink)).toEqual([]);
    expect(words(graph.home.html) + graph.home.sections.flatMap((s) => [s.intro ?? '', ...s.items.map((i) => i.description)]).join(' ').split(/\s+/).length).toBeGreaterThanOrEqual(250);
  });

  it('gives every page a TOC from h2/h3 headings', () => {
    expect(docs.filter((d) => d.toc.filter((t) => t.level === 2).length < 2).map((d) => d.path)).toEqual([]);
    expect(posts.filter((p) => p.toc.length < 3).map((p) => p.permalink)).toEqual([]);
  });

  it('has a truncate marker in every post, dates over 2023-2025 and code in the technical posts', () => {
    expect(posts.every((p) => p.hasTruncateMarker)).toBe(true);
    expect(new Set(posts.map((p) => p.date.slice(0, 4)))).toEqual(new Set(['2023', '2024', '2025']));
    const technical = ['managing-frappe-benches-on-kubernetes', 'scale-erpnext-custom-development-on-kubernetes', 'setup-erpnext-on-amazon-fargate', 'frappe-on-steroids-power-up-your-enterprise-apps'];
    for (const id of technical) expect(posts.find((p) => p.id === id)!.html, id).toContain('class="shiki');
    const all = posts.map((p) => p.html).join('\n');
    for (const lang of ['yaml', 'bash', 'dockerfile']) expect(all).toContain(`data-language="${lang}"`);
  });

  it('has at least two complete authors and described tags', async () => {
    expect(graph.blog!.authors.length).toBeGreaterThanOrEqual(2);
    for (const author of graph.blog!.authors) {
      expect(author.name && author.title && author.url && author.imageUrl, author.key).toBeTruthy();
    }
    expect(graph.blog!.tags.map((t) => t.key).sort()).toEqual(['erpnext', 'frappe', 'kubernetes']);
    expect(graph.blog!.tags.every((t) => (t.description ?? '').length > 20)).toBe(true);
    expect(parseDataFile(readFileSync(resolve(ROOT, 'content/blog/tags.yml')), 'tags.yml').diagnostics).toEqual([]);
  });

  it('marks legal pages as templates for counsel to review', () => {
    const legal = graph.docs.find((s) => s.id === 'legal')!.versions[0].docs;
    for (const doc of legal) expect(doc.html, doc.path).toMatch(/template to be reviewed by legal counsel/i);
  });

  it('writes no placeholder text and no config value literally', () => {
    const files = readdirSync(resolve(ROOT, 'content'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
    for (const file of files) {
      const text = readFileSync(resolve(ROOT, 'content', file), 'utf8');
      expect(text, file).not.toMatch(/lorem ipsum|coming soon|TODO/i);
      expect(text, file).not.toMatch(/\bAcme\b|support@example\.com|555 0100/);
    }
  });
});
