import type { SiteConfig } from '../config/schema.ts';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { fencedLineReader } from './mdx/fenced-lines.ts';

export type Placeholders = Record<string, string>;

/**
 * `{{name}}`, not `\{{name}}` (which Markdown shows as written). A name has no spaces or dots, so
 * template syntax in code samples (Jinja's `{{ doc.name }}`) is never taken for one.
 */
const PLACEHOLDER = /(?<!\\)\{\{([A-Za-z_][\w-]*)\}\}/g;

/**
 * The values behind the placeholders: the config's `customFields` that are one line of text or a
 * number. A value holding a newline would move every line after it, and with it the line numbers
 * of the file's diagnostics.
 */
export function placeholdersFrom(site: SiteConfig): Placeholders {
  const values: Placeholders = {};
  for (const [name, value] of Object.entries(site.customFields)) {
    if ((typeof value === 'string' && !value.includes('\n')) || typeof value === 'number') values[name] = String(value);
  }
  return values;
}

/** The text with each placeholder of a known name filled in; others are left as written. */
export function expandPlaceholders(text: string, values: Placeholders): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(values, name) ? values[name] : match));
}

/**
 * A warning at each placeholder that names no value, outside code: in a fenced block or a code
 * span, `{{name}}` is more likely the sample's own template syntax than a misspelt field.
 */
export function unknownPlaceholders(text: string, values: Placeholders, file: string): Diagnostic[] {
  if (!text.includes('{{')) return [];
  const found: Diagnostic[] = [];
  const fenced = fencedLineReader();
  text.split('\n').forEach((line, index) => {
    if (fenced(line) || !line.includes('{{')) return;
    for (const match of withoutCodeSpans(line).matchAll(PLACEHOLDER)) {
      if (Object.hasOwn(values, match[1])) continue;
      found.push(
        diagnostic('UnknownPlaceholder', `{{${match[1]}}} names no one-line text or number of \`customFields\` in site.config.ts, so it is shown as written.`, {
          file,
          line: index + 1,
          column: match.index + 1,
        }),
      );
    }
  });
  return found;
}

/** The line with each code span's text blanked out, columns kept: a span opens and closes with runs of as many backticks. */
function withoutCodeSpans(line: string): string {
  if (!line.includes('`')) return line;
  const runs = [...line.matchAll(/`+/g)].map((run) => ({ start: run.index, end: run.index + run[0].length }));
  // The next run of the same width after each, found in one pass from the end: linear on any line.
  const next = new Array<number | undefined>(runs.length);
  const seen = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    const width = runs[i].end - runs[i].start;
    next[i] = seen.get(width);
    seen.set(width, i);
  }
  const parts: string[] = [];
  let kept = 0;
  for (let i = 0; i < runs.length; i++) {
    const close = next[i];
    if (close === undefined) continue;
    parts.push(line.slice(kept, runs[i].start), ' '.repeat(runs[close].end - runs[i].start));
    kept = runs[close].end;
    i = close;
  }
  parts.push(line.slice(kept));
  return parts.join('');
}
