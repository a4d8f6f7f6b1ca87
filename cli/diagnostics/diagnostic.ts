import { catalogue, type DiagnosticCode, type Severity } from './codes.ts';

export type { Severity };

/** One problem found in the user's input. The location is data, never baked into the message. */
export interface Diagnostic {
  severity: Severity;
  code: DiagnosticCode;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

export interface Located {
  file?: string;
  line?: number;
  column?: number;
}

export function diagnostic(
  code: DiagnosticCode,
  message: string,
  where: Located = {},
  extra: { hint?: string; severity?: Severity } = {},
): Diagnostic {
  const entry = catalogue[code];
  return {
    severity: extra.severity ?? entry.severity,
    code,
    message,
    ...where,
    hint: extra.hint ?? entry.hint,
  };
}

/** The result of every stage: a value (possibly partial) plus everything worth telling the user. */
export interface StageResult<T> {
  value: T;
  diagnostics: Diagnostic[];
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** A user mistake that stops a command: printed without a stack trace. */
export class SitegenError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'SitegenError';
    this.diagnostics = diagnostics;
  }
}

/** A bug in sitegen itself: printed with its stack. */
export class InternalError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InternalError';
  }
}
