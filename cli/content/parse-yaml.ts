import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import { trimTrailingSpaces } from './trim-spaces.ts';

export interface ParsedYaml {
  value?: unknown;
  /** Line (1-based, in the text) of each top-level key of a block mapping. */
  lines: Record<string, number>;
  error?: { message: string; line: number; column: number };
}

/**
 * sitegen's one YAML parser, for front matter and data files: js-yaml, as Docusaurus reads front
 * matter (through gray-matter), with YAML 1.2's core schema so that dates stay strings. Duplicate
 * keys are errors; aliases are shared, never expanded, so an alias bomb costs nothing.
 */
export function parseYaml(text: string): ParsedYaml {
  try {
    const value = load(text, { schema: CORE_SCHEMA });
    return { value, lines: isRecord(value) ? topLevelKeyLines(text, value) : {} };
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // An error found at the end of the text (an unclosed bracket) belongs to the last written line.
    const written = text.trimEnd().length;
    const at = Math.min(error.mark?.position ?? 0, Math.max(written - 1, 0));
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    return { lines: {}, error: { message: error.reason, line, column: at - before.lastIndexOf('\n') } };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A top-level key at the start of a line: double-quoted, single-quoted or plain, then `:` and a
 * space or the line's end. A plain key runs to the first such `:` and is trimmed after: no run of
 * characters has two places in the pattern, so a long line costs no backtracking.
 */
const KEY_LINE = /^(?:"((?:[^"\\]|\\.)*)"[ \t]*|'((?:[^']|'')*)'[ \t]*|((?:[^\s#'"[\]{},?&*!|>%@`-]|-[^\s#])(?:[^#:]|:(?![ \t]|$))*)):(?:[ \t]|$)/;
/**
 * The line of each top-level key of the parsed mapping, found where a line starts with it (after
 * indentation too in a flow mapping such as JSON, whose keys are indented).
 */
function topLevelKeyLines(text: string, value: Record<string, unknown>): Record<string, number> {
  const lines: Record<string, number> = {};
  const flow = text.trimStart().startsWith('{');
  text.split('\n').forEach((line, i) => {
    const match = KEY_LINE.exec(flow ? line.trimStart() : line);
    if (!match) return;
    const [, doubled, single, plain] = match;
    const key = doubled !== undefined ? unescapeDoubleQuoted(doubled) : single !== undefined ? single.replaceAll("''", "'") : trimTrailingSpaces(plain);
    if (Object.hasOwn(value, key) && !Object.hasOwn(lines, key)) lines[key] = i + 1;
  });
  return lines;
}

function unescapeDoubleQuoted(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}
