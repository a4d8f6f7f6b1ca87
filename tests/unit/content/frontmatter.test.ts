import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../cli/content/frontmatter.ts';

describe('front matter', () => {
  it('reads YAML with the line of each top-level key in the file', () => {
    const { value, diagnostics } = parseFrontMatter('title: "A: b"\ntags:\n  - x\n  - y\ndate: 2024-01-15\nn: 1.5', 'f.md', 2);
    expect(diagnostics).toEqual([]);
    expect(value).toEqual({ data: { title: 'A: b', tags: ['x', 'y'], date: '2024-01-15', n: 1.5 }, lines: { title: 2, tags: 3, date: 6, n: 7 } });
  });

  it('reports a duplicate key, an unclosed list and a non-mapping, with the file line', () => {
    expect(parseFrontMatter('title: one\ntitle: two', 'f.md', 2).diagnostics).toEqual([
      expect.objectContaining({ code: 'InvalidFrontMatterYaml', file: 'f.md', message: 'Invalid YAML front matter: duplicated mapping key', line: 3 }),
    ]);
    expect(parseFrontMatter('title: ok\ntags: [a, b\n', 'f.md', 2).diagnostics[0]).toMatchObject({ code: 'InvalidFrontMatterYaml', line: 3 });
    expect(parseFrontMatter('- a\n- b', 'f.md', 2).diagnostics[0]).toMatchObject({ code: 'InvalidFrontMatter', line: 2 });
  });
});
