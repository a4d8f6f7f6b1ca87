import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { parseYaml } from '../content/parse-yaml.ts';

/** One entry of Docusaurus' `i18n/<locale>/code.json`. */
export interface CodeJsonEntry {
  message: string;
  description?: string;
}

export type CodeJson = Record<string, CodeJsonEntry>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a code.json as Docusaurus writes it, `{ "<id>": { "message": "…", "description": "…" } }`.
 * Every entry that is not so is reported at its line; the others still count.
 */
export function parseCodeJson(text: string, file: string): StageResult<CodeJson> {
  const parsed = parseYaml(text);
  if (parsed.error) {
    const { message, line, column } = parsed.error;
    return { value: {}, diagnostics: [diagnostic('InvalidCodeJson', `This code.json is not valid JSON: ${message}`, { file, line, column })] };
  }
  if (!isRecord(parsed.value)) {
    return { value: {}, diagnostics: [diagnostic('InvalidCodeJson', 'A code.json holds one JSON object, of string ids.', { file, line: 1 })] };
  }
  const value: CodeJson = {};
  const diagnostics: Diagnostic[] = [];
  for (const [id, entry] of Object.entries(parsed.value)) {
    const message = isRecord(entry) ? entry.message : undefined;
    const description = isRecord(entry) ? entry.description : undefined;
    if (typeof message !== 'string' || (description !== undefined && typeof description !== 'string')) {
      diagnostics.push(diagnostic('InvalidCodeJson', `The entry "${id}" must be { "message": "…" } with a text message (and an optional text description).`, { file, line: parsed.lines[id] }));
      continue;
    }
    value[id] = description === undefined ? { message } : { message, description };
  }
  return { value, diagnostics };
}

/** code.json's text as Docusaurus writes it: two-space indents, ids sorted, a final newline. */
export function formatCodeJson(entries: CodeJson): string {
  const sorted = Object.fromEntries(Object.keys(entries).sort().map((id) => [id, entries[id]]));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
