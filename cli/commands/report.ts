import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostics, diagnosticsToJson } from '../diagnostics/print.ts';

/** Prints diagnostics to stderr (or JSON to stdout) the same way for every command. */
export function report(diagnostics: Diagnostic[], options: { json?: boolean } = {}): void {
  if (options.json) {
    process.stdout.write(`${diagnosticsToJson(diagnostics, process.cwd())}\n`);
    return;
  }
  if (diagnostics.length === 0) return;
  process.stderr.write(`${formatDiagnostics(diagnostics, { cwd: process.cwd(), color: process.stderr.isTTY === true })}\n`);
}
