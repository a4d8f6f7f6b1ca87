import type { ReportingSeverity } from '../config/schema.ts';
import type { Severity } from '../diagnostics/diagnostic.ts';

const ORDER: readonly ReportingSeverity[] = ['ignore', 'log', 'warn', 'throw'];
const SEVERITY: Record<ReportingSeverity, Severity | undefined> = { ignore: undefined, log: 'info', warn: 'warning', throw: 'error' };

/** The severity of a diagnostic under an `onBroken…` setting; undefined for 'ignore', which reports nothing. */
export function severityOf(setting: ReportingSeverity): Severity | undefined {
  return SEVERITY[setting];
}

/** The stricter of two settings, for a problem two of them cover. */
export function stricter(a: ReportingSeverity, b: ReportingSeverity): ReportingSeverity {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}
