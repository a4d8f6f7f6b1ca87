import { parseDocument, LineCounter } from 'yaml';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { readSource } from './read-source.ts';

/** Reads a YAML (or JSON, a subset of YAML) data file such as authors.yml or _category_.json. */
export function readDataFile(file: string): { value?: unknown; lines: Record<string, number>; diagnostics: Diagnostic[] } {
  const source = readSource(file);
  if (source.text === undefined) return { lines: {}, diagnostics: source.diagnostics.filter((d) => d.code !== 'EmptyFile') };
  const lineCounter = new LineCounter();
  const doc = parseDocument(source.text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    return {
      lines: {},
      diagnostics: doc.errors.map((e) =>
        diagnostic('InvalidDataFile', `Invalid YAML: ${e.message.split('\n')[0]}`, {
          file,
          line: e.linePos?.[0].line,
          column: e.linePos?.[0].col,
        }),
      ),
    };
  }
  const lines: Record<string, number> = {};
  const contents = doc.contents as { items?: Array<{ key?: { value?: unknown; range?: [number, number, number] } }> } | null;
  for (const pair of contents?.items ?? []) {
    if (pair.key?.range) lines[String(pair.key.value)] = lineCounter.linePos(pair.key.range[0]).line;
  }
  try {
    return { value: doc.toJS({ maxAliasCount: 100 }), lines, diagnostics: [] };
  } catch (error) {
    return { lines, diagnostics: [diagnostic('InvalidDataFile', `Invalid YAML: ${(error as Error).message}`, { file, line: 1 })] };
  }
}
