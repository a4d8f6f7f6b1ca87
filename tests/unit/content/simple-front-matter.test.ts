import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseSimpleFrontMatter } from '../../../cli/content/simple-front-matter.ts';
import { parseFrontMatter, parseYamlFrontMatter } from '../../../cli/content/frontmatter.ts';
import { generateSite } from '../../../bench/generate-site.ts';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---(?:\n|$)/;

function frontMatters(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => FRONT_MATTER.exec(readFileSync(join(e.parentPath, e.name), 'utf8'))?.[1])
    .filter((yaml): yaml is string => yaml !== undefined);
}

/** The fast path must give exactly what `yaml` gives, or decline. */
function agrees(yaml: string): boolean {
  const simple = parseSimpleFrontMatter(yaml, 2);
  if (!simple) return false;
  expect(parseYamlFrontMatter(yaml, 'f.md', 2)).toEqual({ value: simple, diagnostics: [] });
  return true;
}

describe('simple front matter', () => {
  it('is what yaml reads, on every file of this repository and of a generated site, most of them taken', () => {
    const generated = [...generateSite({ pages: 200, seed: 5 })].filter((f) => f.path.endsWith('.md')).map((f) => FRONT_MATTER.exec(f.contents)?.[1] ?? '');
    const all = [...frontMatters('content'), ...frontMatters('tests/fixtures'), ...generated].filter(Boolean);
    expect(all.length).toBeGreaterThan(240);
    const taken = all.filter(agrees).length;
    expect(taken / all.length).toBeGreaterThan(0.9);
  });

  it('declines what it does not read exactly, and yaml then reports or reads it', () => {
    for (const yaml of [
      'title: a: b',
      'title: x # comment',
      'tags:\n  - a\n  - b',
      'title: "esc\\"aped"',
      'n: 1.5',
      'n: -3',
      'n: 0x1F',
      'd: 2024-01-15T10:00:00Z',
      'title: one\ntitle: two',
      'list: [a, [b]]',
      'list: ["a, b"]',
      'list: [a,,b]',
      'text: |\n  block',
      'ref: *anchor',
      '  indented: x',
      'true: x',
      '__proto__: x',
      'key:value',
      '',
    ]) {
      expect(parseSimpleFrontMatter(yaml, 2), yaml).toBeUndefined();
    }
    expect(parseFrontMatter('title: one\ntitle: two', 'f.md', 2).diagnostics[0].code).toBe('InvalidFrontMatterYaml');
  });

  it('is what yaml reads on generated front matter whenever it takes it', () => {
    const word = fc.constantFrom('Title', 'x', 'yes', 'no', 'on', 'null', 'Null', '~', 'true', 'FALSE', 'True', '007', '42', '1.0', '2024-01-15', '.hidden', 'C#', 'a #b', 'a:b', 'a: b', 'end:', '[x]', 'é ü', '-1', '- a', '"q"', "'it''s'", '""', "''", '"a\'b"', '{a}', 'a, b', '@at', '`tick`', '%p', '!tag', '&anc', '*ref', '|', '>', '?', 'x  y', ' lead', 'trail ');
    const value = fc.oneof(
      fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      fc.array(word, { minLength: 0, maxLength: 3 }).map((w) => `[${w.join(', ')}]`),
      fc.constant(''),
    );
    const key = fc.constantFrom('title', 'description', 'tags', 'sidebar_position', 'slug', 'draft', 'date', 'author-name', '_x', 'on', 'null');
    const line = fc.oneof(fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`), fc.constantFrom('# a comment', '', 'x:', '  nested: 1'));
    let taken = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        if (agrees(lines.join('\n'))) taken++;
      }),
      { numRuns: 3000 },
    );
    expect(taken).toBeGreaterThan(100);
  });
});
