import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';

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
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const empty = { value: { data: {}, lines: {} }, diagnostics: [] as Diagnostic[] };
  if (doc.errors.length > 0) {
    empty.diagnostics = doc.errors.map((error) => {
      // An error found at the end of the text (an unclosed bracket) belongs to the last written line.
      const offset = yaml.slice(0, error.pos[0]).trimEnd().length;
      const pos = lineCounter.linePos(Math.min(error.pos[0], Math.max(offset - 1, 0)));
      return diagnostic('InvalidFrontMatterYaml', `Invalid YAML front matter: ${firstSentence(error.message)}`, {
        file,
        line: pos.line + firstLine - 1,
        column: pos.col,
      });
    });
    return empty;
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // Unresolved aliases and alias bombs only surface when the document is converted.
    empty.diagnostics.push(
      diagnostic('InvalidFrontMatterYaml', `Invalid YAML front matter: ${(error as Error).message}`, { file, line: firstLine }),
    );
    return empty;
  }
  if (data === null || data === undefined) return empty;
  if (typeof data !== 'object' || Array.isArray(data)) {
    empty.diagnostics.push(
      diagnostic('InvalidFrontMatter', 'Front matter must be a mapping of `key: value` lines.', { file, line: firstLine }),
    );
    return empty;
  }
  const lines: Record<string, number> = {};
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isScalar(pair.key) && pair.key.range) {
        lines[String(pair.key.value)] = lineCounter.linePos(pair.key.range[0]).line + firstLine - 1;
      }
    }
  }
  return { value: { data: data as Record<string, unknown>, lines }, diagnostics: [] };
}

function firstSentence(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
