import { parseDocument, LineCounter } from 'yaml';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourceBytes } from '../files/site-files.ts';
import { sourceText } from './decode-source.ts';

/** Parses a YAML (or JSON, a subset of YAML) data file such as authors.yml or _category_.json. */
export function parseDataFile(source: SourceBytes | undefined, file: string): { value?: unknown; lines: Record<string, number>; diagnostics: Diagnostic[] } {
  const decoded = sourceText(source, file);
  if (decoded.text === undefined) return { lines: {}, diagnostics: decoded.diagnostics.filter((d) => d.code !== 'EmptyFile') };
  const lineCounter = new LineCounter();
  const doc = parseDocument(decoded.text, { lineCounter, prettyErrors: false });
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
