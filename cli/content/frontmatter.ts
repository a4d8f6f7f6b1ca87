import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseYaml } from './parse-yaml.ts';

export interface FrontMatter {
  data: Record<string, unknown>;
  /** Line of each top-level key in the file, for diagnostics. */
  lines: Record<string, number>;
}

/**
 * Parses the YAML between the `---` lines. `firstLine` is the file line of the YAML's first line,
 * so positions point into the Markdown file, not into the YAML snippet.
 */
export function parseFrontMatter(yaml: string, file: string, firstLine: number): { value: FrontMatter; diagnostics: Diagnostic[] } {
  const parsed = parseYaml(yaml);
  const empty = { value: { data: {}, lines: {} }, diagnostics: [] as Diagnostic[] };
  if (parsed.error) {
    const { message, line, column } = parsed.error;
    empty.diagnostics.push(diagnostic('InvalidFrontMatterYaml', `Invalid YAML front matter: ${message}`, { file, line: line + firstLine - 1, column }));
    return empty;
  }
  const data = parsed.value;
  if (data === null || data === undefined) return empty;
  if (typeof data !== 'object' || Array.isArray(data)) {
    empty.diagnostics.push(diagnostic('InvalidFrontMatter', 'Front matter must be a mapping of `key: value` lines.', { file, line: firstLine }));
    return empty;
  }
  const lines = Object.fromEntries(Object.entries(parsed.lines).map(([key, line]) => [key, line + firstLine - 1]));
  return { value: { data: data as Record<string, unknown>, lines }, diagnostics: [] };
}
