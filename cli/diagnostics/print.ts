import { relative } from 'node:path';
import type { Diagnostic } from './diagnostic.ts';

export interface PrintOptions {
  /** Folder that file paths are shown relative to. */
  cwd: string;
  color: boolean;
}

const paint = (on: boolean, code: string) => (text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** Formats diagnostics grouped by file, compiler style: `file:line:col  error  message  [Code]`. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: PrintOptions): string {
  const red = paint(options.color, '31');
  const yellow = paint(options.color, '33');
  const cyan = paint(options.color, '36');
  const dim = paint(options.color, '2');
  const bold = paint(options.color, '1');
  const groups = new Map<string, Diagnostic[]>();
  for (const d of sortDiagnostics(diagnostics)) {
    const key = d.file ? relative(options.cwd, d.file) || d.file : '(site)';
    const list = groups.get(key) ?? [];
    list.push(d);
    groups.set(key, list);
  }
  const out: string[] = [];
  for (const [file, list] of groups) {
    out.push(bold(file));
    for (const d of list) {
      const where = d.line ? `${file}:${d.line}${d.column ? `:${d.column}` : ''}` : file;
      const severity = d.severity === 'error' ? red('error') : d.severity === 'warning' ? yellow('warning') : cyan('info');
      out.push(`  ${dim(where)}  ${severity}  ${indent(d.message)}  ${dim(`[${d.code}]`)}`);
      if (d.hint) out.push(`    ${dim(`hint: ${d.hint}`)}`);
    }
    out.push('');
  }
  const count = (severity: Diagnostic['severity']) => diagnostics.filter((d) => d.severity === severity).length;
  const [errors, warnings, infos] = [count('error'), count('warning'), count('info')];
  out.push(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${infos ? `, ${infos} info` : ''}`);
  return out.join('\n');
}

function indent(message: string): string {
  return message.replace(/\n/g, '\n      ');
}

export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.code.localeCompare(b.code),
  );
}

/** The `--json` shape CI consumes: one array, every field present. */
export function diagnosticsToJson(diagnostics: readonly Diagnostic[], cwd: string): string {
  return JSON.stringify(
    sortDiagnostics(diagnostics).map((d) => ({
      severity: d.severity,
      code: d.code,
      message: d.message,
      file: d.file ? relative(cwd, d.file) : null,
      line: d.line ?? null,
      column: d.column ?? null,
      hint: d.hint ?? null,
    })),
    null,
    2,
  );
}
