import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourceBytes } from '../files/site-files.ts';
import { sourceText } from './decode-source.ts';
import { parseYaml } from './parse-yaml.ts';

/** Parses a YAML (or JSON, a subset of YAML) data file such as authors.yml or _category_.json. */
export function parseDataFile(source: SourceBytes | undefined, file: string): { value?: unknown; lines: Record<string, number>; diagnostics: Diagnostic[] } {
  const decoded = sourceText(source, file);
  if (decoded.text === undefined) return { lines: {}, diagnostics: decoded.diagnostics.filter((d) => d.code !== 'EmptyFile') };
  const parsed = parseYaml(decoded.text);
  if (parsed.error) {
    const { message, line, column } = parsed.error;
    return { lines: {}, diagnostics: [diagnostic('InvalidDataFile', `Invalid YAML: ${message}`, { file, line, column })] };
  }
  return { value: parsed.value, lines: parsed.lines, diagnostics: [] };
}
