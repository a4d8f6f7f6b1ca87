import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../cli/content/parse-yaml.ts';
import { parseDataFile } from '../../../cli/content/data-file.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseYaml', () => {
  it('reads the core schema: dates and yes/no stay strings, as in YAML 1.2', () => {
    expect(parseYaml('date: 2024-01-15\nflag: yes\non: true\nn: 0x10\n').value).toEqual({ date: '2024-01-15', flag: 'yes', on: true, n: 16 });
  });

  it('finds the line of each top-level key, quoted or not, and not of nested ones', () => {
    const text = 'title: A\nnested:\n  title: inner\n"quoted key": 1\n\'single\'\'s\': 2\nplain key: 3\n';
    expect(parseYaml(text).lines).toEqual({ title: 1, nested: 2, 'quoted key': 4, "single's": 5, 'plain key': 6 });
  });

  it('finds the keys of a JSON data file, which are indented', () => {
    expect(parseYaml('{\n  "label": "Guides",\n  "position": 2\n}\n').lines).toEqual({ label: 2, position: 3 });
  });

  it('shares aliases instead of expanding them, so a billion laughs costs nothing', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 12; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`);
    const parsed = parseYaml(levels.join('\n'));
    expect(parsed.error).toBeUndefined();
    expect((parsed.value as Record<string, unknown[]>).l).toHaveLength(10);
  });
});

describe('parseDataFile', () => {
  it('reports invalid YAML with its line and column', () => {
    const parsed = parseDataFile(bytes('ann:\n  name: Ann\n  name: Bob\n'), 'authors.yml');
    expect(parsed.diagnostics).toEqual([expect.objectContaining({ code: 'InvalidDataFile', file: 'authors.yml', line: 3, message: 'Invalid YAML: duplicated mapping key' })]);
  });
});
