import type { FrontMatter } from './frontmatter.ts';

/**
 * Front matter as the `yaml` package reads it (YAML 1.2, core schema), for the common shape only:
 * one `key: value` per line, each value a plain or quoted string, an integer, a boolean, null, or
 * a one-line list of those. Anything else (nesting, block scalars, anchors, escapes, floats,
 * comments after a value, a duplicate key) returns undefined, for `yaml` to parse and to report.
 * Most pages' front matter has this shape, and `yaml`, exact and general, costs a build a
 * quarter of a millisecond per page. tests/unit/content/simple-front-matter.test.ts compares
 * the two on every file of this repository, on generated sites, and on generated front matter.
 */
export function parseSimpleFrontMatter(yaml: string, firstLine: number): FrontMatter | undefined {
  const data: Record<string, unknown> = {};
  const lines: Record<string, number> = {};
  const rows = yaml.split('\n');
  let keys = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row.trim() === '' || row.startsWith('#')) continue;
    const match = KEY_VALUE.exec(row);
    if (!match) return undefined;
    const [, key, raw = ''] = match;
    if (Object.hasOwn(data, key) || RESERVED_KEY.test(key)) return undefined;
    const text = raw.trimEnd();
    let value: unknown;
    if (text === '') {
      // `key:` alone may open a nested block on the next lines.
      if (rows.slice(i + 1).some((next) => /^[ \t-]/.test(next) && next.trim() !== '')) return undefined;
      value = null;
    } else if (text.startsWith('[')) value = flowList(text);
    else value = scalar(text);
    if (value === undefined) return undefined;
    data[key] = value;
    lines[key] = firstLine + i;
    keys++;
  }
  return keys > 0 ? { data, lines } : undefined;
}

// A key at the start of the line, a colon, then nothing or a space and the value.
const KEY_VALUE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/;
// Keys `yaml` reads as something other than their text, or that an object cannot simply hold.
const RESERVED_KEY = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|__proto__)$/;
// A plain scalar may not start with an indicator, nor hold `: `, ` #` or a tab.
const PLAIN = /^(?![-?:,[\]{}#&*!|>'"%@`])[^\t]*$/;
const NUMBERISH = /^[-+.]?[0-9.]/;

function scalar(text: string): unknown {
  if (text.startsWith('"')) return doubleQuoted(text);
  if (text.startsWith("'")) return singleQuoted(text);
  if (!PLAIN.test(text) || text.includes(': ') || text.includes(' #') || text.endsWith(':')) return undefined;
  if (/^(?:~|null|Null|NULL)$/.test(text)) return null;
  if (/^(?:true|True|TRUE)$/.test(text)) return true;
  if (/^(?:false|False|FALSE)$/.test(text)) return false;
  if (/^[0-9]{1,15}$/.test(text)) return Number(text);
  // Floats, octal and hexadecimal integers, signed numbers, .inf and .nan: left to `yaml`.
  if (NUMBERISH.test(text) && !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text)) return undefined;
  return text;
}

function doubleQuoted(text: string): string | undefined {
  const inner = text.slice(1, -1);
  // Escapes are left to `yaml`.
  if (text.length < 2 || !text.endsWith('"') || inner.includes('"') || inner.includes('\\')) return undefined;
  return inner;
}

function singleQuoted(text: string): string | undefined {
  const inner = text.slice(1, -1);
  if (text.length < 2 || !text.endsWith("'") || inner.replaceAll("''", '').includes("'")) return undefined;
  return inner.replaceAll("''", "'");
}

/** `[a, "b", 3]`: its items, each a scalar as above; undefined for anything nested or odd. */
function flowList(text: string): unknown[] | undefined {
  if (!text.endsWith(']')) return undefined;
  const inner = text.slice(1, -1);
  if (/[[\]{}]/.test(inner)) return undefined;
  if (inner.trim() === '') return [];
  const items: unknown[] = [];
  for (const part of inner.split(',')) {
    const item = part.trim();
    // An empty item (`[a,,b]`, a trailing comma) and quotes holding a comma are left to `yaml`.
    if (item === '' || /^["'].*[^"']$|^[^"'].*["']$/.test(item)) return undefined;
    const value = scalar(item);
    if (value === undefined || item.includes(':')) return undefined;
    items.push(value);
  }
  return items;
}
